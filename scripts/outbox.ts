/**
 * Operators' CLI for the outbox (mails and webhooks), on SQLite or PostgreSQL (DATABASE_URL).
 *
 *   npm run outbox -- list | retry ID | retry-dead
 *
 * Exit codes: 0 success, 1 unexpected failure, 2 bad arguments, no database, or no such row.
 */
import { runOperatorCommand } from './operator-store.ts';
import { OUTBOX_USAGE, parseOutboxArgs } from './outbox/args.ts';
import { formatOutbox } from './outbox/format.ts';

await runOperatorCommand({
  usage: OUTBOX_USAGE,
  parse: parseOutboxArgs,
  async run({ outbox }, args) {
    if (args.command === 'list') return { output: formatOutbox(await outbox.listUndeliveredOutbox()) };
    if (args.command === 'retry') {
      if (!(await outbox.retryOutbox(args.id, new Date())))
        return { output: `error: no undelivered row ${args.id} (see npm run outbox -- list)\n`, code: 2 };
      return { output: `Row ${args.id} is due now; a running server sends it at its next outbox run.\n` };
    }
    const n = await outbox.retryDeadOutbox(new Date());
    return {
      output: `${n} dead row${n === 1 ? ' is' : 's are'} due again; a running server sends them at its next outbox run.\n`,
    };
  },
});
