import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

/**
 * What a --type may look like: a form's storage.type (schemas/form.schema.json), or service for the
 * paid bookings. Any such word is accepted, so a form added in config is listed with no change here;
 * a type nothing is stored under gives an empty list, and the CLI says so.
 */
const TYPE_PATTERN = /^[a-z]+$/;
export const FORMATS = ['csv', 'json'] as const;

export const COMMANDS = ['list', 'export', 'lead', 'erase'] as const;
export type Command = (typeof COMMANDS)[number];
export type Format = (typeof FORMATS)[number];

export interface CliArgs {
  command: Command;
  type?: string;
  format: Format;
  /** YYYY-MM-DD, a UTC day, inclusive. */
  since?: string;
  dataDir: string;
  /** The person's address, for lead and erase. */
  email?: string;
}

export const USAGE = `Usage: npm run submissions -- <command> [options]

  list           print a readable table of submissions
  export         print submissions as CSV (default) or JSON on stdout
  lead EMAIL     print everything stored about the person with this e-mail address, oldest first
  erase EMAIL    delete the person's personal data everywhere (submissions, pending and sent mail
                 rows, mail files under DATA_DIR/mail) and record that an erasure happened

The store is PostgreSQL when DATABASE_URL is set (environment or .env), else DATA_DIR's SQLite file.

Options:
  --type TYPE                 only this kind: a form's storage.type (demo, trial, partner...)
                              or service for the paid service bookings
  --format csv|json           export format (export only; default csv)
  --since YYYY-MM-DD          only submissions created on or after this UTC day
  --data-dir DIR              data directory (default: $DATA_DIR, else ./data)
  -h, --help                  show this help`;

/** A problem with the command line: the CLI prints it with the usage and exits with code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** An operator command's words: positionals, the given options and --data-dir, --help; a UsageError for anything else. */
export function commandLine<T extends ParseArgsOptionsConfig>(argv: string[], options: T) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { ...options, 'data-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } } as const,
    });
  } catch (error) {
    // parseArgs' messages are already precise ("Unknown option '--x'"), keep them.
    throw new UsageError((error as Error).message);
  }
}

/** Returns null when help was asked for. */
export function parseCliArgs(argv: string[], env: Record<string, string | undefined>): CliArgs | null {
  const { values, positionals } = commandLine(argv, {
    type: { type: 'string' },
    format: { type: 'string' },
    since: { type: 'string' },
  });
  if (values.help) return null;

  const [command, ...extra] = positionals;
  if (command === undefined) throw new UsageError(`missing command: ${COMMANDS.join(', ')}`);
  if (!(COMMANDS as readonly string[]).includes(command))
    throw new UsageError(`unknown command "${command}": use ${COMMANDS.join(', ')}`);
  const aboutPerson = command === 'lead' || command === 'erase';
  const email = aboutPerson ? extra.shift() : undefined;
  if (aboutPerson && (email === undefined || !email.includes('@')))
    throw new UsageError(`${command} needs the person's e-mail address`);
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  if (aboutPerson && (values.type !== undefined || values.since !== undefined))
    throw new UsageError(`--type and --since do not apply to ${command}`);

  if (values.type !== undefined && !TYPE_PATTERN.test(values.type)) {
    throw new UsageError(
      `--type must be a kind of submission in lower-case letters, e.g. demo, trial, service or partner (got "${values.type}")`,
    );
  }
  if (values.format !== undefined) {
    if (command !== 'export') throw new UsageError('--format applies to export only');
    if (!(FORMATS as readonly string[]).includes(values.format)) {
      throw new UsageError(`--format must be csv or json (got "${values.format}")`);
    }
  }
  if (values.since !== undefined && !isIsoDay(values.since)) {
    throw new UsageError(`--since must be a date as YYYY-MM-DD (got "${values.since}")`);
  }
  const dataDir = values['data-dir'] ?? (env.DATA_DIR || './data');
  if (dataDir === '') throw new UsageError('--data-dir must not be empty');

  return {
    command: command as Command,
    ...(email !== undefined ? { email } : {}),
    format: (values.format as Format | undefined) ?? 'csv',
    dataDir,
    ...(values.type !== undefined ? { type: values.type } : {}),
    ...(values.since !== undefined ? { since: values.since } : {}),
  };
}

/** A real calendar day: 2025-02-30 is refused rather than silently rolled over to March. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
