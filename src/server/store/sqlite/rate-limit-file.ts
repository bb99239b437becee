// The SQLite engine's rate-limit counters (rate-limits/rate-limit-counter.ts) live in a small file
// of their own beside the database, DATA_DIR/rate-limits.sqlite, with synchronous=OFF, written on
// the calling thread (the server's main thread). On the database's own file a hit would queue
// behind the durable commit (and its fsync) in progress on the store's thread, so a post would wait
// for two commits instead of one. A hit here is one upsert, a few tens of microseconds, shared with
// other processes on the same DATA_DIR through SQLite's file lock.
import { DatabaseSync } from 'node:sqlite';
import { Kysely } from 'kysely';
import { createRateLimitCounter, type RateLimitParts } from '../rate-limits/rate-limit-counter.ts';
import type { Database } from '../schema.ts';
import { NodeSqliteDialect } from './dialect.ts';
import { sqliteEngine } from './engine.ts';
import { privateDatabaseFile } from './private-files.ts';

/** The file of the counters, inside the data directory. */
export const RATE_LIMIT_FILE = 'rate-limits.sqlite';

/** Ephemeral data of a fixed shape: created here, never migrated (another shape would take another file name). */
export const RATE_LIMIT_FILE_SCHEMA = [
  'CREATE TABLE IF NOT EXISTS rate_limits (key TEXT PRIMARY KEY NOT NULL, hits INTEGER NOT NULL, resets_at TEXT NOT NULL) STRICT',
  'CREATE INDEX IF NOT EXISTS rate_limits_resets_at ON rate_limits (resets_at)',
];

/**
 * The counters in their own file in `dataDir`; the file is opened on the first hit (a store that
 * never counts, such as an operator command's, never opens it).
 */
export function openSqliteRateLimitCounter(dataDir: string, salt: () => string): RateLimitParts {
  let counter: RateLimitParts | undefined;
  const open = (): RateLimitParts => {
    const file = new DatabaseSync(privateDatabaseFile(dataDir, RATE_LIMIT_FILE), { timeout: 5000 });
    try {
      file.exec('PRAGMA journal_mode = WAL');
      // Counters are worth no fsync (see above).
      file.exec('PRAGMA synchronous = OFF');
      file.exec('PRAGMA temp_store = MEMORY');
      for (const statement of RATE_LIMIT_FILE_SCHEMA) file.exec(statement);
    } catch (error) {
      file.close();
      throw error;
    }
    return createRateLimitCounter(new Kysely<Database>({ dialect: new NodeSqliteDialect(file) }), sqliteEngine, salt);
  };
  return {
    rateLimits: {
      countRateLimitHit: (key, windowMs, now) => (counter ??= open()).rateLimits.countRateLimitHit(key, windowMs, now),
    },
    close: async () => counter?.close(),
  };
}
