/**
 * Operators' CLI for stored form submissions.
 *
 *   node scripts/submissions.ts list   [--type demo|trial|service] [--since YYYY-MM-DD] [--data-dir DIR]
 *   node scripts/submissions.ts export [--type ...] [--format csv|json] [--since ...] [--data-dir DIR]
 *
 * Exit codes: 0 success, 1 unexpected failure, 2 bad arguments (or no database where pointed).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DATABASE_FILE, openStore } from '../src/server/store/index.ts';
import { USAGE, UsageError, parseCliArgs, type CliArgs } from './submissions/args.ts';
import { toCsv } from './submissions/csv.ts';
import { toJson } from './submissions/json.ts';
import { formatTable } from './submissions/table.ts';

function main(): number {
  let args: CliArgs | null;
  try {
    args = parseCliArgs(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`error: ${error.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (args === null) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }

  // Opening would create an empty database; for a read-only tool a wrong path must be an error.
  const dbFile = join(args.dataDir, DATABASE_FILE);
  if (!existsSync(dbFile)) {
    process.stderr.write(`error: no database at ${resolve(dbFile)} (set --data-dir or DATA_DIR)\n`);
    return 2;
  }

  const store = openStore(args.dataDir);
  try {
    const rows = store.listSubmissions({
      ...(args.type !== undefined ? { type: args.type } : {}),
      ...(args.since !== undefined ? { since: args.since } : {}),
    });
    const output = args.command === 'list' ? formatTable(rows) : args.format === 'json' ? toJson(rows) : toCsv(rows);
    process.stdout.write(output);
  } finally {
    store.close();
  }
  return 0;
}

// `... export | head` closes the pipe early; that is not an error worth a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

try {
  // exitCode rather than exit(): lets a large export finish flushing to a pipe.
  process.exitCode = main();
} catch (error) {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
