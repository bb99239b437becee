// Who may do what in /admin beyond signing in: each account has roles, each role grants permissions,
// and each route of /admin names the permission it asks for (its `config.permission`, checked in
// admin-routes.ts before anything else runs). These rules live here and nowhere else; the editor
// only hides what the server would refuse (it reads the permissions from /admin/api/me).
import type { UserRow } from '../store/index.ts';

/**
 * What a route of /admin asks of the signed-in account (its `config.permission`): edit and save a
 * draft, publish and roll back, see and erase the leads, run the accounts and the settings that move
 * money or personal data.
 */
export type Permission = 'edit' | 'publish' | 'leads' | 'admin';

/** The roles an account may have, and what each one grants. */
const GRANTS = {
  editor: ['edit'],
  publisher: ['edit', 'publish'],
  leads: ['leads'],
  admin: ['edit', 'publish', 'leads', 'admin'],
} as const satisfies Record<string, readonly Permission[]>;

export type Role = keyof typeof GRANTS;

export const ROLES = Object.keys(GRANTS) as Role[];

/** The roles of an account made without naming any (`npm run admin -- add-user`): what every account could do before roles. */
export const DEFAULT_ROLES: readonly Role[] = ['editor', 'publisher'];

/** The roles of the first account of a database: someone must be able to run the others. */
export const FIRST_ACCOUNT_ROLES: readonly Role[] = ['admin'];

export const isRole = (name: string): name is Role => Object.hasOwn(GRANTS, name);

/**
 * Roles as an operator writes them ("editor,leads"), without repeats, in the order of ROLES; or the
 * first name that is not a role. An empty list is no roles (an account that can only sign in).
 */
export function parseRoles(text: string): { roles: Role[] } | { unknown: string } {
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const unknown = names.find((name) => !isRole(name));
  if (unknown !== undefined) return { unknown };
  return { roles: ROLES.filter((role) => names.includes(role)) };
}

/** Every permission the account's roles grant (a name that is no role grants nothing). */
export function permissionsOf(account: Pick<UserRow, 'roles'>): Permission[] {
  const granted = new Set<Permission>(account.roles.filter(isRole).flatMap((role) => GRANTS[role]));
  return (['edit', 'publish', 'leads', 'admin'] as const).filter((permission) => granted.has(permission));
}

export function hasPermission(account: Pick<UserRow, 'roles'>, permission: Permission): boolean {
  return permissionsOf(account).includes(permission);
}

/** Whether the account may stop the publish that `startedBy` started: its own, or anyone's for an admin. */
export function mayStopPublish(account: Pick<UserRow, 'name' | 'roles'>, startedBy: string): boolean {
  return hasPermission(account, 'admin') || (account.name === startedBy && hasPermission(account, 'publish'));
}
