// The migrations, on both engines: an empty database migrated holds the tables schema.ts types, the
// same on SQLite and PostgreSQL; a database written by an earlier release upgrades to that same
// schema, its data intact; released migrations keep their ids.
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../../../tests/support/store-engines.ts';
import { postgresSchema, sqliteSchema, typedSchema, type SchemaModel } from '../../../../tests/support/store-schema.ts';
import { migrationNames, openStore, type Store, type StoreOptions } from '../index.ts';
import { DATABASE_FILE } from '../sqlite/open.ts';
import { RATE_LIMIT_FILE, RATE_LIMIT_FILE_SCHEMA } from '../sqlite/rate-limit-file.ts';
import { MIGRATIONS } from './index.ts';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
const SCHEMA_FILE = join(import.meta.dirname, '..', 'schema.ts');

/**
 * PostgreSQL's own column: insertion order, which SQLite keeps in its implicit rowid (engine.ts,
 * insertionOrder). Not in schema.ts: a query of both engines cannot name it.
 */
const POSTGRES_ONLY = { table: 'submissions', column: 'seq' };

/** The PostgreSQL model without its own column, to set beside SQLite's and the types. */
function withoutPostgresOnly(model: SchemaModel): SchemaModel {
  const copy = structuredClone(model);
  const table = copy[POSTGRES_ONLY.table]!;
  expect(table.columns[POSTGRES_ONLY.column]).toMatchObject({ type: 'number', nullable: false, generated: true });
  delete table.columns[POSTGRES_ONLY.column];
  table.uniqueKeys = table.uniqueKeys.filter((key) => !key.includes(POSTGRES_ONLY.column));
  // Indexes end in it where SQLite's end in the rowid by themselves (0010).
  for (const index of Object.values(table.indexes))
    index.columns = index.columns.filter((column) => column !== POSTGRES_ONLY.column);
  return copy;
}

function withoutGenerated(model: SchemaModel) {
  return Object.fromEntries(
    Object.entries(model).map(([name, table]) => [
      name,
      {
        ...table,
        columns: Object.fromEntries(
          Object.entries(table.columns).map(([column, { type, nullable }]) => [column, { type, nullable }]),
        ),
      },
    ]),
  );
}

const postgres = enginesUnderTest().find((entry) => entry.engine === 'postgres')!;

describe('migrations', () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-test-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** Opens a store on `options` (migrating it) and closes it; returns what `read` read from it. */
  async function migrate<T>(options: StoreOptions, read?: (store: Store) => Promise<T>): Promise<T | undefined> {
    const store = await openStore(options);
    try {
      return await read?.(store);
    } finally {
      await store.close();
    }
  }

  /** SQLite's model: its database file, and the rate limits' file (rate-limit-file.ts) beside it. */
  function sqliteModel(dataDir: string): SchemaModel {
    const rateLimits = new DatabaseSync(join(dataDir, RATE_LIMIT_FILE));
    for (const statement of RATE_LIMIT_FILE_SCHEMA) rateLimits.exec(statement);
    rateLimits.close();
    return sqliteSchema(join(dataDir, DATABASE_FILE), join(dataDir, RATE_LIMIT_FILE));
  }

  let emptySqlite: SchemaModel;
  let emptyPostgres: SchemaModel | undefined;
  beforeAll(async () => {
    const dataDir = newDir();
    await migrate({ dataDir });
    emptySqlite = sqliteModel(dataDir);
    if (!postgres.skipReason) {
      const options = await postgres.newStore(newDir());
      await migrate(options);
      emptyPostgres = await postgresSchema(options.databaseUrl!);
    }
  });

  describe('an empty database, migrated', () => {
    it('has, on SQLite, the tables and columns schema.ts types', () => {
      expectTyped(emptySqlite);
    });

    it('has, on PostgreSQL, the tables and columns schema.ts types', (context) => {
      if (postgres.skipReason) context.skip(postgres.skipReason);
      expectTyped(withoutPostgresOnly(emptyPostgres!));
    });

    it('has the same columns, unique keys and indexes on both engines', (context) => {
      if (postgres.skipReason) context.skip(postgres.skipReason);
      // Which columns an insert may leave out is checked against the types, engine by engine: SQLite
      // fills in any INTEGER PRIMARY KEY (its rowid), PostgreSQL only what says so.
      expect(withoutGenerated(emptySqlite)).toEqual(withoutGenerated(withoutPostgresOnly(emptyPostgres!)));
      // Every index is over columns its table has.
      for (const [name, table] of Object.entries(emptySqlite))
        for (const index of Object.values(table.indexes))
          for (const column of index.columns) expect(Object.keys(table.columns), name).toContain(column);
    });
  });

  describe('a database written by the release of migrations 0001-0006 (commit c7da76f)', () => {
    it('upgrades on SQLite to the schema of an empty one, its data intact', async () => {
      const dataDir = newDir();
      copyFileSync(join(FIXTURES, 'v0006.sqlite'), join(dataDir, DATABASE_FILE));
      const data = await migrate({ dataDir, pseudonymSalt: 'fixture-salt' }, readFixtureData);
      expect(sqliteModel(dataDir)).toEqual(emptySqlite);
      expectFixtureData(data!);
      const db = new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true });
      const recorded = db.prepare('SELECT name FROM kysely_migration ORDER BY name').all();
      db.close();
      expect(recorded.map((row) => row.name)).toEqual([...migrationNames]);
    });

    it('upgrades on PostgreSQL to the schema of an empty one, its data intact', async (context) => {
      if (postgres.skipReason) context.skip(postgres.skipReason);
      const options = await postgres.newStore(newDir());
      const client = new pg.Client({ connectionString: options.databaseUrl });
      await client.connect();
      try {
        await client.query(readFileSync(join(FIXTURES, 'v0006-postgres.sql'), 'utf8'));
      } finally {
        await client.end();
      }
      const data = await migrate({ ...options, pseudonymSalt: 'fixture-salt' }, readFixtureData);
      expect(await postgresSchema(options.databaseUrl!)).toEqual(emptyPostgres);
      expectFixtureData(data!);
    });
  });

  describe('ids', () => {
    it('of the released migrations are the ones existing databases recorded', () => {
      expect(migrationNames.slice(0, 6)).toEqual([
        '0001_submissions_and_outbox',
        '0002_leads_dead_letters_erasures',
        '0003_rate_limits_recipient_mail_readiness',
        '0004_accounts_drafts_publishes',
        '0005_outbox_claim_order',
        '0006_dedupe_indexes_without_nulls',
      ]);
    });

    it('are each in a file named after it, listed in their order', () => {
      const files = readdirSync(import.meta.dirname).filter((file) => /^\d{4}[a-z]?-.*\.ts$/.test(file));
      expect(files.sort().map((file) => file.replace(/\.ts$/, '').replaceAll('-', '_'))).toEqual(
        MIGRATIONS.map((migration) => migration.name),
      );
      // Kysely applies them in the order of their ids.
      expect([...migrationNames].sort()).toEqual([...migrationNames]);
    });
  });
});

/** Every table and column schema.ts types is in `model`, alike, and nothing else is. */
function expectTyped(model: SchemaModel): void {
  const typed = typedSchema(SCHEMA_FILE);
  expect(Object.keys(model).sort()).toEqual(Object.keys(typed).sort());
  for (const [table, columns] of Object.entries(typed)) {
    const actual = model[table]!.columns;
    expect(Object.keys(actual).sort(), table).toEqual(Object.keys(columns).sort());
    for (const [name, column] of Object.entries(columns)) {
      expect({ ...actual[name], generated: undefined }, `${table}.${name}`).toEqual({
        type: column.type,
        nullable: column.nullable,
        generated: undefined,
      });
      // A column an insert may leave out must be filled in by the database.
      if (column.generated) expect(actual[name]!.generated, `${table}.${name}`).toBe(true);
    }
  }
}

async function readFixtureData(store: Store) {
  return {
    submissions: (await store.submissions.listSubmissions({})).map((row) => row.type),
    asha: (await store.submissions.leadTimeline('asha.rao@example.com'))?.submissions.map((row) => ({
      type: row.type,
      outbox: row.outbox.map((o) => [o.kind, o.sentAt === null, o.deadAt === null]),
    })),
    undelivered: (await store.outbox.listUndeliveredOutbox()).map((row) => [
      row.kind,
      row.attempts,
      row.deadAt === null,
    ]),
    users: (await store.accounts.listUsers()).map((user) => [user.name, user.roles]),
    published: (await store.publishes.latestPublished())?.files,
    drafts: (await store.drafts.files((await store.accounts.findUser('asha'))!.id)).map((file) => file.path),
  };
}

function expectFixtureData(data: Awaited<ReturnType<typeof readFixtureData>>): void {
  expect(data).toEqual({
    submissions: ['demo', 'trial', 'service', 'demo'],
    asha: [
      // The demo's sales notice was sent, its confirmation waits; the suspected bot's post brought no mail.
      {
        type: 'demo',
        outbox: [
          ['mail', false, true],
          ['mail', true, true],
        ],
      },
      { type: 'demo', outbox: [] },
    ],
    // The confirmation; the trial's mail, failed once; its webhook, dead after its one allowed attempt.
    undelivered: [
      ['mail', 0, true],
      ['mail', 1, true],
      ['webhook', 1, false],
    ],
    // Made before roles: it keeps what every account could do then, edit and publish.
    users: [['asha', ['editor', 'publisher']]],
    published: [{ path: 'faq.json', change: 'changed' }],
    drafts: ['faq.json'],
  });
}
