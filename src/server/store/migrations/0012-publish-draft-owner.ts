// Whose draft a publish was, when a publisher published another account's (the hand-off of
// src/server/publish/draft-handoff.ts): the owner's account name and full name as they were then,
// so the History names the person even after the account is renamed or removed. NULL for one's own
// draft, a roll back, the baseline, and every version recorded before this.
import type { StoreMigration } from './migration.ts';

export default {
  name: '0012_publish_draft_owner',
  statements: [
    'ALTER TABLE publishes ADD COLUMN draft_of TEXT',
    'ALTER TABLE publishes ADD COLUMN draft_of_full_name TEXT',
  ],
} satisfies StoreMigration;
