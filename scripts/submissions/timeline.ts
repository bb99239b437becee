import { outboxState } from '../../src/server/leads/outbox-view.ts';
import type { LeadTimeline, OutboxRow } from '../../src/server/store/index.ts';
import { printable, summarize } from './table.ts';

/** e.g. "mail: 2 sent; webhook: 1 dead" */
function deliveries(outbox: readonly OutboxRow[]): string {
  const counts = new Map<string, number>();
  for (const row of outbox) {
    const key = `${row.kind}: ${outboxState(row)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([key, n]) => key.replace(': ', `: ${n} `)).join('; ') || 'no mail';
}

/** One person's record, oldest first: when, what, what they entered, and what was sent. */
export function formatTimeline(timeline: LeadTimeline | null, email: string): string {
  if (!timeline) return `Nothing is stored for ${printable(email)}.\n`;
  const lines = [`Lead ${printable(timeline.email)}, first seen ${timeline.firstSeen}`];
  for (const submission of timeline.submissions) {
    const bot = (submission.meta as { suspectedBot?: unknown } | null)?.suspectedBot;
    lines.push(
      `${submission.createdAt}  ${printable(submission.type)}  ${submission.id}${bot ? `  (suspected bot: ${printable(String(bot))})` : ''}`,
      `    ${summarize(submission.payload, 200)}`,
      `    ${deliveries(submission.outbox)}`,
    );
  }
  const n = timeline.submissions.length;
  lines.push(`${n} submission${n === 1 ? '' : 's'}`);
  return `${lines.join('\n')}\n`;
}
