// Kysely on Node's built-in SQLite (node:sqlite), so the default install needs no native module.
//
// Kysely's own SqliteDialect talks to any database object shaped like better-sqlite3's; this file
// is the thin adapter its docs describe (prepare/all/run/iterate and `reader`), plus two things the
// stock dialect does not do and this store needs:
//  - write transactions start with BEGIN IMMEDIATE: with a plain (deferred) BEGIN, a transaction
//    that reads and then writes while another process (the CLI, a second server) committed in
//    between fails at once with SQLITE_BUSY instead of waiting on busy_timeout;
//  - SQLite does run DDL inside transactions, so migrations are applied atomically and one at a
//    time across processes (Kysely's adapter says "no" for portability with old SQLite builds).
// The npm packages wrapping node:sqlite for Kysely were young single-maintainer projects at the
// time of writing; the adapter is small enough to own. It runs synchronously on the calling
// thread: the server calls it on the store's own worker thread (store-thread.ts).
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';

/** Prepared statements kept per connection; the store issues a few dozen distinct queries. */
const STATEMENT_CACHE_SIZE = 256;

function adaptStatement(statement: StatementSync): SqliteStatement {
  const params = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];
  return {
    // A statement that yields columns (SELECT, or a write with RETURNING) is read with all().
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...params(parameters)),
    run: (parameters) => statement.run(...params(parameters)),
    iterate: (parameters) => statement.iterate(...params(parameters)),
  };
}

/** node:sqlite's DatabaseSync in the shape Kysely's SQLite driver expects, with a statement cache. */
export function kyselySqliteDatabase(db: DatabaseSync): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    prepare(sql) {
      let statement = cache.get(sql);
      if (statement) {
        // Map keeps insertion order: re-inserting marks it most recently used.
        cache.delete(sql);
      } else {
        statement = adaptStatement(db.prepare(sql));
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, statement);
      return statement;
    },
    close() {
      cache.clear();
      if (db.isOpen) db.close();
    },
  };
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class NodeSqliteDialect extends SqliteDialect {
  readonly #database: SqliteDatabase;

  constructor(db: DatabaseSync) {
    const database = kyselySqliteDatabase(db);
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.#database });
  }

  override createAdapter(): SqliteAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
