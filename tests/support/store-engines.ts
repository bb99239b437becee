// The engines every store test runs on: SQLite in a temp dir, and a fresh database on the
// PostgreSQL cluster of postgres-global-setup.ts.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, inject } from 'vitest';
import { openStore, type Store, type StoreOptions } from '../../src/server/store/index.ts';
import { openPostgres } from '../../src/server/store/postgres/open.ts';
import type { Database, Engine } from '../../src/server/store/schema.ts';
import { openSqlite } from '../../src/server/store/sqlite/open.ts';

export interface EngineUnderTest {
  engine: Engine;
  /** Set when this engine cannot run here (PostgreSQL binaries missing outside CI). */
  skipReason: string | undefined;
  /** Options of a new, empty store whose files (SQLite, mail) live in `dataDir`. */
  newStore(dataDir: string): Promise<StoreOptions>;
}

export const TEST_SALT = 'test-salt';

const sqlite: EngineUnderTest = {
  engine: 'sqlite',
  skipReason: undefined,
  newStore: async (dataDir) => ({ dataDir }),
};

function postgres(): EngineUnderTest {
  const provided = inject('postgres');
  const adminUrl = 'adminUrl' in provided ? provided.adminUrl : undefined;
  return {
    engine: 'postgres',
    skipReason: 'skipReason' in provided ? provided.skipReason : undefined,
    async newStore(dataDir) {
      const name = `test_${randomUUID().replace(/-/g, '')}`;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return { dataDir, databaseUrl: adminUrl!.replace(/\/postgres$/, `/${name}`), pseudonymSalt: TEST_SALT };
    },
  };
}

export function enginesUnderTest(): EngineUnderTest[] {
  return [sqlite, postgres()];
}

/** A second connection to a store's database, to look at what is really there (destroy it after). */
export function rawDatabase(options: StoreOptions): Kysely<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.dataDir);
}

export interface StoresOfATest {
  /** Opens a store (another instance, as a second server process would) on this test's database. */
  open(): Promise<Store>;
  /** The options of this test's database. */
  readonly options: StoreOptions;
  /** Runs a statement on this test's database from outside the store (an operator's, or another release's). */
  rawSql(statement: string): Promise<void>;
}

/**
 * For a suite run once per engine (describe.each(enginesUnderTest())): every test gets an empty
 * database of its own, and the stores it opened are closed after it.
 */
export function storesPerTest({ skipReason, newStore }: EngineUnderTest): StoresOfATest {
  let dir: string | undefined;
  let options: StoreOptions | undefined;
  const opened: Store[] = [];
  beforeEach(async (context) => {
    if (skipReason) context.skip(skipReason);
    dir = mkdtempSync(join(tmpdir(), 'store-test-'));
    options = await newStore(dir);
  });
  afterEach(async () => {
    for (const store of opened.splice(0)) await store.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    async open() {
      const store = await openStore(options!);
      opened.push(store);
      return store;
    },
    get options() {
      return options!;
    },
    async rawSql(statement) {
      const db = rawDatabase(options!);
      try {
        await sql.raw(statement).execute(db);
      } finally {
        await db.destroy();
      }
    },
  };
}
