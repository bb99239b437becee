// The view counts on SQLite as a table WITHOUT ROWID (issue 43): its rows are kept in the order of
// its primary key, which starts with the day, so a report's read of a period is one range of the
// table itself. As 0019 made it, the key was an index beside the table: a period's read walked the
// index and looked each row up in the table by its rowid for its views, a second search per row.
// Measured over a year of 2,000 combinations a day (732,000 rows, node:sqlite): the three sums of
// a period 2.6 s against 1.0 s; loading the counts 6.9 s against 4.5 s (one b-tree to write, not
// two). PostgreSQL keeps its table: it reads a period with a bitmap scan of the heap.
import type { StoreMigration } from './migration.ts';

export default {
  name: '0022_visit_counts_without_rowid',
  statements: {
    sqlite: [
      `CREATE TABLE visit_counts_by_key (
        day TEXT NOT NULL,
        path TEXT NOT NULL,
        referrer_host TEXT NOT NULL,
        utm_source TEXT NOT NULL,
        utm_medium TEXT NOT NULL,
        utm_campaign TEXT NOT NULL,
        device TEXT NOT NULL,
        views INTEGER NOT NULL,
        PRIMARY KEY (day, path, referrer_host, utm_source, utm_medium, utm_campaign, device)
      ) STRICT, WITHOUT ROWID`,
      `INSERT INTO visit_counts_by_key
        SELECT day, path, referrer_host, utm_source, utm_medium, utm_campaign, device, views FROM visit_counts`,
      'DROP TABLE visit_counts',
      'ALTER TABLE visit_counts_by_key RENAME TO visit_counts',
    ],
    postgres: [],
  },
} satisfies StoreMigration;
