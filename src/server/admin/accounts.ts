// What can be done to an account, by the operator (`npm run admin`), by an admin (the Accounts page
// of /admin, recorded under the admin's name) or by its owner (the password change at /admin):
// each change is hashed, stored and written to the audit log.
// Also the operator's rules for every account (a second factor required) and the stop of a publish.
import { isValidAddress } from '../../shared/email.ts';
import type { Store, UserRow } from '../store/index.ts';
import { hashPassword, oneTimePassword } from './passwords.ts';
import { DEFAULT_ROLES, FIRST_ACCOUNT_ROLES, type Role } from '../roles/permissions.ts';
import { REQUIRE_SETTING } from './two-factor.ts';

/** Who the operator's commands are recorded as in the audit log. */
export const OPERATOR = 'operator';

/** Sign-in names: short, plain, case as given (a-z, 0-9, dot, dash, underscore). */
const ACCOUNT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{1,39}$/;

/** A change that cannot be made: the input is not valid, or there is no such account (`missing`). */
export class AccountError extends Error {
  readonly kind: 'invalid' | 'missing';
  constructor(message: string, kind: 'invalid' | 'missing' = 'invalid') {
    super(message);
    this.kind = kind;
  }
}

export function accountNameProblem(name: string): string | undefined {
  return ACCOUNT_NAME.test(name)
    ? undefined
    : `"${name}" is not a valid account name: 2 to 40 letters, digits, ".", "-" or "_", starting with a letter or digit`;
}

/**
 * Creates an account with a one-time password, which is returned (to be handed over once, never
 * stored in clear). Without roles it may edit and publish; the first account of a database is an admin.
 */
export async function addUser(
  store: Store,
  input: {
    name: string;
    email?: string | undefined;
    fullName?: string | undefined;
    roles?: readonly Role[] | undefined;
  },
  now = new Date(),
  actor = OPERATOR,
): Promise<{ user: UserRow; password: string }> {
  const problem = accountNameProblem(input.name);
  if (problem) throw new AccountError(problem);
  if (input.email && !isValidAddress(input.email)) throw new AccountError(`"${input.email}" is not an e-mail address`);
  const roles = input.roles ?? ((await store.accounts.countUsers()) === 0 ? FIRST_ACCOUNT_ROLES : DEFAULT_ROLES);
  const password = oneTimePassword();
  const user = await store.accounts.createUser(
    {
      name: input.name,
      email: input.email ?? '',
      fullName: input.fullName || input.name,
      passwordHash: await hashPassword(password),
      roles: [...roles],
    },
    now,
  );
  await store.audit.add({ actor, action: 'user-added', detail: { name: user.name, roles: user.roles } }, now);
  return { user, password };
}

/** Gives the account these roles in place of its own; returns it as it is now. */
export async function setRoles(
  store: Store,
  name: string,
  roles: readonly Role[],
  now = new Date(),
  actor = OPERATOR,
): Promise<UserRow> {
  const before = await store.accounts.findUser(name);
  if (!before) throw noSuchAccount(name);
  if (!roles.includes('admin')) await refuseLastAdmin(store, name);
  const user = await store.accounts.setRoles(name, [...roles]);
  if (!user) throw noSuchAccount(name);
  await store.audit.add({ actor, action: 'roles-changed', detail: { name, from: before.roles, to: user.roles } }, now);
  return user;
}

/** A new one-time password for the account, which is signed out everywhere. */
export async function resetPassword(store: Store, name: string, now = new Date(), actor = OPERATOR): Promise<string> {
  const user = await store.accounts.findUser(name);
  if (!user) throw noSuchAccount(name);
  const password = oneTimePassword();
  await store.accounts.setPassword(user.id, await hashPassword(password), true, now);
  await store.audit.add({ actor, action: 'password-reset', detail: { name } }, now);
  return password;
}

export async function removeUser(store: Store, name: string, now = new Date(), actor = OPERATOR): Promise<void> {
  await refuseLastAdmin(store, name);
  if (!(await store.accounts.removeUser(name))) throw noSuchAccount(name);
  await store.audit.add({ actor, action: 'user-removed', detail: { name } }, now);
}

/**
 * Whoever runs it, a change never leaves the site without an admin: the accounts, and who may
 * publish payment links and mail recipients, would be out of everyone's reach but a shell's.
 */
async function refuseLastAdmin(store: Store, name: string): Promise<void> {
  const admins = (await store.accounts.listUsers()).filter((user) => user.roles.includes('admin'));
  if (admins.length === 1 && admins[0]!.name === name)
    throw new AccountError(
      `"${name}" is the last admin: give another account the admin role first (npm run admin -- set-roles NAME admin)`,
    );
}

function noSuchAccount(name: string): AccountError {
  return new AccountError(`there is no account named "${name}" (see npm run admin -- list-users)`, 'missing');
}

/** Clears the failed sign-ins counted against the account (from anywhere and from each address); returns how many counters. */
export async function unlockAccount(store: Store, name: string, now = new Date(), actor = OPERATOR): Promise<number> {
  if (!(await store.accounts.findUser(name))) throw noSuchAccount(name);
  const cleared = await store.accounts.clearAccountFailures(name);
  await store.audit.add({ actor, action: 'account-unlocked', detail: { name, counters: cleared } }, now);
  return cleared;
}

/** Turns the account's second factor off (a lost phone and lost recovery codes): it signs in with its password, then sets one up again. */
export async function resetSecondFactor(store: Store, name: string, now = new Date()): Promise<void> {
  const user = await store.accounts.findUser(name);
  if (!user) throw noSuchAccount(name);
  await store.accounts.clearTotp(user.id);
  await store.audit.add({ actor: OPERATOR, action: 'two-factor-reset', detail: { name } }, now);
}

/** Requires (or no longer requires) a second factor of every account; returns the accounts that have none yet. */
export async function requireSecondFactor(store: Store, required: boolean, now = new Date()): Promise<UserRow[]> {
  await store.settings.put(REQUIRE_SETTING, required ? 'on' : null);
  await store.audit.add({ actor: OPERATOR, action: required ? 'two-factor-required' : 'two-factor-optional' }, now);
  return (await store.accounts.listUsers()).filter((user) => !user.twoFactorSince);
}

/** Asks the publish under way to stop (from any instance); returns its id and starter, or undefined when none runs. */
export async function stopPublish(
  store: Store,
  now = new Date(),
): Promise<{ id: number; userName: string } | undefined> {
  const running = await store.publishes.running();
  if (!running || !(await store.publishes.requestCancel(running.id, OPERATOR))) return undefined;
  await store.audit.add({ actor: OPERATOR, action: 'publish-stop', detail: { id: running.id } }, now);
  return { id: running.id, userName: running.userName };
}
