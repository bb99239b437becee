// Visit counts are kept VISIT_RETENTION_DAYS (src/server/privacy/retention.ts), then deleted by one
// instance a day: the one whose insert of the day's row here goes in first (the others find it there
// and leave the deleting to it), so several instances on one PostgreSQL never delete the same rows
// at once. A row names the UTC day of the purge and the first day it kept.
import type { StoreMigration } from './migration.ts';

export default {
  name: '0020_visit_purges',
  statements: [
    {
      sqlite: 'CREATE TABLE visit_purges (day TEXT PRIMARY KEY, kept_from TEXT NOT NULL) STRICT',
      postgres: 'CREATE TABLE visit_purges (day text PRIMARY KEY, kept_from text NOT NULL)',
    },
  ],
} satisfies StoreMigration;
