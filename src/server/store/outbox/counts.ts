// How the outbox stands, for the metrics (src/server/metrics): per kind, the rows still to go out,
// the dead ones, and when the oldest still to go out was queued. Read-only, and cheap at any size:
// the pending rows are read through the claim index (outbox_due), the dead ones through an index of
// their own (migration 0007, migrations/0007-outbox-dead-rows.ts), so a scrape never scans the outbox's years of sent mail.
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { OutboxKind } from './types.ts';

export interface OutboxKindCounts {
  /** Live rows not yet delivered, due or not. */
  pending: number;
  /** Rows that failed MAX_ATTEMPTS times and wait for an operator. */
  dead: number;
  /** When the oldest pending row was queued (ISO 8601), or null when none is pending. */
  oldestPendingAt: string | null;
}

export type OutboxCounts = Record<OutboxKind, OutboxKindCounts>;

export async function countOutbox(db: Kysely<Database>): Promise<OutboxCounts> {
  const counts: OutboxCounts = {
    mail: { pending: 0, dead: 0, oldestPendingAt: null },
    webhook: { pending: 0, dead: 0, oldestPendingAt: null },
  };
  const pending = await db
    .selectFrom('outbox')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min('created_at').as('oldest')])
    .where('sent_at', 'is', null)
    .where('dead_at', 'is', null)
    .groupBy('kind')
    .execute();
  const dead = await db
    .selectFrom('outbox')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
    .where('dead_at', 'is not', null)
    .where('sent_at', 'is', null)
    .groupBy('kind')
    .execute();
  for (const row of pending) {
    const kind = counts[row.kind as OutboxKind];
    if (!kind) continue;
    kind.pending = Number(row.n);
    kind.oldestPendingAt = (row.oldest as string | null) ?? null;
  }
  for (const row of dead) {
    const kind = counts[row.kind as OutboxKind];
    if (kind) kind.dead = Number(row.n);
  }
  return counts;
}
