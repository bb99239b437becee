// What a signed-in account must do before it may use /admin: choose its own password (after a
// one-time one), and set up its second factor when the operator requires one for every account
// (npm run admin -- require-2fa). While a gate is open, only the routes that name it answer
// (the password change, the account page, sign-out); every other page leads there and every other
// call is refused. What the account's roles allow is checked after these (permissions.ts).
import type { Store, UserRow } from '../store/index.ts';
import { secondFactorRequired } from './two-factor.ts';

export type Gate = 'password-change' | 'two-factor-setup';

/** The first thing the account must do, if any. */
export async function accountGate(store: Store, user: UserRow): Promise<Gate | undefined> {
  if (user.mustChangePassword) return 'password-change';
  if (!user.twoFactorSince && (await secondFactorRequired(store))) return 'two-factor-setup';
  return undefined;
}
