/**
 * Operators' CLI for the editor accounts of /admin and the audit log, on SQLite or PostgreSQL.
 *
 *   npm run admin -- add-user NAME [--email ADDRESS] [--full-name "FULL NAME"] [--roles editor,publisher]
 *   npm run admin -- set-roles NAME editor,leads
 *   npm run admin -- list-users | remove-user NAME | reset-password NAME | unlock NAME | audit [--since DAY] [--limit N]
 *   npm run admin -- require-2fa [--off] | reset-2fa NAME | stop-publish
 *
 * Exit codes: 0 success, 1 unexpected failure, 2 bad arguments, no database, or no such account.
 */
import {
  AccountError,
  addUser,
  removeUser,
  requireSecondFactor,
  resetPassword,
  resetSecondFactor,
  setRoles,
  stopPublish,
  unlockAccount,
} from '../src/server/admin/accounts.ts';
import { UserExistsError, type Store } from '../src/server/store/index.ts';
import { ADMIN_USAGE, parseAdminArgs, type AdminArgs } from './admin/args.ts';
import { formatAudit, formatUsers } from './admin/format.ts';
import { runOperatorCommand } from './operator-store.ts';

const handOver = (password: string) =>
  `One-time password: ${password}\nHand it over privately; it is shown only now. It must be changed at the first sign-in at /admin/login.\n`;

const rolesInWords = (roles: string[]) => (roles.length === 0 ? '(none: it can only sign in)' : roles.join(','));

async function run(store: Store, args: AdminArgs): Promise<string> {
  switch (args.command) {
    case 'add-user': {
      const { user, password } = await addUser(store, args);
      return `Account "${user.name}" created, with the roles ${rolesInWords(user.roles)}.\n${handOver(password)}`;
    }
    case 'set-roles': {
      const user = await setRoles(store, args.name, args.roles);
      return `"${user.name}" now has the roles ${rolesInWords(user.roles)}; its open sessions follow at their next request.\n`;
    }
    case 'reset-password':
      return `The password of "${args.name}" was reset and the account signed out everywhere.\n${handOver(await resetPassword(store, args.name))}`;
    case 'remove-user':
      await removeUser(store, args.name);
      return `Account "${args.name}" removed, with its sessions and unpublished draft.\n`;
    case 'unlock': {
      const cleared = await unlockAccount(store, args.name);
      return cleared === 0
        ? `"${args.name}" had no failed sign-ins counted against it.\n`
        : `"${args.name}" is unlocked: no address waits before trying it any more.\n`;
    }
    case 'require-2fa': {
      const without = await requireSecondFactor(store, !args.off);
      if (args.off) return 'A second factor is no longer required; each account chooses.\n';
      const names = without.map((user) => user.name).join(', ');
      return `Every account must now sign in with a second factor.\n${
        without.length === 0 ? 'Every account has one already.' : `Set up at their next sign-in: ${names}.`
      }\n`;
    }
    case 'reset-2fa':
      await resetSecondFactor(store, args.name);
      return `The second factor of "${args.name}" is off; the account signs in with its password.\n`;
    case 'stop-publish': {
      const stopping = await stopPublish(store);
      return stopping
        ? `Publish ${stopping.id} (started by ${stopping.userName}) is asked to stop; the live site stays as it was.\n`
        : 'No publish is under way.\n';
    }
    case 'list-users':
      return formatUsers(await store.accounts.listUsers());
    case 'audit':
      return formatAudit(await store.audit.list({ limit: args.limit, ...(args.since ? { since: args.since } : {}) }));
  }
}

await runOperatorCommand({
  usage: ADMIN_USAGE,
  parse: parseAdminArgs,
  createsStore: (args) => args.command === 'add-user',
  async run(store, args) {
    try {
      return { output: await run(store, args) };
    } catch (error) {
      if (error instanceof AccountError || error instanceof UserExistsError)
        return { output: `error: ${error.message}\n`, code: 2 };
      throw error;
    }
  },
});
