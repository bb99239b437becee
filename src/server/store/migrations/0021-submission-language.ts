// A submission's language (issue 42): the code of the language of the page its form was sent from,
// one of site.json's languages (src/server/forms/form-routes.ts), so the leads list, a person's
// timeline and the exports say which language to answer in. NULL for every row stored before.
import type { StoreMigration } from './migration.ts';

export default {
  name: '0021_submission_language',
  // The same text on both engines (TEXT is a STRICT table's type and PostgreSQL's).
  statements: ['ALTER TABLE submissions ADD COLUMN language TEXT'],
} satisfies StoreMigration;
