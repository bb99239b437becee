// The view counts added up per calendar month (issue 43), written with the day counts in the same
// transaction (visit-store.ts), so a month's row is always the sum of its days' rows. A report of a
// long period reads its whole months here and only the days of its two partial months from
// visit_counts: at a flood's bound (20,000 combinations a day) a year was 7.3 million day counts to
// add up; here it is a row per month and page, campaign or site, which the counter bounds per month
// (MAX_MONTH_COMBINATIONS, visit-counter.ts). Three tables, not one keyed by every part: a month's
// pages, campaigns and sites are each what the report shows, with no sort of a cross product.
// views is bigint on PostgreSQL: a month of a flood (10,000 views a second) passes 2^31.
// Filled from the existing day counts, the month being the first seven characters of the day.
import type { StoreMigration } from './migration.ts';

const month = 'substr(day, 1, 7)';

export default {
  name: '0024_visit_months',
  statements: [
    {
      sqlite: `CREATE TABLE visit_month_pages (
        month TEXT NOT NULL,
        path TEXT NOT NULL,
        views INTEGER NOT NULL,
        PRIMARY KEY (month, path)
      ) STRICT, WITHOUT ROWID`,
      postgres: `CREATE TABLE visit_month_pages (
        month text NOT NULL,
        path text NOT NULL,
        views bigint NOT NULL,
        PRIMARY KEY (month, path)
      )`,
    },
    {
      sqlite: `CREATE TABLE visit_month_campaigns (
        month TEXT NOT NULL,
        utm_source TEXT NOT NULL,
        utm_medium TEXT NOT NULL,
        utm_campaign TEXT NOT NULL,
        views INTEGER NOT NULL,
        PRIMARY KEY (month, utm_source, utm_medium, utm_campaign)
      ) STRICT, WITHOUT ROWID`,
      postgres: `CREATE TABLE visit_month_campaigns (
        month text NOT NULL,
        utm_source text NOT NULL,
        utm_medium text NOT NULL,
        utm_campaign text NOT NULL,
        views bigint NOT NULL,
        PRIMARY KEY (month, utm_source, utm_medium, utm_campaign)
      )`,
    },
    {
      sqlite: `CREATE TABLE visit_month_referrers (
        month TEXT NOT NULL,
        referrer_host TEXT NOT NULL,
        views INTEGER NOT NULL,
        PRIMARY KEY (month, referrer_host)
      ) STRICT, WITHOUT ROWID`,
      postgres: `CREATE TABLE visit_month_referrers (
        month text NOT NULL,
        referrer_host text NOT NULL,
        views bigint NOT NULL,
        PRIMARY KEY (month, referrer_host)
      )`,
    },
    `INSERT INTO visit_month_pages (month, path, views)
      SELECT ${month}, path, sum(views) FROM visit_counts GROUP BY ${month}, path`,
    `INSERT INTO visit_month_campaigns (month, utm_source, utm_medium, utm_campaign, views)
      SELECT ${month}, utm_source, utm_medium, utm_campaign, sum(views) FROM visit_counts
      WHERE utm_source <> '' OR utm_medium <> '' OR utm_campaign <> ''
      GROUP BY ${month}, utm_source, utm_medium, utm_campaign`,
    `INSERT INTO visit_month_referrers (month, referrer_host, views)
      SELECT ${month}, referrer_host, sum(views) FROM visit_counts WHERE referrer_host <> ''
      GROUP BY ${month}, referrer_host`,
  ],
} satisfies StoreMigration;
