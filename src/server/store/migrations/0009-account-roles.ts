// Roles per account (issue 31): what each may do in /admin (src/server/roles/permissions.ts), as a
// comma-separated list of names. Every account made before roles existed could edit and publish:
// it keeps exactly that (the default fills the existing rows). New accounts always name their roles.
import type { StoreMigration } from './migration.ts';

export default {
  name: '0009_account_roles',
  statements: ["ALTER TABLE users ADD COLUMN roles TEXT NOT NULL DEFAULT 'editor,publisher'"],
} satisfies StoreMigration;
