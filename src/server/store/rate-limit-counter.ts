// The rate limit's counters (Store.countRateLimitHit): a fixed window per key, shared by every
// process on the database. Hits are batched, many per transaction, and never wait for the disk: a
// counter lost to a power cut costs a client a few extra posts, nothing more.
//
// On PostgreSQL they live in the shared database (rate_limits), in transactions that do not wait
// for the WAL flush. On SQLite they live in a small file of their own beside the database
// (DATA_DIR/rate-limits.sqlite, synchronous=OFF), written on the calling thread: on the database's
// own file a hit would queue behind the durable commit (and its fsync) in progress, so a post
// would wait for two commits instead of one. A hit there is one upsert, a few tens of
// microseconds, shared with other processes on the same DATA_DIR through SQLite's file lock.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely, sql } from 'kysely';
import { GroupCommit } from './group-commit.ts';
import { hashIp } from './normalize.ts';
import type { Database } from './schema.ts';
import { NodeSqliteDialect } from './sqlite-dialect.ts';
import type { RateLimitCount } from './types.ts';

/** The file of the SQLite engine's counters, inside the data directory. */
export const RATE_LIMIT_FILE = 'rate-limits.sqlite';

/** How often (at most) the windows that ended are swept out. */
const SWEEP_MS = 60_000;

interface Hit {
  key: string;
  now: string;
  resetsAt: string;
}

export interface RateLimitCounter {
  count(key: string, windowMs: number, now: Date): Promise<RateLimitCount>;
  close(): Promise<void>;
}

/**
 * Counters on `db`'s rate_limits table. `inTransaction` runs a batch in one transaction of the
 * kind the engine wants (one that does not wait for the disk).
 */
export function createRateLimitCounter(db: Kysely<Database>, salt: () => string, inTransaction: <T>(work: (trx: Kysely<Database>) => Promise<T>) => Promise<T>, destroy = false): RateLimitCounter {
  let lastSweep = 0;
  const hits = new GroupCommit<Hit, RateLimitCount>({
    write: (items) =>
      inTransaction(async (trx) => {
        const counts: RateLimitCount[] = [];
        for (const item of items) counts.push(await countHit(trx, item));
        const latest = items.at(-1)!.now;
        if (Date.parse(latest) - lastSweep >= SWEEP_MS) {
          lastSweep = Date.parse(latest);
          await trx.deleteFrom('rate_limits').where('resets_at', '<=', latest).execute();
        }
        return counts;
      }),
    maxBatch: 100,
    maxConcurrent: 1,
  });
  return {
    count(key, windowMs, now) {
      if (!(windowMs > 0)) return Promise.reject(new RangeError('windowMs must be positive'));
      // The key holds the client's address: only its salted hash is stored.
      return hits.submit({ key: hashIp(`rate:${key}`, salt()), now: now.toISOString(), resetsAt: new Date(now.getTime() + windowMs).toISOString() });
    },
    async close() {
      await hits.drain();
      if (destroy) await db.destroy();
    },
  };
}

/** One hit: a new window when the client has none running, else one more in the running one. */
async function countHit(trx: Kysely<Database>, { key, now, resetsAt }: Hit): Promise<RateLimitCount> {
  const row = await trx
    .insertInto('rate_limits')
    .values({ key, hits: 1, resets_at: resetsAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        hits: eb.case().when('rate_limits.resets_at', '<=', now).then(1).else(eb('rate_limits.hits', '+', 1)).end(),
        resets_at: eb.case().when('rate_limits.resets_at', '<=', now).then(eb.ref('excluded.resets_at')).else(eb.ref('rate_limits.resets_at')).end(),
      })),
    )
    .returning(['hits', 'resets_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), resetsAt: row.resets_at };
}

/**
 * The SQLite engine's counters, in their own file in `dataDir`, on the calling thread; the file is
 * opened on the first hit (a store that never counts, such as an operator command's, never opens it).
 */
export function openSqliteRateLimitCounter(dataDir: string, salt: () => string): RateLimitCounter {
  let counter: RateLimitCounter | undefined;
  const open = (): RateLimitCounter => {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const file = new DatabaseSync(join(dataDir, RATE_LIMIT_FILE), { timeout: 5000 });
    try {
      file.exec('PRAGMA journal_mode = WAL');
      // Counters are worth no fsync (see above).
      file.exec('PRAGMA synchronous = OFF');
      // Ephemeral data of a fixed shape: created here, never migrated (another shape would take another file name).
      file.exec('CREATE TABLE IF NOT EXISTS rate_limits (key TEXT PRIMARY KEY NOT NULL, hits INTEGER NOT NULL, resets_at TEXT NOT NULL) STRICT');
      file.exec('CREATE INDEX IF NOT EXISTS rate_limits_resets_at ON rate_limits (resets_at)');
    } catch (error) {
      file.close();
      throw error;
    }
    const db = new Kysely<Database>({ dialect: new NodeSqliteDialect(file) });
    return createRateLimitCounter(db, salt, (work) => db.transaction().execute(work), true);
  };
  return {
    count: (key, windowMs, now) => (counter ??= open()).count(key, windowMs, now),
    close: async () => counter?.close(),
  };
}

/** PostgreSQL: a transaction whose commit does not wait for the WAL flush. */
export function relaxedPostgresTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`SET LOCAL synchronous_commit = off`.execute(trx);
    return work(trx);
  });
}
