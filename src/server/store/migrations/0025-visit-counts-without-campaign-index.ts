// Migration 0023's index visit_counts_by_campaign dropped (issue 43). It holds views, so on
// PostgreSQL every count added (an UPDATE of views) wrote a new index entry and none could be a HOT
// update: a flood's second of 10,000 counts, each already there, updated with 0% HOT. Measured
// over a million day counts (npm run bench:visit-writes, fsync on, load 11-13, 3 rounds
// alternating): a write's median 1.6-1.8 s with the index, 0.7-1.2 s without; its p99 2.9-3.3 s
// against 1.8-2.3 s. On SQLite the writes measured no clear difference (median 0.4-0.9 s either
// way at load 18-21). What the index was for, a period's campaigns read without a sort of the whole
// key, is now served by the month sums (0024): only a period's partial months, at most two, read
// day counts. Dropped on both engines, whose schema stays one (migrations.test.ts).
import type { StoreMigration } from './migration.ts';

export default {
  name: '0025_visit_counts_without_campaign_index',
  statements: ['DROP INDEX visit_counts_by_campaign'],
} satisfies StoreMigration;
