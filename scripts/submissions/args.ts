import { parseArgs } from 'node:util';

/** The submission types the CLI accepts for --type; the store itself accepts any type. */
export const KNOWN_TYPES = ['demo', 'trial', 'service'] as const;
export const FORMATS = ['csv', 'json'] as const;

export type Command = 'list' | 'export';
export type Format = (typeof FORMATS)[number];

export interface CliArgs {
  command: Command;
  type?: string;
  format: Format;
  /** YYYY-MM-DD, a UTC day, inclusive. */
  since?: string;
  dataDir: string;
}

export const USAGE = `Usage: node scripts/submissions.ts <list|export> [options]

  list      print a readable table of submissions
  export    print submissions as CSV (default) or JSON on stdout

Options:
  --type demo|trial|service   only this form
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

/** Returns null when help was asked for. */
export function parseCliArgs(argv: string[], env: Record<string, string | undefined>): CliArgs | null {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        type: { type: 'string' },
        format: { type: 'string' },
        since: { type: 'string' },
        'data-dir': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    // parseArgs' messages are already precise ("Unknown option '--x'"), keep them.
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return null;

  const [command, ...extra] = positionals;
  if (command === undefined) throw new UsageError('missing command: list or export');
  if (command !== 'list' && command !== 'export') throw new UsageError(`unknown command "${command}": use list or export`);
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);

  if (values.type !== undefined && !(KNOWN_TYPES as readonly string[]).includes(values.type)) {
    throw new UsageError(`--type must be one of ${KNOWN_TYPES.join(', ')} (got "${values.type}")`);
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
    command,
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
