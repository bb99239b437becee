// One lead per person (keyed by the normalised e-mail), dead letters, and the erasure log.
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { normalizeEmail } from '../normalize.ts';
import type { Database } from '../schema.ts';
import type { StoreMigration } from './migration.ts';

/** The form field that held the e-mail address in every form stored before leads existed. */
const LEGACY_EMAIL_FIELD = 'Email';

export default {
  name: '0002_leads_dead_letters_erasures',
  statements: [
    {
      sqlite: `CREATE TABLE leads (
          id TEXT PRIMARY KEY NOT NULL,
          email TEXT NOT NULL UNIQUE CHECK (length(email) > 0),
          created_at TEXT NOT NULL
        ) STRICT`,
      postgres: `CREATE TABLE leads (
          id text PRIMARY KEY,
          email text NOT NULL UNIQUE CHECK (length(email) > 0),
          created_at timestamptz NOT NULL
        )`,
    },
    {
      sqlite: 'ALTER TABLE submissions ADD COLUMN lead_id TEXT REFERENCES leads (id)',
      postgres: 'ALTER TABLE submissions ADD COLUMN lead_id text REFERENCES leads (id)',
    },
    'CREATE INDEX submissions_lead ON submissions (lead_id, created_at)',
    {
      sqlite: 'ALTER TABLE outbox ADD COLUMN dead_at TEXT',
      postgres: 'ALTER TABLE outbox ADD COLUMN dead_at timestamptz',
    },
    'DROP INDEX outbox_due',
    'CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND dead_at IS NULL',
    {
      sqlite: `CREATE TABLE erasures (
          id TEXT PRIMARY KEY NOT NULL,
          erased_at TEXT NOT NULL,
          submissions INTEGER NOT NULL,
          outbox_rows INTEGER NOT NULL,
          mail_files INTEGER NOT NULL
        ) STRICT`,
      postgres: `CREATE TABLE erasures (
          id text PRIMARY KEY,
          erased_at timestamptz NOT NULL,
          submissions integer NOT NULL,
          outbox_rows integer NOT NULL,
          mail_files integer NOT NULL
        )`,
    },
  ],
  data: async (db, engine) => {
    await linkExistingSubmissionsToLeads(db);
    if (engine === 'sqlite') await retireLegacyVersionTable(db);
  },
} satisfies StoreMigration;

/** Gives the submissions stored before this migration their lead, from the payload's e-mail. */
async function linkExistingSubmissionsToLeads(db: Kysely<Database>): Promise<void> {
  const rows = await db
    .selectFrom('submissions')
    .select(['id', 'payload', 'created_at'])
    .orderBy('created_at')
    .execute();
  const leadByEmail = new Map<string, string>();
  for (const row of rows) {
    const payload = JSON.parse(row.payload) as unknown;
    const raw =
      typeof payload === 'object' && payload !== null
        ? (payload as Record<string, unknown>)[LEGACY_EMAIL_FIELD]
        : undefined;
    const email = typeof raw === 'string' ? normalizeEmail(raw) : null;
    if (!email) continue;
    let leadId = leadByEmail.get(email);
    if (!leadId) {
      leadId = randomUUID();
      leadByEmail.set(email, leadId);
      await db.insertInto('leads').values({ id: leadId, email, created_at: row.created_at }).execute();
    }
    await db.updateTable('submissions').set({ lead_id: leadId }).where('id', '=', row.id).execute();
  }
}

/**
 * The first release tracked its schema in schema_migrations and refuses to open a database whose
 * version there is newer than it knows. Recording a version 3 makes a rolled-back release stop
 * with that clear message instead of running against tables it does not understand.
 */
async function retireLegacyVersionTable(db: Kysely<Database>): Promise<void> {
  const legacy = await sql<{
    n: number;
  }>`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'`.execute(db);
  if (Number(legacy.rows[0]?.n ?? 0) === 0) return;
  await sql`INSERT OR IGNORE INTO schema_migrations (version, name, applied_at) VALUES (3, 'moved_to_kysely_migrator', ${new Date().toISOString()})`.execute(
    db,
  );
}
