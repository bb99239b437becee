// Opens the embedded store: DATA_DIR/cortracker.sqlite through node:sqlite, on its own thread.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { NodeSqliteDialect } from './sqlite-dialect.ts';

/** File name of the database inside the data directory. */
export const DATABASE_FILE = 'cortracker.sqlite';

export function openSqlite(dataDir: string): Kysely<Database> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  return new Kysely<Database>({
    dialect: new NodeSqliteDialect({
      file: join(dataDir, DATABASE_FILE),
      // Wait this long for another process's write lock (the CLI, a second server) before failing.
      busyTimeoutMs: 5000,
      pragmas: [
        // WAL: readers (the CLI) never block the server's writes.
        'PRAGMA journal_mode = WAL',
        // A COMMIT is on disk before we answer 2xx, even across a power cut.
        'PRAGMA synchronous = FULL',
        'PRAGMA foreign_keys = ON',
      ],
    }),
  });
}
