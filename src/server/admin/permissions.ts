// Who may do what in /admin beyond signing in. Today every account may edit, publish and roll
// back; stopping a publish is its starter's (the operator may stop any: npm run admin -- stop-publish).
// The roles of issue 31 (editor, publisher, leads, admin) extend these rules, here and nowhere else.
import type { UserRow } from '../store/index.ts';

/** Whether the account may stop the publish that `startedBy` started. */
export function mayStopPublish(account: Pick<UserRow, 'name'>, startedBy: string): boolean {
  return account.name === startedBy;
}
