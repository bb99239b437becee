import type { OutboxRow } from '../../src/server/store/index.ts';
import { printable, textTable, truncate } from '../submissions/table.ts';
import { outboxState } from '../submissions/timeline.ts';

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
function target(row: OutboxRow): string {
  const payload = (row.payload ?? {}) as { to?: unknown; event?: unknown };
  if (row.kind === 'mail') return typeof payload.to === 'string' ? maskAddress(payload.to) : '?';
  return typeof payload.event === 'string' ? payload.event : 'webhook';
}

/** The operator's view of undelivered rows: never a body, a subject or a full address. */
export function formatOutbox(rows: readonly OutboxRow[]): string {
  if (rows.length === 0) return 'Nothing waiting: every mail and webhook was delivered.\n';
  const header = ['ID', 'KIND', 'STATE', 'ATTEMPTS', 'CREATED', 'NEXT/DEAD AT', 'TO', 'LAST ERROR'];
  const body = rows.map((row) => {
    const state = outboxState(row);
    return [
      String(row.id),
      row.kind,
      state,
      String(row.attempts),
      row.createdAt,
      (state === 'dead' ? row.deadAt : row.nextAttemptAt) ?? '',
      printable(target(row)),
      truncate(printable(row.lastError ?? ''), 80),
    ];
  });
  const dead = rows.filter((row) => outboxState(row) === 'dead').length;
  return `${textTable(header, body).join('\n')}\n${rows.length - dead} pending, ${dead} dead\n`;
}
