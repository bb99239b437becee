/**
 * Operators' CLI for the outbox (mails and webhooks), on SQLite or PostgreSQL (DATABASE_URL).
 *
 *   npm run outbox -- list | retry ID | retry-dead
 *
 * Exit codes: 0 success, 1 unexpected failure, 2 bad arguments, no database, or no such row.
 */
import { loadDotEnv, openOperatorStore, StoreLocationError } from './operator-store.ts';
import { OUTBOX_USAGE, parseOutboxArgs, type OutboxArgs } from './outbox/args.ts';
import { formatOutbox } from './outbox/format.ts';
import { UsageError } from './submissions/args.ts';

async function main(): Promise<number> {
  loadDotEnv();
  let args: OutboxArgs | null;
  try {
    args = parseOutboxArgs(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`error: ${error.message}\n\n${OUTBOX_USAGE}\n`);
    return 2;
  }
  if (args === null) {
    process.stdout.write(`${OUTBOX_USAGE}\n`);
    return 0;
  }
  let store;
  try {
    store = await openOperatorStore(args.dataDir, process.env);
  } catch (error) {
    if (!(error instanceof StoreLocationError)) throw error;
    process.stderr.write(`error: ${error.message}\n`);
    return 2;
  }
  try {
    if (args.command === 'list') {
      process.stdout.write(formatOutbox(await store.listUndeliveredOutbox()));
    } else if (args.command === 'retry') {
      if (!(await store.retryOutbox(args.id, new Date()))) {
        process.stderr.write(`error: no undelivered row ${args.id} (see npm run outbox -- list)\n`);
        return 2;
      }
      process.stdout.write(`Row ${args.id} is due now; a running server sends it at its next outbox run.\n`);
    } else {
      const n = await store.retryDeadOutbox(new Date());
      process.stdout.write(`${n} dead row${n === 1 ? ' is' : 's are'} due again; a running server sends them at its next outbox run.\n`);
    }
  } finally {
    await store.close();
  }
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
