// Who may do what in /admin beyond signing in. Today every account may edit, publish and roll
// back; stopping a publish is its starter's (the operator may stop any: npm run admin -- stop-publish).
// The roles of issue 31 (editor, publisher, leads, admin) extend these rules, here and nowhere else.
import type { UserRow } from '../store/index.ts';

/**
 * What a route of /admin asks of the signed-in account (its `config.permission`): edit and save a
 * draft, publish and roll back, see and erase the leads, run the accounts and the settings that move
 * money or personal data. The roles of an account grant these (issue 31).
 */
export type Permission = 'edit' | 'publish' | 'leads' | 'admin';

/** Whether the account may stop the publish that `startedBy` started. */
export function mayStopPublish(account: Pick<UserRow, 'name'>, startedBy: string): boolean {
  return account.name === startedBy;
}
