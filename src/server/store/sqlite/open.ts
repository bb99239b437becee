// Opens the embedded database, DATA_DIR/cortracker.sqlite, through node:sqlite on the calling
// thread (the store's worker thread in the server: see store-thread.ts).
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { NodeSqliteDialect } from './dialect.ts';
import { privateDatabaseFile } from './private-files.ts';
import { WRITER_AUTOCHECKPOINT_PAGES } from './wal-checkpoints.ts';

/** File name of the database inside the data directory. */
export const DATABASE_FILE = 'cortracker.sqlite';

/** How long a statement waits for another process's write lock before failing. */
const BUSY_TIMEOUT_MS = 5000;

export interface SqliteOpenOptions {
  /** Another thread checkpoints the log (wal-checkpoints.ts): this writer does so only as a safety net. */
  checkpointsElsewhere?: boolean;
}

/**
 * A read-only connection to the database of `dataDir`, which the store has opened (in WAL mode) and
 * migrated: the reports' (report-thread-worker.ts). It reads beside the store's writer, neither
 * waiting for the other.
 */
export function openSqliteReader(dataDir: string): Kysely<Database> {
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true, timeout: BUSY_TIMEOUT_MS });
  try {
    // A report's GROUP BY sorts in scratch tables: memory, as the writer's (below).
    db.exec('PRAGMA temp_store = MEMORY');
  } catch (error) {
    db.close();
    throw error;
  }
  return new Kysely<Database>({ dialect: new NodeSqliteDialect(db) });
}

export function openSqlite(
  dataDir: string,
  { checkpointsElsewhere = false }: SqliteOpenOptions = {},
): Kysely<Database> {
  const db = new DatabaseSync(privateDatabaseFile(dataDir, DATABASE_FILE), { timeout: BUSY_TIMEOUT_MS });
  try {
    // WAL: readers (an operator command while the server runs) never block the writes, nor the
    // writes them. synchronous=FULL: a COMMIT is on disk before we answer 2xx, even across a power cut.
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = FULL');
    if (checkpointsElsewhere) db.exec(`PRAGMA wal_autocheckpoint = ${WRITER_AUTOCHECKPOINT_PAGES}`);
    db.exec('PRAGMA foreign_keys = ON');
    // What is deleted is overwritten with zeros, in its page and in pages set free: an erased
    // person's address does not stay in the file's free space (see forgetDeletedRows in engine.ts).
    db.exec('PRAGMA secure_delete = ON');
    // The batch statements' scratch tables (engine.ts) are rewritten on every batch: memory, never a file.
    db.exec('PRAGMA temp_store = MEMORY');
  } catch (error) {
    db.close();
    throw error;
  }
  return new Kysely<Database>({ dialect: new NodeSqliteDialect(db) });
}
