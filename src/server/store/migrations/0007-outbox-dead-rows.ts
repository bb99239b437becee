// The metrics count the dead rows at every scrape (outbox/counts.ts). Without an index that is a
// scan of the whole outbox, sent mail and all: 400 ms on SQLite for 150,000 rows of 1.5 KB, on the
// store's only thread. Dead rows are few, so this index stays tiny.
import type { StoreMigration } from './migration.ts';

export default {
  name: '0007_outbox_dead_rows',
  statements: ['CREATE INDEX outbox_dead ON outbox (kind) WHERE dead_at IS NOT NULL AND sent_at IS NULL'],
} satisfies StoreMigration;
