// The rate limit's counters (Store.countRateLimitHit): a fixed window per key, shared by every
// process on the database. Hits are batched, many per transaction, and never wait for the disk: a
// counter lost to a power cut costs a client a few extra posts, nothing more.
//
// On PostgreSQL they live in the shared database (rate_limits), written through a small pool of
// connections whose commits do not wait for the WAL flush (postgres.ts). On SQLite they live in a small file of their own beside the database
// (DATA_DIR/rate-limits.sqlite, synchronous=OFF), written on the calling thread: on the database's
// own file a hit would queue behind the durable commit (and its fsync) in progress, so a post
// would wait for two commits instead of one. A hit there is one upsert, a few tens of
// microseconds, shared with other processes on the same DATA_DIR through SQLite's file lock.
import { DatabaseSync } from 'node:sqlite';
import { CompiledQuery, Kysely } from 'kysely';
import { GroupCommit } from './group-commit.ts';
import { keepPrepared } from './kept-prepared.ts';
import { hashIp } from './normalize.ts';
import type { Database, Engine } from './schema.ts';
import { privateDatabaseFile } from './private-files.ts';
import { NodeSqliteDialect } from './sqlite-dialect.ts';
import type { RateLimitCount } from './types.ts';

/** The file of the SQLite engine's counters, inside the data directory. */
export const RATE_LIMIT_FILE = 'rate-limits.sqlite';

/** How often (at most) the windows that ended are swept out. */
const SWEEP_MS = 60_000;

/**
 * PostgreSQL: a batch's hits as a statement of one text whatever the batch's size (its rows as one
 * array per column), kept prepared on each connection; the hits of one key are added at once, and a
 * window that ended starts again. Built per batch, the text grew with the batch, and was parsed
 * and planned every time, as the batch insert of posts had been (see kysely-store.ts).
 */
const POSTGRES_HITS = `
  INSERT INTO rate_limits (key, hits, resets_at)
  SELECT * FROM unnest($1::text[], $2::int[], $3::timestamptz[])
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN rate_limits.resets_at <= $4 THEN excluded.hits ELSE rate_limits.hits + excluded.hits END,
    resets_at = CASE WHEN rate_limits.resets_at <= $4 THEN excluded.resets_at ELSE rate_limits.resets_at END
  RETURNING key, hits, resets_at`;
keepPrepared(POSTGRES_HITS);

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
 * Counters on `db`'s rate_limits table, whose commits must not wait for the disk (a connection
 * with synchronous_commit off, or a file with synchronous=OFF). A batch of hits is one statement:
 * the hits on one key are added at once, and each is told its place among them.
 */
export function createRateLimitCounter(
  db: Kysely<Database>,
  engine: Engine,
  salt: () => string,
  destroy = false,
): RateLimitCounter {
  let lastSweep = 0;
  /** Adds the hits per key, and returns each key's count and window after them. */
  const addHits = async (perKey: Map<string, { hits: number; resetsAt: string }>, now: string) => {
    if (engine === 'postgres') {
      const columns = [
        [...perKey.keys()],
        [...perKey.values()].map((entry) => entry.hits),
        [...perKey.values()].map((entry) => entry.resetsAt),
        now,
      ];
      return (
        await db.executeQuery(
          CompiledQuery.raw(POSTGRES_HITS, columns) as CompiledQuery<{ key: string; hits: number; resets_at: string }>,
        )
      ).rows;
    }
    return db
      .insertInto('rate_limits')
      .values([...perKey].map(([key, { hits: count, resetsAt }]) => ({ key, hits: count, resets_at: resetsAt })))
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          hits: eb
            .case()
            .when('rate_limits.resets_at', '<=', now)
            .then(eb.ref('excluded.hits'))
            .else(eb('rate_limits.hits', '+', eb.ref('excluded.hits')))
            .end(),
          resets_at: eb
            .case()
            .when('rate_limits.resets_at', '<=', now)
            .then(eb.ref('excluded.resets_at'))
            .else(eb.ref('rate_limits.resets_at'))
            .end(),
        })),
      )
      .returning(['key', 'hits', 'resets_at'])
      .execute();
  };
  const hits = new GroupCommit<Hit, RateLimitCount>({
    async write(items) {
      const now = items.at(-1)!.now;
      const perKey = new Map<string, { hits: number; resetsAt: string }>();
      for (const item of items) {
        const entry = perKey.get(item.key);
        perKey.set(item.key, { hits: (entry?.hits ?? 0) + 1, resetsAt: entry?.resetsAt ?? item.resetsAt });
      }
      const rows = await addHits(perKey, now);
      const totals = new Map(rows.map((row) => [row.key, { hits: Number(row.hits), resetsAt: row.resets_at }]));
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
    count(key, windowMs, now) {
      if (!(windowMs > 0)) return Promise.reject(new RangeError('windowMs must be positive'));
      // The key holds the client's address: only its salted hash is stored.
      return hits.submit({
        key: hashIp(`rate:${key}`, salt()),
        now: now.toISOString(),
        resetsAt: new Date(now.getTime() + windowMs).toISOString(),
      });
    },
    async close() {
      await hits.drain();
      if (destroy) await db.destroy();
    },
  };
}

/**
 * The SQLite engine's counters, in their own file in `dataDir`, on the calling thread; the file is
 * opened on the first hit (a store that never counts, such as an operator command's, never opens it).
 */
export function openSqliteRateLimitCounter(dataDir: string, salt: () => string): RateLimitCounter {
  let counter: RateLimitCounter | undefined;
  const open = (): RateLimitCounter => {
    const file = new DatabaseSync(privateDatabaseFile(dataDir, RATE_LIMIT_FILE), { timeout: 5000 });
    try {
      file.exec('PRAGMA journal_mode = WAL');
      // Counters are worth no fsync (see above).
      file.exec('PRAGMA synchronous = OFF');
      // Ephemeral data of a fixed shape: created here, never migrated (another shape would take another file name).
      file.exec(
        'CREATE TABLE IF NOT EXISTS rate_limits (key TEXT PRIMARY KEY NOT NULL, hits INTEGER NOT NULL, resets_at TEXT NOT NULL) STRICT',
      );
      file.exec('CREATE INDEX IF NOT EXISTS rate_limits_resets_at ON rate_limits (resets_at)');
    } catch (error) {
      file.close();
      throw error;
    }
    return createRateLimitCounter(new Kysely<Database>({ dialect: new NodeSqliteDialect(file) }), 'sqlite', salt, true);
  };
  return {
    count: (key, windowMs, now) => (counter ??= open()).count(key, windowMs, now),
    close: async () => counter?.close(),
  };
}
