import { commandLine, UsageError } from '../submissions/args.ts';

export type OutboxArgs =
  { command: 'list' | 'retry-dead'; dataDir: string } | { command: 'retry'; id: number; dataDir: string };

export const OUTBOX_USAGE = `Usage: npm run outbox -- <command> [--data-dir DIR]

  list          mails and webhooks not delivered yet: pending ones and dead ones (failed
                MAX_ATTEMPTS times), with attempts and last error; recipients are masked
  retry ID      make that row due now, with a fresh attempt count
  retry-dead    the same for every dead row

The store is PostgreSQL when DATABASE_URL is set (environment or .env), else DATA_DIR's SQLite file.`;

/** Returns null when help was asked for. */
export function parseOutboxArgs(argv: string[], env: Record<string, string | undefined>): OutboxArgs | null {
  const parsed = commandLine(argv, {});
  if (parsed.values.help) return null;
  const dataDir = parsed.values['data-dir'] ?? (env.DATA_DIR || './data');
  const [command, ...extra] = parsed.positionals;
  if (command === 'retry') {
    const [id, ...more] = extra;
    if (id === undefined || !/^[1-9]\d{0,15}$/.test(id))
      throw new UsageError('retry needs the ID of a row (a whole number, as in the list)');
    if (more.length > 0) throw new UsageError(`unexpected argument "${more[0]}"`);
    return { command, id: Number(id), dataDir };
  }
  if (command !== 'list' && command !== 'retry-dead')
    throw new UsageError(
      command === undefined ? 'missing command: list, retry ID or retry-dead' : `unknown command "${command}"`,
    );
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  return { command, dataDir };
}
