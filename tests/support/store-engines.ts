// The engines every store test runs on: SQLite in a temp dir, and a fresh database on the
// PostgreSQL cluster of postgres-global-setup.ts.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import type { StoreOptions } from '../../src/server/store/index.ts';
import { openPostgres } from '../../src/server/store/postgres.ts';
import type { Database, Engine } from '../../src/server/store/schema.ts';
import { openSqlite } from '../../src/server/store/sqlite.ts';

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
      return { dataDir, databaseUrl: adminUrl!.replace(/\/postgres$/, `/${name}`), ipHashSalt: TEST_SALT };
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
