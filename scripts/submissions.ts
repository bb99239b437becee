/**
 * Operators' CLI for stored form submissions, on SQLite or PostgreSQL (DATABASE_URL).
 *
 *   npm run submissions -- list   [--type demo|trial|service|partner|…] [--since YYYY-MM-DD] [--data-dir DIR]
 *   npm run submissions -- export [--type ...] [--format csv|json] [--since ...] [--data-dir DIR]
 *   npm run submissions -- lead EMAIL
 *   npm run submissions -- erase EMAIL
 *
 * Exit codes: 0 success, 1 unexpected failure, 2 bad arguments (or no database where pointed).
 */
import { toCsv } from '../src/server/leads/csv.ts';
import { toJson } from '../src/server/leads/json.ts';
import { erasePerson } from '../src/server/privacy/erase-person.ts';
import type { SubmissionStore } from '../src/server/store/index.ts';
import { runOperatorCommand } from './operator-store.ts';
import { USAGE, parseCliArgs, type CliArgs } from './submissions/args.ts';
import { formatTable, printable } from './submissions/table.ts';
import { formatTimeline } from './submissions/timeline.ts';

async function run(submissions: SubmissionStore, args: CliArgs): Promise<string> {
  switch (args.command) {
    case 'lead':
      return formatTimeline(await submissions.leadTimeline(args.email!), args.email!);
    case 'erase': {
      const erased = await erasePerson(submissions, args.dataDir, args.email!);
      return (
        `Erased ${printable(args.email!)}: ${erased.submissions} submission(s), ${erased.outboxRows} mail/webhook row(s), ` +
        `${erased.mailFiles} mail file(s). An erasure record (time and counts, no personal data) was kept.\n` +
        (erased.filesOverwritten
          ? ''
          : 'PostgreSQL keeps the deleted rows in its files until VACUUM FULL, and in its write-ahead log until it is recycled: see "Erasing a person" in docs/operators.md.\n')
      );
    }
    default: {
      const rows = await submissions.listSubmissions({
        ...(args.type !== undefined ? { type: args.type } : {}),
        ...(args.since !== undefined ? { since: args.since } : {}),
      });
      // Any type is accepted (a new form brings its own), so a mistyped one is named rather than met with silence.
      if (rows.length === 0 && args.type !== undefined)
        process.stderr.write(
          `note: no submissions of type "${args.type}"${args.since ? ` since ${args.since}` : ''}\n`,
        );
      return args.command === 'list' ? formatTable(rows) : args.format === 'json' ? toJson(rows) : toCsv(rows);
    }
  }
}

// `... export | head` closes the pipe early; that is not an error worth a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

// exitCode rather than exit(): lets a large export finish flushing to a pipe.
await runOperatorCommand({
  usage: USAGE,
  parse: parseCliArgs,
  run: async (store, args) => ({ output: await run(store.submissions, args) }),
});
