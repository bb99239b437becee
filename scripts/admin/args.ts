import { commandLine, UsageError } from '../submissions/args.ts';

export type AdminArgs = { dataDir: string } & (
  | { command: 'add-user'; name: string; email: string | undefined; fullName: string | undefined }
  | { command: 'remove-user' | 'reset-password' | 'unlock' | 'reset-2fa'; name: string }
  | { command: 'list-users' | 'stop-publish' }
  | { command: 'require-2fa'; off: boolean }
  | { command: 'audit'; since: string | undefined; limit: number }
);

export const ADMIN_USAGE = `Usage: npm run admin -- <command> [options] [--data-dir DIR]

  add-user NAME [--email ADDRESS] [--full-name "FULL NAME"]
                        create an editor account for /admin and print its one-time password,
                        which must be changed at the first sign-in; the name and address are the
                        author of the git commit of each publish
  list-users            the accounts, and which still have a one-time password
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

/** Returns null when help was asked for. */
export function parseAdminArgs(argv: string[], env: Record<string, string | undefined>): AdminArgs | null {
  const { values, positionals } = commandLine(argv, {
    email: { type: 'string' },
    'full-name': { type: 'string' },
    since: { type: 'string' },
    limit: { type: 'string' },
    off: { type: 'boolean' },
  });
  if (values.help) return null;
  const dataDir = values['data-dir'] ?? (env.DATA_DIR || './data');
  const [command, ...extra] = positionals;
  const allowOnly = (allowed: string[]) => {
    const stray = (['email', 'full-name', 'since', 'limit', 'off'] as const).find(
      (option) => values[option] !== undefined && !allowed.includes(option),
    );
    if (stray) throw new UsageError(`--${stray} does not go with ${command}`);
  };
  if ((NAMED as readonly string[]).includes(command ?? '')) {
    const [name, ...more] = extra;
    if (name === undefined) throw new UsageError(`${command} needs the NAME of an account`);
    if (more.length > 0) throw new UsageError(`unexpected argument "${more[0]}"`);
    if (command === 'add-user') {
      allowOnly(['email', 'full-name']);
      return { command, name, email: values.email, fullName: values['full-name'], dataDir };
    }
    allowOnly([]);
    return { command: command as 'remove-user' | 'reset-password' | 'unlock' | 'reset-2fa', name, dataDir };
  }
  if (!['list-users', 'audit', 'require-2fa', 'stop-publish'].includes(command ?? '')) {
    throw new UsageError(
      command === undefined
        ? 'missing command: add-user, list-users, remove-user, reset-password, unlock, require-2fa, reset-2fa, stop-publish or audit'
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
