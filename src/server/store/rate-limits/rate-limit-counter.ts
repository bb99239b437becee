// The RateLimitCounter contract (types.ts) on Kysely, the same statement on both engines.
//
// A hit is counted on every post, before the post is looked at, so the counters are kept off the
// post's own commit: hits are batched, many per statement (group-commit.ts), and their commits
// never wait for the disk. A counter lost to a power cut costs a client a few extra posts, nothing
// more. Where they live is the engine's business: on PostgreSQL the shared database's rate_limits
// table, through a small pool of connections whose commits do not wait for the WAL flush
// (postgres/open.ts, `relaxed`); on SQLite a file of their own (sqlite/rate-limit-file.ts).
//
// A batch is one statement of one text whatever its size: its hits pass as a batch table
// (a batch statement, engine.ts), the hits of one key are added at once, and a window that ended starts again.
// Built per batch, the text grew with the batch and PostgreSQL parsed and planned it every time:
// a batch of 12 hits took 283-337 µs, round trip included, against 352-431 µs before.
import { sql, type Kysely, type QueryCreator } from 'kysely';
import type { RowShape, StoreEngine } from '../engine.ts';
import { GroupCommit } from '../group-commit.ts';
import { saltedHash } from '../normalize.ts';
import type { Database } from '../schema.ts';
import type { RateLimitCount, RateLimitCounter } from './types.ts';

/** How often (at most) the windows that ended are swept out. */
const SWEEP_MS = 60_000;

const HIT = { key: 'text', hits: 'integer', resets_at: 'timestamp' } as const satisfies RowShape;

interface Hit {
  key: string;
  now: string;
  resetsAt: string;
}

export interface RateLimitParts {
  rateLimits: RateLimitCounter;
  /** Waits for the hits in progress, then closes the counters' database. */
  close(): Promise<void>;
}

/** The pseudonym under which a counter is kept: its key holds the client's address. */
export function rateLimitKey(key: string, salt: string): string {
  return saltedHash(`rate:${key}`, salt);
}

/**
 * Counters on `db`'s rate_limits table, whose commits must not wait for the disk (a connection
 * with synchronous_commit off, or a file with synchronous=OFF); `db` is destroyed on close.
 */
export function createRateLimitCounter(db: Kysely<Database>, engine: StoreEngine, salt: () => string): RateLimitParts {
  const addHits = engine.batchStatement(db, {
    tables: { hit: HIT },
    steps: [
      {
        name: 'counted',
        reads: ['hit'],
        returns: HIT,
        build: (q: QueryCreator<Database & { hit: Database['rate_limits'] }>, slot) =>
          q
            .insertInto('rate_limits')
            .columns(['key', 'hits', 'resets_at'])
            // (The WHERE: SQLite would read ON CONFLICT as a join's ON without it.)
            .expression(
              q
                .selectFrom('hit')
                .select(['key', 'hits', 'resets_at'])
                .where(sql<boolean>`true`),
            )
            .onConflict((oc) =>
              oc.column('key').doUpdateSet((eb) => {
                const ended = eb('rate_limits.resets_at', '<=', slot('now') as string);
                return {
                  hits: eb
                    .case()
                    .when(ended)
                    .then(eb.ref('excluded.hits'))
                    .else(eb('rate_limits.hits', '+', eb.ref('excluded.hits')))
                    .end(),
                  resets_at: eb
                    .case()
                    .when(ended)
                    .then(eb.ref('excluded.resets_at'))
                    .else(eb.ref('rate_limits.resets_at'))
                    .end(),
                };
              }),
            )
            .returning(['key', 'hits', 'resets_at']),
      },
    ],
    result: 'counted',
  });
  let lastSweep = 0;
  const hits = new GroupCommit<Hit, RateLimitCount>({
    async write(items) {
      const now = items.at(-1)!.now;
      const perKey = new Map<string, { hits: number; resetsAt: string }>();
      for (const item of items) {
        const entry = perKey.get(item.key);
        perKey.set(item.key, { hits: (entry?.hits ?? 0) + 1, resetsAt: entry?.resetsAt ?? item.resetsAt });
      }
      const rows = [...perKey].map(([key, entry]) => ({ key, hits: entry.hits, resets_at: entry.resetsAt }));
      const counted = await addHits({ hit: rows }, { now });
      const totals = new Map(
        counted.map((row) => [row.key as string, { hits: Number(row.hits), resetsAt: row.resets_at as string }]),
      );
      // The batch's hits on a key end the count in the order they came.
      const seen = new Map<string, number>();
      const counts = items.map((item) => {
        const total = totals.get(item.key)!;
        const place = (seen.get(item.key) ?? 0) + 1;
        seen.set(item.key, place);
        return { hits: total.hits - perKey.get(item.key)!.hits + place, resetsAt: total.resetsAt };
      });
      if (Date.parse(now) - lastSweep >= SWEEP_MS) {
        lastSweep = Date.parse(now);
        await db.deleteFrom('rate_limits').where('resets_at', '<=', now).execute();
      }
      return counts;
    },
    maxBatch: 500,
    maxConcurrent: 1,
  });
  return {
    rateLimits: {
      countRateLimitHit(key, windowMs, now) {
        if (!(windowMs > 0)) return Promise.reject(new RangeError('windowMs must be positive'));
        return hits.submit({
          key: rateLimitKey(key, salt()),
          now: now.toISOString(),
          resetsAt: new Date(now.getTime() + windowMs).toISOString(),
        });
      },
    },
    async close() {
      await hits.drain();
      await db.destroy();
    },
  };
}
