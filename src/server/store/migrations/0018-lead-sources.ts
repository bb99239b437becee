// A lead's source (issue 43): the page a submission was sent from, the page its visit began on, the
// host of the site that referred the visit and the visit's campaign (utm_source, utm_medium,
// utm_campaign), each a column of its own so the insights can count sends per page and campaign
// (src/shared/lead-source.ts has their bounds). NULL when not known, as for every row stored before.
// They live in the submission's row, so an erasure or the retention removes them with it.
import type { StoreMigration } from './migration.ts';

const COLUMNS = ['source_page', 'landing_page', 'referrer_host', 'utm_source', 'utm_medium', 'utm_campaign'];

export default {
  name: '0018_lead_sources',
  // The same text on both engines (TEXT is a STRICT table's type and PostgreSQL's).
  statements: COLUMNS.map((column) => `ALTER TABLE submissions ADD COLUMN ${column} TEXT`),
} satisfies StoreMigration;
