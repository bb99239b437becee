import { parseRoles, ROLES, type Role } from '../../src/server/roles/permissions.ts';
import { commandLine, UsageError } from '../submissions/args.ts';

export type AdminArgs = { dataDir: string } & (
  | {
      command: 'add-user';
      name: string;
      email: string | undefined;
      fullName: string | undefined;
      /** Undefined: the defaults (editor,publisher; admin for the first account). */
      roles: Role[] | undefined;
    }
  | { command: 'set-roles'; name: string; roles: Role[] }
  | { command: 'remove-user' | 'reset-password' | 'unlock' | 'reset-2fa'; name: string }
  | { command: 'list-users' | 'stop-publish' }
  | { command: 'require-2fa'; off: boolean }
  | { command: 'audit'; since: string | undefined; limit: number }
);

export const ADMIN_USAGE = `Usage: npm run admin -- <command> [options] [--data-dir DIR]

  add-user NAME [--email ADDRESS] [--full-name "FULL NAME"] [--roles ROLES]
                        create an account for /admin and print its one-time password,
                        which must be changed at the first sign-in; the name and address are the
                        author of the git commit of each publish. ROLES: comma-separated, of
                        editor (edit, save a draft), publisher (also publish, roll back),
                        leads (see and erase submissions), admin (everything, accounts, and
                        publishing payment links, form endpoints and mail recipients).
                        Default: editor,publisher; the first account of a database: admin
  set-roles NAME ROLES  give the account these roles (comma-separated) in place of its own
  list-users            the accounts with their roles, and which still have a one-time password
  remove-user NAME      delete the account, its sessions and its unpublished draft
  reset-password NAME   a new one-time password; the account is signed out everywhere
  unlock NAME           clear the failed sign-ins counted against the account (from every
                        address), so no address waits before trying it again
  require-2fa [--off]   every account must sign in with a second factor (a code from an
                        authenticator app); one without it sets it up at its next sign-in.
                        --off: each account chooses again
  reset-2fa NAME        turn the account's second factor off (a lost phone and lost recovery
                        codes); it signs in with its password and may set one up again
  stop-publish          stop the publish under way (whoever started it); the live site stays
  audit [--since YYYY-MM-DD] [--limit N]
                        the audit log of admin actions, oldest first (the newest N, default 100)

The store is PostgreSQL when DATABASE_URL is set (environment or .env), else DATA_DIR's SQLite file.`;

const NAMED = ['add-user', 'remove-user', 'reset-password', 'unlock', 'reset-2fa'] as const;

/** Roles as the operator wrote them; a sentence naming the word that is no role. */
function rolesArgument(text: string): Role[] {
  const parsed = parseRoles(text);
  if ('unknown' in parsed)
    throw new UsageError(`"${parsed.unknown}" is not a role: the roles are ${ROLES.join(', ')}, comma-separated`);
  return parsed.roles;
}

/** Returns null when help was asked for. */
export function parseAdminArgs(argv: string[], env: Record<string, string | undefined>): AdminArgs | null {
  const { values, positionals } = commandLine(argv, {
    email: { type: 'string' },
    'full-name': { type: 'string' },
    since: { type: 'string' },
    limit: { type: 'string' },
    off: { type: 'boolean' },
    roles: { type: 'string' },
  });
  if (values.help) return null;
  const dataDir = values['data-dir'] ?? (env.DATA_DIR || './data');
  const [command, ...extra] = positionals;
  const allowOnly = (allowed: string[]) => {
    const stray = (['email', 'full-name', 'since', 'limit', 'off', 'roles'] as const).find(
      (option) => values[option] !== undefined && !allowed.includes(option),
    );
    if (stray) throw new UsageError(`--${stray} does not go with ${command}`);
  };
  if ((NAMED as readonly string[]).includes(command ?? '')) {
    const [name, ...more] = extra;
    if (name === undefined) throw new UsageError(`${command} needs the NAME of an account`);
    if (more.length > 0) throw new UsageError(`unexpected argument "${more[0]}"`);
    if (command === 'add-user') {
      allowOnly(['email', 'full-name', 'roles']);
      const roles = values.roles === undefined ? undefined : rolesArgument(values.roles);
      return { command, name, email: values.email, fullName: values['full-name'], roles, dataDir };
    }
    allowOnly([]);
    return { command: command as 'remove-user' | 'reset-password' | 'unlock' | 'reset-2fa', name, dataDir };
  }
  if (command === 'set-roles') {
    const [name, roles, ...more] = extra;
    if (name === undefined || roles === undefined)
      throw new UsageError(`set-roles needs the NAME of an account and its ROLES (of ${ROLES.join(', ')})`);
    if (more.length > 0) throw new UsageError(`unexpected argument "${more[0]}"`);
    allowOnly([]);
    return { command, name, roles: rolesArgument(roles), dataDir };
  }
  if (!['list-users', 'audit', 'require-2fa', 'stop-publish'].includes(command ?? '')) {
    throw new UsageError(
      command === undefined
        ? 'missing command: add-user, set-roles, list-users, remove-user, reset-password, unlock, require-2fa, reset-2fa, stop-publish or audit'
        : `unknown command "${command}"`,
    );
  }
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  if (command === 'list-users' || command === 'stop-publish') {
    allowOnly([]);
    return { command, dataDir };
  }
  if (command === 'require-2fa') {
    allowOnly(['off']);
    return { command, off: values.off === true, dataDir };
  }
  allowOnly(['since', 'limit']);
  if (values.since !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.since))
    throw new UsageError('--since takes a day, YYYY-MM-DD');
  if (values.limit !== undefined && !/^[1-9]\d{0,5}$/.test(values.limit))
    throw new UsageError('--limit takes a whole number from 1');
  return {
    command: 'audit',
    since: values.since,
    limit: values.limit === undefined ? 100 : Number(values.limit),
    dataDir,
  };
}
