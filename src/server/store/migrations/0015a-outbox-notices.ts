// Mail to the accounts of /admin goes through the outbox too (issue 41: a scheduled publish that did
// not go live tells the person who scheduled it): such a row belongs to no submission, so the outbox's
// submission_id may be NULL. SQLite cannot drop a NOT NULL: the table is made again with its rows and
// indexes (nothing refers to it); PostgreSQL drops the constraint in place.
import type { StoreMigration } from './migration.ts';

export default {
  name: '0015a_outbox_notices',
  statements: {
    sqlite: [
      `CREATE TABLE outbox_notices_new (
          id INTEGER PRIMARY KEY,
          submission_id TEXT REFERENCES submissions (id),
          kind TEXT NOT NULL CHECK (kind IN ('mail', 'webhook')),
          payload TEXT NOT NULL CHECK (json_valid(payload)),
          attempts INTEGER NOT NULL DEFAULT 0,
          next_attempt_at TEXT NOT NULL,
          sent_at TEXT,
          last_error TEXT,
          created_at TEXT NOT NULL,
          dead_at TEXT
        ) STRICT`,
      `INSERT INTO outbox_notices_new (id, submission_id, kind, payload, attempts, next_attempt_at, sent_at, last_error, created_at, dead_at)
        SELECT id, submission_id, kind, payload, attempts, next_attempt_at, sent_at, last_error, created_at, dead_at FROM outbox`,
      'DROP TABLE outbox',
      'ALTER TABLE outbox_notices_new RENAME TO outbox',
      'CREATE INDEX outbox_submission_id ON outbox (submission_id)',
      'CREATE INDEX outbox_due ON outbox (next_attempt_at, id) WHERE sent_at IS NULL AND dead_at IS NULL',
      'CREATE INDEX outbox_dead ON outbox (kind) WHERE dead_at IS NOT NULL AND sent_at IS NULL',
    ],
    postgres: ['ALTER TABLE outbox ALTER COLUMN submission_id DROP NOT NULL'],
  },
} satisfies StoreMigration;
