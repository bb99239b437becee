// The schema history, applied at start by Kysely's Migrator on SQLite and on PostgreSQL alike: one
// file per migration (migration.ts), in the order of this list, which is the order of their ids.
// Never edit or rename a released migration; add one, at the end.
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import { SchemaTooNewError } from '../errors.ts';
import type { Database, Engine } from '../schema.ts';
import m0001 from './0001-submissions-and-outbox.ts';
import m0002 from './0002-leads-dead-letters-erasures.ts';
import m0003 from './0003-rate-limits-recipient-mail-readiness.ts';
import m0004 from './0004-accounts-drafts-publishes.ts';
import m0005 from './0005-outbox-claim-order.ts';
import m0006 from './0006-dedupe-indexes-without-nulls.ts';
import m0007 from './0007-outbox-dead-rows.ts';
import m0008 from './0008-publish-cancel-two-factor.ts';
import m0009 from './0009-account-roles.ts';
import m0010 from './0010-lead-listing.ts';
import m0011 from './0011-draft-uploads.ts';
import m0012 from './0012-publish-draft-owner.ts';
import m0014 from './0014-publish-builder.ts';
import m0015 from './0015-schedules.ts';
import m0015a from './0015a-outbox-notices.ts';
import m0016 from './0016-preview-links.ts';
import m0017 from './0017-reviews.ts';
import m0018 from './0018-lead-sources.ts';
import m0019 from './0019-visit-counts.ts';
import m0020 from './0020-visit-purges.ts';
import m0021 from './0021-submission-language.ts';
import m0022 from './0022-visit-counts-without-rowid.ts';
import m0023 from './0023-visit-counts-by-campaign.ts';
import m0024 from './0024-visit-months.ts';
import m0025 from './0025-visit-counts-without-campaign-index.ts';
import { statementsFor, type StoreMigration } from './migration.ts';

export const MIGRATIONS: readonly StoreMigration[] = [
  m0001,
  m0002,
  m0003,
  m0004,
  m0005,
  m0006,
  m0007,
  m0008,
  m0009,
  m0010,
  m0011,
  m0012,
  m0014,
  m0015,
  m0015a,
  m0016,
  m0017,
  m0018,
  m0019,
  m0020,
  m0021,
  m0022,
  m0023,
  m0024,
  m0025,
];

/** The names of all migrations this code knows, oldest first. */
export const migrationNames: readonly string[] = MIGRATIONS.map((m) => m.name);

function provider(engine: Engine) {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      const entries = MIGRATIONS.map((migration): [string, Migration] => [
        migration.name,
        {
          async up(db: Kysely<Database>) {
            for (const statement of statementsFor(migration, engine)) await sql.raw(statement).execute(db);
            await migration.data?.(db, engine);
          },
        },
      ]);
      return Object.fromEntries(entries);
    },
  };
}

/**
 * Brings the database up to the newest migration; returns the names applied by this call. Safe
 * with several processes starting at once: on PostgreSQL Kysely holds an advisory lock, on SQLite
 * the whole run is one BEGIN IMMEDIATE transaction (see sqlite/dialect.ts).
 * @throws SchemaTooNewError when the database has a migration this code does not know.
 */
export async function migrateToLatest(db: Kysely<Database>, engine: Engine): Promise<string[]> {
  await refuseNewerSchema(db);
  const migrator = new Migrator({ db, provider: provider(engine) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

async function refuseNewerSchema(db: Kysely<Database>): Promise<void> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === 'kysely_migration')) return;
  const applied = await sql<{ name: string }>`SELECT name FROM kysely_migration ORDER BY name`.execute(db);
  const unknown = applied.rows.map((row) => row.name).find((name) => !migrationNames.includes(name));
  if (unknown) throw new SchemaTooNewError(unknown, migrationNames.at(-1) ?? '');
}
