// Pictures uploaded in /admin (issue 30): each belongs to the draft of the account that uploaded it,
// kept here (every instance sees it; a discarded draft takes it along) until a publish writes it
// into public/images/uploads. Its bytes are in the row: at most 10 MiB each, 100 MiB per account
// (src/server/admin/draft-library.ts). One row per name, and one per content: the same picture
// uploaded twice is stored once.
import type { StoreMigration } from './migration.ts';

export default {
  name: '0011_draft_uploads',
  statements: [
    {
      sqlite: `CREATE TABLE draft_uploads (
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        hash TEXT NOT NULL,
        media_type TEXT NOT NULL,
        width INTEGER NOT NULL,
        height INTEGER NOT NULL,
        bytes INTEGER NOT NULL,
        data BLOB NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (user_id, name),
        UNIQUE (user_id, hash)
      ) STRICT`,
      postgres: `CREATE TABLE draft_uploads (
        user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL,
        hash text NOT NULL,
        media_type text NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        bytes integer NOT NULL,
        data bytea NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, name),
        UNIQUE (user_id, hash)
      )`,
    },
  ],
} satisfies StoreMigration;
