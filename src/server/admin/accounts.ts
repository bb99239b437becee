// What can be done to an editor account, by the operator (`npm run admin`) or by its owner (the
// password change at /admin): each change is hashed, stored and written to the audit log.
import { isValidAddress } from '../../shared/email.ts';
import type { Store, UserRow } from '../store/index.ts';
import { hashPassword, oneTimePassword } from './passwords.ts';

/** Who the operator's commands are recorded as in the audit log. */
export const OPERATOR = 'operator';

/** Sign-in names: short, plain, case as given (a-z, 0-9, dot, dash, underscore). */
const ACCOUNT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{1,39}$/;

/** The address a git commit names when the account was given none (.invalid never resolves). */
export function commitEmail(user: Pick<UserRow, 'name' | 'email'>): string {
  return user.email || `${user.name}@editor.invalid`;
}

export class AccountError extends Error {}

export function accountNameProblem(name: string): string | undefined {
  return ACCOUNT_NAME.test(name)
    ? undefined
    : `"${name}" is not a valid account name: 2 to 40 letters, digits, ".", "-" or "_", starting with a letter or digit`;
}

/** Creates an account with a one-time password, which is returned (to be handed over once, never stored in clear). */
export async function addUser(
  store: Store,
  input: { name: string; email?: string | undefined; fullName?: string | undefined },
  now = new Date(),
): Promise<{ user: UserRow; password: string }> {
  const problem = accountNameProblem(input.name);
  if (problem) throw new AccountError(problem);
  if (input.email && !isValidAddress(input.email)) throw new AccountError(`"${input.email}" is not an e-mail address`);
  const password = oneTimePassword();
  const user = await store.createUser(
    {
      name: input.name,
      email: input.email ?? '',
      fullName: input.fullName || input.name,
      passwordHash: await hashPassword(password),
    },
    now,
  );
  await store.addAudit({ actor: OPERATOR, action: 'user-added', detail: { name: user.name } }, now);
  return { user, password };
}

/** A new one-time password for the account, which is signed out everywhere. */
export async function resetPassword(store: Store, name: string, now = new Date()): Promise<string> {
  const user = await store.findUser(name);
  if (!user) throw new AccountError(`there is no account named "${name}" (see npm run admin -- list-users)`);
  const password = oneTimePassword();
  await store.setPassword(user.id, await hashPassword(password), true, now);
  await store.addAudit({ actor: OPERATOR, action: 'password-reset', detail: { name } }, now);
  return password;
}

export async function removeUser(store: Store, name: string, now = new Date()): Promise<void> {
  if (!(await store.removeUser(name)))
    throw new AccountError(`there is no account named "${name}" (see npm run admin -- list-users)`);
  await store.addAudit({ actor: OPERATOR, action: 'user-removed', detail: { name } }, now);
}
