/**
 * Operators' CLI for the editor accounts of /admin and the audit log, on SQLite or PostgreSQL.
 *
 *   npm run admin -- add-user NAME [--email ADDRESS] [--full-name "FULL NAME"]
 *   npm run admin -- list-users | remove-user NAME | reset-password NAME | audit [--since DAY] [--limit N]
 *
 * Exit codes: 0 success, 1 unexpected failure, 2 bad arguments, no database, or no such account.
 */
import { AccountError, addUser, removeUser, resetPassword } from '../src/server/admin/accounts.ts';
import { UserExistsError, type Store } from '../src/server/store/index.ts';
import { ADMIN_USAGE, parseAdminArgs, type AdminArgs } from './admin/args.ts';
import { formatAudit, formatUsers } from './admin/format.ts';
import { runOperatorCommand } from './operator-store.ts';

const handOver = (password: string) =>
  `One-time password: ${password}\nHand it over privately; it is shown only now. It must be changed at the first sign-in at /admin/login.\n`;

async function run(store: Store, args: AdminArgs): Promise<string> {
  switch (args.command) {
    case 'add-user': {
      const { user, password } = await addUser(store, args);
      return `Account "${user.name}" created.\n${handOver(password)}`;
    }
    case 'reset-password':
      return `The password of "${args.name}" was reset and the account signed out everywhere.\n${handOver(await resetPassword(store, args.name))}`;
    case 'remove-user':
      await removeUser(store, args.name);
      return `Account "${args.name}" removed, with its sessions and unpublished draft.\n`;
    case 'list-users':
      return formatUsers(await store.listUsers());
    case 'audit':
      return formatAudit(await store.listAudit({ limit: args.limit, ...(args.since ? { since: args.since } : {}) }));
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
