import type { DatabaseSync } from 'node:sqlite';

/**
 * Runs `fn` inside BEGIN IMMEDIATE ... COMMIT, rolling back on any error.
 * IMMEDIATE takes the write lock up front, so a concurrent writer (another process on the same
 * file) waits on busy_timeout at BEGIN instead of failing later with SQLITE_BUSY mid-transaction.
 */
export function inTransaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    // COMMIT itself can fail (e.g. disk full); the transaction is then still open.
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
