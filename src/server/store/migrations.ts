import type { DatabaseSync } from 'node:sqlite';
import { SchemaTooNewError } from './errors.ts';
import { inTransaction } from './transaction.ts';

export interface Migration {
  /** Strictly increasing; never renumber or edit a released migration, add a new one instead. */
  version: number;
  name: string;
  sql: string;
}

/**
 * The schema history, oldest first. Tables are STRICT so a wrong JS type fails loudly instead of
 * being coerced, and JSON columns are checked with json_valid so the CLI can always parse them.
 */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'create_submissions',
    sql: `
      CREATE TABLE submissions (
        id TEXT PRIMARY KEY NOT NULL,
        type TEXT NOT NULL CHECK (length(type) > 0),
        created_at TEXT NOT NULL,
        payload TEXT NOT NULL CHECK (json_valid(payload)),
        meta TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(meta)),
        dedupe_product TEXT,
        dedupe_email TEXT,
        dedupe_mobile TEXT
      ) STRICT;
      -- NULLs are distinct in a UNIQUE index, so non-registration rows never collide.
      CREATE UNIQUE INDEX submissions_dedupe_email ON submissions (dedupe_product, dedupe_email);
      CREATE UNIQUE INDEX submissions_dedupe_mobile ON submissions (dedupe_product, dedupe_mobile);
      CREATE INDEX submissions_created_at ON submissions (created_at);
      CREATE INDEX submissions_type_created_at ON submissions (type, created_at);
    `,
  },
  {
    version: 2,
    name: 'create_outbox',
    sql: `
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        submission_id TEXT NOT NULL REFERENCES submissions (id),
        kind TEXT NOT NULL CHECK (kind IN ('mail', 'webhook')),
        payload TEXT NOT NULL CHECK (json_valid(payload)),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        sent_at TEXT,
        last_error TEXT,
        created_at TEXT NOT NULL
      ) STRICT;
      -- Partial index: the worker's poll only ever looks at unsent rows.
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
      CREATE INDEX outbox_submission_id ON outbox (submission_id);
    `,
  },
];

/**
 * Brings the database up to the newest migration. Each migration runs in its own IMMEDIATE
 * transaction and re-checks schema_migrations inside it, so two processes opening the same
 * file at once cannot apply a migration twice. Returns the versions applied by this call.
 */
export function applyMigrations(db: DatabaseSync, list: readonly Migration[] = migrations): number[] {
  assertOrdered(list);
  db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY NOT NULL,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    ) STRICT;
  `);
  const known = list.at(-1)?.version ?? 0;
  const current = currentVersion(db);
  if (current > known) throw new SchemaTooNewError(current, known);

  const isApplied = db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?');
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const applied: number[] = [];
  for (const migration of list) {
    if (migration.version <= current) continue;
    inTransaction(db, () => {
      if (isApplied.get(migration.version)) return;
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
      applied.push(migration.version);
    });
  }
  return applied;
}

/** Highest applied migration version, 0 for a fresh database. */
export function currentVersion(db: DatabaseSync): number {
  const row = db.prepare('SELECT COALESCE(MAX(version), 0) AS v FROM schema_migrations').get();
  return Number(row?.v ?? 0);
}

function assertOrdered(list: readonly Migration[]): void {
  list.forEach((m, i) => {
    const previous = list[i - 1];
    if (!Number.isInteger(m.version) || m.version < 1 || (previous && m.version <= previous.version)) {
      throw new Error(`Migration versions must be positive integers in increasing order (at "${m.name}")`);
    }
  });
}
