// Hardening /admin (issue 29): who asked to stop a running publish; a second factor per account (a
// TOTP secret, the one being set up, the last time step used so a code works once) and its recovery
// codes, kept as SHA-256 hashes; an index to find the failed versions whose file texts expire.
// Failed sign-ins keep their table: the keys counted change (account and address together, the
// address alone, the account alone; src/server/admin/sign-in.ts).
import type { StoreMigration } from './migration.ts';

export default {
  name: '0008_publish_cancel_two_factor',
  statements: {
    sqlite: [
      'ALTER TABLE publishes ADD COLUMN cancelled_by TEXT',
      'ALTER TABLE users ADD COLUMN totp_secret TEXT',
      'ALTER TABLE users ADD COLUMN totp_pending TEXT',
      'ALTER TABLE users ADD COLUMN totp_since TEXT',
      'ALTER TABLE users ADD COLUMN totp_last_step INTEGER',
      `CREATE TABLE recovery_codes (
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL,
        used_at TEXT,
        PRIMARY KEY (user_id, code_hash)
      ) STRICT`,
      "CREATE INDEX publishes_failed_finished ON publishes (finished_at) WHERE status = 'failed'",
    ],
    postgres: [
      'ALTER TABLE publishes ADD COLUMN cancelled_by text',
      'ALTER TABLE users ADD COLUMN totp_secret text',
      'ALTER TABLE users ADD COLUMN totp_pending text',
      'ALTER TABLE users ADD COLUMN totp_since timestamptz',
      'ALTER TABLE users ADD COLUMN totp_last_step bigint',
      `CREATE TABLE recovery_codes (
        user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash text NOT NULL,
        used_at timestamptz,
        PRIMARY KEY (user_id, code_hash)
      )`,
      "CREATE INDEX publishes_failed_finished ON publishes (finished_at) WHERE status = 'failed'",
    ],
  },
} satisfies StoreMigration;
