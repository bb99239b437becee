// The Leads page's list (submissions/lead-listing.ts) goes newest first by creation time, then
// insertion order, and pages by keyset from a row's (created_at, order): an index in that order
// serves every page, of all kinds or of one. SQLite's indexes end in the rowid by themselves;
// PostgreSQL's insertion order is its seq column, which its indexes now end in. The old indexes on
// (created_at) and (type, created_at) are replaced, as these serve everything they served.
// Suspected bots are few: a partial index of them lists them without reading every lead. PostgreSQL
// cannot tell how few from the JSON (it guessed 0.5% of rows were leads, and sorted all partner
// applications for a page of 50 instead of reading its index: 150 ms): statistics on the
// expression, gathered by ANALYZE (autovacuum), tell it.
import type { StoreMigration } from './migration.ts';

export default {
  name: '0010_lead_listing',
  statements: [
    'DROP INDEX submissions_created_at',
    {
      sqlite: 'CREATE INDEX submissions_listing ON submissions (created_at)',
      postgres: 'CREATE INDEX submissions_listing ON submissions (created_at, seq)',
    },
    'DROP INDEX submissions_type_created_at',
    {
      sqlite: 'CREATE INDEX submissions_type_listing ON submissions (type, created_at)',
      postgres: 'CREATE INDEX submissions_type_listing ON submissions (type, created_at, seq)',
    },
    {
      sqlite: "CREATE INDEX submissions_bots ON submissions (created_at) WHERE (meta ->> 'suspectedBot') IS NOT NULL",
      postgres:
        "CREATE INDEX submissions_bots ON submissions (created_at, seq) WHERE (meta ->> 'suspectedBot') IS NOT NULL",
    },
    {
      postgres: "CREATE STATISTICS submissions_bot_flag ON ((meta ->> 'suspectedBot')) FROM submissions",
    },
  ],
} satisfies StoreMigration;
