// The OutboxStore contract (types.ts) on Kysely, the same queries on both engines.
//
// Two speed devices, both for the posts' sake (the outbox's work competes with them for the disk):
// - Its own bookkeeping (claims, sent and failed marks) commits without waiting for the disk
//   (engine.withRelaxedDurability). Losing such a commit to a power cut (not to a crash of the
//   process) costs at most a repeated delivery under the same delivery key, whereas a flush per
//   mail would take disk time from the posts.
// - Sent and failed marks are batched (group-commit.ts): marking rows is a write per mail, and
//   one transaction per message would cost a commit each while posts are coming in.
import type { Kysely } from 'kysely';
import type { StoreEngine } from '../engine.ts';
import { GroupCommit } from '../group-commit.ts';
import type { Database, OutboxTable } from '../schema.ts';
import { countOutbox } from './counts.ts';
import type { FailureOutcome, NoticePayload, OutboxKind, OutboxRow, OutboxStore } from './types.ts';

/** last_error is for humans; cap it so a huge server response cannot bloat the table. */
const MAX_ERROR_LENGTH = 1000;

/** Rows per IN (...) list when marking rows sent. */
const ID_CHUNK = 500;

type Settlement =
  | { id: number; sentAt: string }
  | { id: number; error: string; nextAttemptAt: string; now: string; maxAttempts: number };

export interface OutboxParts {
  outbox: OutboxStore;
  /** Waits for the marks in progress. */
  drain(): Promise<void>;
}

/** A mail to an account of /admin (a row of no submission); in the caller's transaction when `db` is one (reviews/ writes its notices with its own change). */
export async function insertNotice(db: Kysely<Database>, payload: NoticePayload, now: Date): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto('outbox')
    .values({
      submission_id: null,
      kind: 'mail',
      payload: JSON.stringify(payload),
      next_attempt_at: at,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export function createOutboxStore(db: Kysely<Database>, engine: StoreEngine): OutboxParts {
  const settlements = new GroupCommit<Settlement, FailureOutcome | 'sent'>({
    write: (items) => engine.withRelaxedDurability(db, (trx) => settle(trx, items)),
    maxBatch: 100,
    maxConcurrent: 1,
  });

  const outbox: OutboxStore = {
    queueNotice: (payload, now) => insertNotice(db, payload, now),

    async claimDueOutbox(now, limit, leaseMs) {
      if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
      if (!(leaseMs > 0)) throw new RangeError('leaseMs must be positive');
      const rows = await engine.withRelaxedDurability(
        db,
        (trx) => {
          const due = trx
            .selectFrom('outbox')
            .select('id')
            .where('sent_at', 'is', null)
            .where('dead_at', 'is', null)
            .where('next_attempt_at', '<=', now.toISOString())
            .orderBy('next_attempt_at')
            .orderBy('id')
            .limit(limit)
            .$if(engine.skipsLockedRows, (q) => q.forUpdate().skipLocked());
          return trx
            .updateTable('outbox')
            .set({ next_attempt_at: new Date(now.getTime() + leaseMs).toISOString() })
            .where('id', 'in', due)
            .returningAll()
            .execute();
        },
        true,
      );
      // RETURNING gives no order guarantee; deliver oldest first.
      return rows.map(toOutboxRow).sort((a, b) => a.id - b.id);
    },

    async markOutboxSent(id, sentAt) {
      await settlements.submit({ id, sentAt: sentAt.toISOString() });
    },

    async markOutboxFailed(id, error, nextAttemptAt, maxAttempts, now) {
      // A failure's settlement is one of FailureOutcome ('sent' answers a sent mark only).
      return (await settlements.submit({
        id,
        error: error.slice(0, MAX_ERROR_LENGTH),
        nextAttemptAt: nextAttemptAt.toISOString(),
        now: now.toISOString(),
        maxAttempts,
      })) as FailureOutcome;
    },

    async listUndeliveredOutbox() {
      const rows = await db.selectFrom('outbox').selectAll().where('sent_at', 'is', null).orderBy('id').execute();
      return rows.map(toOutboxRow);
    },

    async retryOutbox(id, now) {
      const result = await db
        .updateTable('outbox')
        .set(revived(now))
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async retryDeadOutbox(now) {
      const result = await db
        .updateTable('outbox')
        .set(revived(now))
        .where('dead_at', 'is not', null)
        .where('sent_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async countPendingOutbox() {
      const row = await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('sent_at', 'is', null)
        .where('dead_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async oldestPendingMailAt() {
      const row = await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.min('created_at').as('oldest'))
        .where('kind', '=', 'mail')
        .where('sent_at', 'is', null)
        .where('dead_at', 'is', null)
        .executeTakeFirst();
      return (row?.oldest as string | null | undefined) ?? null;
    },

    outboxCounts: () => countOutbox(db),
  };

  return { outbox, drain: () => settlements.drain() };
}

async function settle(trx: Kysely<Database>, items: Settlement[]): Promise<(FailureOutcome | 'sent')[]> {
  const sent = items.filter((item) => 'sentAt' in item);
  if (sent.length > 0) {
    // One statement for the batch; its rows were delivered within moments of each other, and
    // the latest of their times stands for all. The `sent_at IS NULL` guard makes a late or
    // repeated call unable to resurrect a delivered row.
    const sentAt = sent
      .map((item) => item.sentAt)
      .sort()
      .at(-1)!;
    for (let i = 0; i < sent.length; i += ID_CHUNK) {
      const ids = sent.slice(i, i + ID_CHUNK).map((item) => item.id);
      await trx
        .updateTable('outbox')
        .set({ sent_at: sentAt, last_error: null })
        .where('id', 'in', ids)
        .where('sent_at', 'is', null)
        .execute();
    }
  }
  const outcomes: (FailureOutcome | 'sent')[] = [];
  for (const item of items) {
    if ('sentAt' in item) {
      outcomes.push('sent');
      continue;
    }
    const row = await trx
      .updateTable('outbox')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        last_error: item.error,
        next_attempt_at: item.nextAttemptAt,
      }))
      .where('id', '=', item.id)
      .where('sent_at', 'is', null)
      .returning('attempts')
      .executeTakeFirst();
    if (row === undefined) {
      outcomes.push('not-pending');
      continue;
    }
    const dead = row.attempts >= item.maxAttempts;
    if (dead) await trx.updateTable('outbox').set({ dead_at: item.now }).where('id', '=', item.id).execute();
    outcomes.push(dead ? 'dead' : 'retrying');
  }
  return outcomes;
}

/** What a row retried by hand looks like: live, due now, a fresh attempt budget (last_error kept). */
function revived(now: Date) {
  return { dead_at: null, attempts: 0, next_attempt_at: now.toISOString() };
}

export function toOutboxRow(row: {
  [K in keyof OutboxTable]: K extends 'id' | 'attempts' ? number : OutboxTable[K];
}): OutboxRow {
  return {
    id: Number(row.id),
    submissionId: row.submission_id,
    kind: row.kind as OutboxKind,
    payload: JSON.parse(row.payload),
    attempts: Number(row.attempts),
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    deadAt: row.dead_at,
  };
}
