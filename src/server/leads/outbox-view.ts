// How a mail or webhook of the outbox is shown to a person (the Leads page's mail queue, a lead's
// timeline, `npm run outbox -- list`, `npm run submissions -- lead`): where it stands, and who it
// goes to, masked. Never a body or a subject.
import type { OutboxRow } from '../store/index.ts';

export type OutboxState = 'sent' | 'dead' | 'pending';

/** pending, sent or dead: where a mail or webhook of a submission stands. */
export function outboxState(row: Pick<OutboxRow, 'sentAt' | 'deadAt'>): OutboxState {
  return row.sentAt !== null ? 'sent' : row.deadAt !== null ? 'dead' : 'pending';
}

/**
 * Enough of an address to tell mails apart, too little to identify the person:
 * asha.rao@example.com -> a***@e***.com
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  const domain = address.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${address[0]}***@${domain[0] ?? ''}***${tld}`;
}

/** Who a row goes to, masked: a mail's recipient, or a webhook's event name. */
export function outboxTarget(row: Pick<OutboxRow, 'kind' | 'payload'>): string {
  const payload = (row.payload ?? {}) as { to?: unknown; event?: unknown };
  if (row.kind === 'mail') return typeof payload.to === 'string' ? maskAddress(payload.to) : '?';
  return typeof payload.event === 'string' ? payload.event : 'webhook';
}
