// Only registrations carry a dedupe key. Every other submission (a demo or service booking, a
// suspected bot) had an entry of NULLs in both unique indexes, written with each post and never
// read: NULLs never collide. Left out of the indexes, the rule stays the same, and PostgreSQL
// writes 3% less WAL per demo post (docs/performance.md, "What stayed").
import type { StoreMigration } from './migration.ts';

export default {
  name: '0006_dedupe_indexes_without_nulls',
  statements: [
    'DROP INDEX submissions_dedupe_email',
    'CREATE UNIQUE INDEX submissions_dedupe_email ON submissions (dedupe_product, dedupe_email) WHERE dedupe_email IS NOT NULL',
    'DROP INDEX submissions_dedupe_mobile',
    'CREATE UNIQUE INDEX submissions_dedupe_mobile ON submissions (dedupe_product, dedupe_mobile) WHERE dedupe_mobile IS NOT NULL',
  ],
} satisfies StoreMigration;
