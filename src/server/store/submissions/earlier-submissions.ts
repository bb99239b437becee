// SubmissionStore.earlierSubmissions, once for both engines. The outbox asks it for every sales
// notice it sends, and delivers a claimed batch at once: the lookups asked in one turn of the event
// loop go into one query (group-commit.ts gathers them as it gathers writes), one round trip for
// many mails on PostgreSQL. It is a batch statement (engine.ts), its submissions a batch table, so
// its text never changes and PostgreSQL plans it once per connection: its planning had taken
// 516 ms of a bench:store run against 116 ms of running it.
import { sql, type Kysely, type QueryCreator, type SqlBool } from 'kysely';
import type { Slot } from '../compiled-once.ts';
import type { BatchStatement, RowShape, StoreEngine } from '../engine.ts';
import { GroupCommit } from '../group-commit.ts';
import type { Database } from '../schema.ts';
import type { LeadHistoryEntry } from './types.ts';

const TARGET = { id: 'text' } as const satisfies RowShape;

/** True when a submission's meta marks it as a suspected bot (the same operator on both engines). */
export function isSuspectedBot(meta: string) {
  return sql<SqlBool>`(${sql.ref(meta)} ->> 'suspectedBot') IS NOT NULL`;
}

export type EarlierSubmissionsReader = (submissionId: string, limit: number) => Promise<LeadHistoryEntry[]>;

/**
 * Per submission asked about (target), the submissions of its lead stored before it, suspected bots
 * left out, newest first (nth 1, 2…), at most `limit` each.
 */
function history(engine: StoreEngine): BatchStatement {
  const order = (alias: string) => sql.ref(`${alias}.${engine.insertionOrder}`);
  // Storage order: creation time, ties (one millisecond, one batch) broken by insertion order.
  const storedBefore = sql<SqlBool>`(s.created_at, ${order('s')}) < (t.created_at, ${order('t')})`;
  const build = (db: QueryCreator<Database & { target: { id: string } }>, slot: Slot) =>
    db
      .selectFrom((q) =>
        q
          .selectFrom('target as e')
          // CROSS JOIN: SQLite then reads the few submissions asked about first (it knows nothing of
          // their number, and had scanned every submission to find them); PostgreSQL plans as before.
          .crossJoin('submissions as t')
          .innerJoin('submissions as s', (join) =>
            join
              .onRef('s.lead_id', '=', 't.lead_id')
              .on(storedBefore)
              .on(sql<SqlBool>`NOT ${isSuspectedBot('s.meta')}`),
          )
          .select([
            't.id',
            's.type',
            's.created_at',
            sql<number>`row_number() OVER (PARTITION BY t.id ORDER BY s.created_at DESC, ${order('s')} DESC)`.as('nth'),
          ])
          .whereRef('t.id', '=', 'e.id')
          .as('h'),
      )
      .select(['h.id', 'h.type', 'h.created_at', 'h.nth'])
      .where('h.nth', '<=', slot('limit') as number);
  return {
    tables: { target: TARGET },
    steps: [
      {
        name: 'history',
        reads: ['target'],
        returns: { id: 'text', type: 'text', created_at: 'timestamp', nth: 'integer' },
        build,
      },
    ],
    result: 'history',
  };
}

export function earlierSubmissionsReader(db: Kysely<Database>, engine: StoreEngine): EarlierSubmissionsReader {
  const read = engine.batchStatement(db, history(engine));
  const lookups = new GroupCommit<{ submissionId: string; limit: number }, LeadHistoryEntry[]>({
    async write(items) {
      const ids = [...new Set(items.map((item) => item.submissionId))];
      const limit = Math.max(...items.map((item) => item.limit));
      const rows = await read({ target: ids.map((id) => ({ id })) }, { limit });
      const byId = new Map<string, { nth: number; entry: LeadHistoryEntry }[]>();
      for (const row of rows) {
        const entries = byId.get(row.id as string) ?? [];
        entries.push({
          nth: Number(row.nth),
          entry: { type: row.type as string, createdAt: row.created_at as string },
        });
        byId.set(row.id as string, entries);
      }
      return items.map((item) =>
        (byId.get(item.submissionId) ?? [])
          .sort((a, b) => a.nth - b.nth)
          .slice(0, item.limit)
          .map(({ entry }) => entry),
      );
    },
    maxBatch: 500,
    maxConcurrent: 1,
  });
  return (submissionId, limit) => lookups.submit({ submissionId, limit });
}
