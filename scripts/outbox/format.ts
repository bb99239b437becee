import { outboxState, outboxTarget } from '../../src/server/leads/outbox-view.ts';
import type { OutboxRow } from '../../src/server/store/index.ts';
import { printable, textTable, truncate } from '../submissions/table.ts';

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
      printable(outboxTarget(row)),
      truncate(printable(row.lastError ?? ''), 80),
    ];
  });
  const dead = rows.filter((row) => outboxState(row) === 'dead').length;
  return `${textTable(header, body).join('\n')}\n${rows.length - dead} pending, ${dead} dead\n`;
}
