// State shared by every instance: the rate limit's counters on PostgreSQL (keyed by a salted hash of
// the client and the limiter, never the address itself), when a confirmation was last queued to a
// recipient (a salted hash of the address), and the row /readyz writes to prove the database takes
// writes. SQLite keeps the rate limit's counters in a file of their own (sqlite/rate-limit-file.ts).
import type { StoreMigration } from './migration.ts';

export default {
  name: '0003_rate_limits_recipient_mail_readiness',
  statements: [
    {
      postgres: `CREATE TABLE rate_limits (
          key text PRIMARY KEY,
          hits integer NOT NULL,
          resets_at timestamptz NOT NULL
        )`,
    },
    { postgres: 'CREATE INDEX rate_limits_resets_at ON rate_limits (resets_at)' },
    {
      sqlite: `CREATE TABLE recipient_mail (
          recipient TEXT PRIMARY KEY NOT NULL,
          submission_id TEXT NOT NULL,
          last_queued_at TEXT NOT NULL
        ) STRICT`,
      postgres: `CREATE TABLE recipient_mail (
          recipient text PRIMARY KEY,
          submission_id text NOT NULL,
          last_queued_at timestamptz NOT NULL
        )`,
    },
    'CREATE INDEX recipient_mail_last_queued_at ON recipient_mail (last_queued_at)',
    {
      sqlite: `CREATE TABLE readiness_probe (
          id INTEGER PRIMARY KEY CHECK (id = 1),
          written_at TEXT NOT NULL
        ) STRICT`,
      postgres: `CREATE TABLE readiness_probe (
          id integer PRIMARY KEY CHECK (id = 1),
          written_at timestamptz NOT NULL
        )`,
    },
  ],
} satisfies StoreMigration;
