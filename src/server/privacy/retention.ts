// Personal data is not kept forever: once a day the server deletes suspected bots after 30 days
// and every submission after RETENTION_DAYS, with their outbox rows, the leads left without
// submissions and the mail files of the file transport; and the expired sessions of /admin. Each
// instance runs it; it is idempotent. The visit counts, which name no one, are kept
// VISIT_RETENTION_DAYS: their purge is claimed for the UTC day in the store, so one instance a day
// deletes them (the others find the day claimed and skip it).
import { mailDirectory } from '../mail/index.ts';
import { describeError } from '../outbox/index.ts';
import type { RetentionResult, Store } from '../store/index.ts';
import { removeMailFilesOlderThan } from './mail-files.ts';

/** Suspected bots are kept this long, to study an attack, then deleted. */
export const BOT_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface RetentionOptions {
  /** The submissions, the sessions of /admin, the visit counts. */
  store: Pick<Store, 'submissions' | 'accounts' | 'visits'>;
  dataDir: string;
  retentionDays: number;
  /** The days of visit counts kept, today's included. */
  visitRetentionDays: number;
  /** The window of the one-confirmation-per-recipient rule: its records are kept this long. */
  recipientWindowMs: number;
  log: (entry: object) => void;
}

export async function runRetention(
  { store, dataDir, retentionDays, visitRetentionDays, recipientWindowMs }: Omit<RetentionOptions, 'log'>,
  now = new Date(),
): Promise<RetentionResult & { mailFiles: number; adminSessions: number; visitCounts: number | null }> {
  const result = await store.submissions.deleteExpired({
    now,
    retentionDays,
    botRetentionDays: BOT_RETENTION_DAYS,
    recipientWindowMs,
  });
  const mailFiles = await removeMailFilesOlderThan(
    mailDirectory(dataDir),
    new Date(now.getTime() - retentionDays * DAY_MS),
  );
  // Expired sessions let no one in (loading one checks its time); deleting them keeps the table small.
  const adminSessions = await store.accounts.deleteExpiredSessions(now);
  // null: another instance purged today's (or this one did, earlier today).
  const visitCounts =
    (await store.visits.purgeBefore(dayOf(now.getTime() - (visitRetentionDays - 1) * DAY_MS), dayOf(now.getTime()))) ??
    null;
  return { ...result, mailFiles, adminSessions, visitCounts };
}

/** Runs the retention now and then once a day; stop() cancels the next run and waits for a running one. */
export function startRetention(options: RetentionOptions): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const run = () => {
    running = runRetention(options)
      .then((result) => options.log({ event: 'retention.done', ...result }))
      .catch((error: unknown) => options.log({ event: 'retention.failed', error: describeError(error) }))
      .finally(() => (running = undefined));
  };
  // Not during start-up itself, which should be quick; soon after.
  const first = setTimeout(run, 60_000);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(daily);
      await running;
    },
  };
}
