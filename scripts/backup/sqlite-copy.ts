// A consistent copy of the live SQLite database, and the checks of a copy. VACUUM INTO reads the
// whole database in one read transaction: what it writes is the database as of one moment, every
// transaction committed before it whole and none after it in part, the write-ahead log included,
// while the server goes on writing (WAL readers and writers do not block each other). A plain file
// copy taken during a write can be torn, and would miss what is still in the -wal file.
import { DatabaseSync } from 'node:sqlite';
import { OperatorError } from './files.ts';

/** How long the copy waits for a lock (a checkpoint, a migration) before giving up. */
const BUSY_TIMEOUT_MS = 10_000;

/** Tables that are the migrator's bookkeeping, not data. */
const BOOKKEEPING = /^(sqlite_|kysely_migration)/;

export function copySqlite(source: string, target: string): void {
  // Read-write, though it only reads: a read-only connection cannot remove the -wal and -shm files
  // it makes beside a database no server has open.
  const db = new DatabaseSync(source, { timeout: BUSY_TIMEOUT_MS });
  try {
    db.prepare('VACUUM INTO ?').run(target);
  } finally {
    db.close();
  }
}

export interface SqliteFacts {
  migrations: string[];
  tables: Record<string, number>;
}

/**
 * Checks a copy (PRAGMA integrity_check) and tells its schema and row counts.
 * @throws OperatorError naming what the check found, when it is not "ok".
 */
export function checkSqliteCopy(path: string, what: string): SqliteFacts {
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(path, { readOnly: true });
  } catch (error) {
    throw new OperatorError(`${what} cannot be opened as a database: ${(error as Error).message}`);
  }
  try {
    let problems: string[];
    try {
      problems = db
        .prepare('PRAGMA integrity_check')
        .all()
        .map((row) => String(row.integrity_check));
    } catch (error) {
      throw new OperatorError(`${what} fails its integrity check: ${(error as Error).message}`);
    }
    if (problems.join() !== 'ok')
      throw new OperatorError(`${what} fails its integrity check: ${problems.slice(0, 3).join('; ')}`);
    const names = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all()
      .map((row) => String(row.name));
    const tables: Record<string, number> = {};
    for (const name of names.filter((table) => !BOOKKEEPING.test(table)))
      tables[name] = Number(db.prepare(`SELECT count(*) AS n FROM "${name.replaceAll('"', '""')}"`).get()?.n ?? 0);
    const migrations = names.includes('kysely_migration')
      ? db
          .prepare('SELECT name FROM kysely_migration ORDER BY name')
          .all()
          .map((row) => String(row.name))
      : [];
    return { migrations, tables };
  } finally {
    db.close();
  }
}
