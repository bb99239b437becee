// Preview links (issue 41, "Share a preview"): a link that shows a draft to someone without an
// account. Only the SHA-256 of its token is kept (token_hash): the database never holds what opens
// it. A link either pins the draft's files as they were when it was shared (files), or follows the
// maker's saved draft (files is then an empty list). It ends at expires_at, or when revoked.
// Live links are counted per account (preview_links_maker).
import type { StoreMigration } from './migration.ts';

export default {
  name: '0016_preview_links',
  statements: [
    {
      sqlite: `CREATE TABLE preview_links (
        id TEXT PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        mode TEXT NOT NULL CHECK (mode IN ('snapshot', 'follow')),
        created_by_id TEXT NOT NULL,
        created_by_name TEXT NOT NULL,
        created_by_full_name TEXT NOT NULL,
        files TEXT NOT NULL CHECK (json_valid(files)),
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        revoked_at TEXT,
        revoked_by TEXT
      ) STRICT`,
      postgres: `CREATE TABLE preview_links (
        id text PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        mode text NOT NULL CHECK (mode IN ('snapshot', 'follow')),
        created_by_id text NOT NULL,
        created_by_name text NOT NULL,
        created_by_full_name text NOT NULL,
        files json NOT NULL,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        revoked_by text
      )`,
    },
    'CREATE INDEX preview_links_maker ON preview_links (created_by_id, expires_at) WHERE revoked_at IS NULL',
  ],
} satisfies StoreMigration;
