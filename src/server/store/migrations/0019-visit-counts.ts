// Counting visits without cookies or personal data (issue 43). Views are counted per UTC day, page,
// referring host, campaign and device class, a row per combination whose count every instance adds
// to (an upsert), never a row per view. Unique visitors are told apart, within their day only, by a
// salted hash of address and browser: visit_visitors keeps those hashes for the day they were made,
// and once it is over they are counted into visitor_counts and deleted; visit_salts keeps the salt of
// the current day, deleted with them, so no hash can be made again or linked across days.
// An unknown part is '' rather than NULL, so it can be part of the primary key on both engines.
import type { StoreMigration } from './migration.ts';

export default {
  name: '0019_visit_counts',
  statements: [
    {
      sqlite: `CREATE TABLE visit_counts (
        day TEXT NOT NULL,
        path TEXT NOT NULL,
        referrer_host TEXT NOT NULL,
        utm_source TEXT NOT NULL,
        utm_medium TEXT NOT NULL,
        utm_campaign TEXT NOT NULL,
        device TEXT NOT NULL,
        views INTEGER NOT NULL,
        PRIMARY KEY (day, path, referrer_host, utm_source, utm_medium, utm_campaign, device)
      ) STRICT`,
      postgres: `CREATE TABLE visit_counts (
        day text NOT NULL,
        path text NOT NULL,
        referrer_host text NOT NULL,
        utm_source text NOT NULL,
        utm_medium text NOT NULL,
        utm_campaign text NOT NULL,
        device text NOT NULL,
        views integer NOT NULL,
        PRIMARY KEY (day, path, referrer_host, utm_source, utm_medium, utm_campaign, device)
      )`,
    },
    {
      sqlite: `CREATE TABLE visit_visitors (
        day TEXT NOT NULL,
        path TEXT NOT NULL,
        visitor TEXT NOT NULL,
        PRIMARY KEY (day, path, visitor)
      ) STRICT`,
      postgres: `CREATE TABLE visit_visitors (
        day text NOT NULL,
        path text NOT NULL,
        visitor text NOT NULL,
        PRIMARY KEY (day, path, visitor)
      )`,
    },
    {
      sqlite: `CREATE TABLE visitor_counts (
        day TEXT NOT NULL,
        path TEXT NOT NULL,
        visitors INTEGER NOT NULL,
        PRIMARY KEY (day, path)
      ) STRICT`,
      postgres: `CREATE TABLE visitor_counts (
        day text NOT NULL,
        path text NOT NULL,
        visitors integer NOT NULL,
        PRIMARY KEY (day, path)
      )`,
    },
    {
      sqlite: 'CREATE TABLE visit_salts (day TEXT PRIMARY KEY, salt TEXT NOT NULL) STRICT',
      postgres: 'CREATE TABLE visit_salts (day text PRIMARY KEY, salt text NOT NULL)',
    },
  ],
} satisfies StoreMigration;
