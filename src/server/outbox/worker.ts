import { HISTORY_LIMIT, outgoingMessage } from '../mail/outbox-mail.ts';
import type { Mailer } from '../mail/types.ts';
import type { OutboxRow, OutboxStore, SubmissionStore } from '../store/index.ts';
import { retryDelayMs } from './backoff.ts';
import { describeError } from './redact.ts';
import { postWebhook, type WebhookTarget } from './webhook.ts';

/** A claim is leased for this long at most: mail claimed by an instance that dies goes out within it. */
export const MAX_LEASE_MS = 60_000;
/** Failed attempts after which a row is dead (MAX_ATTEMPTS). */
export const DEFAULT_MAX_ATTEMPTS = 20;
/** While posts keep coming in and the process is busy, outbox runs start at most this often. */
export const BUSY_RUN_GAP_MS = 1000;

export interface OutboxWorkerOptions {
  outbox: OutboxStore;
  /** Where a sales notice finds the person's earlier submissions. */
  submissions: Pick<SubmissionStore, 'earlierSubmissions'>;
  mailer: Mailer;
  /** Where 'webhook' rows go (PROVISIONING_URL / PROVISIONING_SECRET). Without it they wait and retry. */
  webhook?: WebhookTarget;
  /** Poll period; default 5000 ms. */
  intervalMs?: number;
  /**
   * Receives structured entries with ids, kinds, attempt counts and redacted errors only; a mail's
   * entries carry the id of the request that queued it (requestId), so one submission can be
   * followed from its post to its mail.
   */
  log: (entry: object) => void;
  /** Told the outcome of every delivery attempt (the metrics count them). */
  onOutcome?: (kind: OutboxRow['kind'], outcome: 'sent' | 'failed' | 'dead') => void;
  /** Rows claimed per run; default 20. They are delivered concurrently. */
  batchSize?: number;
  /** How long a claim keeps other instances off a row; at most (and by default) MAX_LEASE_MS. */
  leaseMs?: number;
  /** Failed attempts after which a row is dead; default DEFAULT_MAX_ATTEMPTS. */
  maxAttempts?: number;
  /**
   * True while the process has no time to spare (eventLoopBusy). While posts keep coming in (kicks
   * during a run) and it is busy, the next run starts BUSY_RUN_GAP_MS after the last one rather
   * than at once: the visitors waiting for an answer come first, and the mail waits in the outbox,
   * which it does anyway during a burst (a second of posts brings far more mail than a second of
   * delivery sends). Default: never busy.
   */
  busy?: () => boolean;
  /** Clock and randomness, injectable for tests. */
  now?: () => Date;
  random?: () => number;
}

export interface OutboxWorker {
  /** Stops polling and waits for deliveries in progress. Does not close the store or the mailer. */
  stop(): Promise<void>;
  /** Delivers the rows due now; resolves with how many were sent successfully. */
  runOnce(): Promise<number>;
  /**
   * Asks for a run soon (after a post was stored). Kicks during a run fold into one more run after
   * it, so a burst of posts costs a few claims, not one each.
   */
  kick(): void;
}

/**
 * The identity of one delivery across attempts and instances: the submission's UUID keeps it
 * unique across databases, the row id within the submission. Used as the mail's Message-ID and
 * .eml file name, and as the webhook's X-Cortracker-Delivery header.
 */
export function deliveryKey(row: Pick<OutboxRow, 'id' | 'submissionId'>): string {
  // A notice to an account of /admin has no submission: its row id names it.
  if (row.submissionId === null) return `notice.${row.id}`;
  return `${row.submissionId}.${row.id}`;
}

/**
 * Delivers outbox rows: at least once, never again after being marked sent. All state lives in
 * the store, so a restart simply resumes, and several instances share the work: a claim is a
 * lease, and a row claimed by an instance that died becomes due again when its lease runs out.
 * A crash after a delivery and before its row is marked sent delivers it again, under the same
 * delivery key, so the receiver can recognise the repeat (see docs/operators.md, "Delivery
 * guarantees").
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { outbox, submissions, mailer, webhook, log } = options;
  const intervalMs = options.intervalMs ?? 5000;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = Math.min(options.leaseMs ?? MAX_LEASE_MS, MAX_LEASE_MS);
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  // A send still running this close to the end of its lease is given up (and retried later), so
  // another instance does not start the same delivery while this one is still busy with it.
  const deadlineMs = Math.floor(leaseMs * 0.75);
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;
  const busy = options.busy ?? (() => false);

  const inFlight = new Set<Promise<number>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let kicked: Promise<unknown> | undefined;
  let kickAgain = false;
  /** Set while a kicked run waits out BUSY_RUN_GAP_MS. */
  let resting: NodeJS.Timeout | undefined;

  async function deliver(row: OutboxRow): Promise<void> {
    const key = deliveryKey(row);
    if (row.kind === 'mail') {
      const submissionId = row.submissionId;
      const message = await outgoingMessage(row.payload, async () =>
        submissionId === null ? [] : submissions.earlierSubmissions(submissionId, HISTORY_LIMIT),
      );
      await withDeadline(mailer.send(message, key), deadlineMs);
    } else if (row.kind === 'webhook') {
      if (!webhook) throw new Error('no webhook URL is configured');
      await withDeadline(postWebhook(webhook, row.payload, key), deadlineMs);
    } else {
      throw new Error(`unknown outbox kind ${JSON.stringify(row.kind)}`);
    }
  }

  async function handle(row: OutboxRow): Promise<boolean> {
    const requestId = queuedBy(row);
    const ids = { id: row.id, submissionId: row.submissionId, kind: row.kind, ...(requestId ? { requestId } : {}) };
    try {
      await deliver(row);
    } catch (error) {
      const message = describeError(error);
      const next = new Date(now().getTime() + retryDelayMs(row.attempts, random));
      try {
        const outcome = await outbox.markOutboxFailed(row.id, message, next, maxAttempts, now());
        const attempts = row.attempts + 1;
        options.onOutcome?.(row.kind, outcome === 'dead' ? 'dead' : 'failed');
        log(
          outcome === 'dead'
            ? { event: 'outbox.dead', ...ids, attempts, error: message }
            : outcome === 'retrying'
              ? { event: 'outbox.failed', ...ids, attempts, error: message, nextAttemptAt: next.toISOString() }
              : // Sent (by another instance, once this one's lease ran out) or erased meanwhile.
                { event: 'outbox.failed', ...ids, attempts, error: message, pending: false },
        );
      } catch (storeError) {
        // The lease still protects the row; it is retried when the lease runs out.
        log({ event: 'outbox.store_error', ...ids, error: describeError(storeError) });
      }
      return false;
    }
    try {
      await outbox.markOutboxSent(row.id, now());
    } catch (storeError) {
      // Delivered but not recorded: it will be delivered again, under the same key, after the lease.
      log({ event: 'outbox.store_error', ...ids, error: describeError(storeError) });
      return false;
    }
    options.onOutcome?.(row.kind, 'sent');
    log({ event: 'outbox.sent', ...ids, attempts: row.attempts + 1 });
    return true;
  }

  function runOnce(): Promise<number> {
    const run = (async () => {
      const rows = await outbox.claimDueOutbox(now(), batchSize, leaseMs);
      const results = await Promise.all(rows.map(handle));
      return results.filter(Boolean).length;
    })();
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run)).catch(() => undefined);
    return run;
  }

  function kick(): void {
    if (stopped) return;
    if (kicked || resting) {
      kickAgain = true;
      return;
    }
    // Kicks from here on are posts stored while this run works.
    kickAgain = false;
    let fullBatch = false;
    kicked = runOnce()
      .then((sent) => {
        // A full batch means more may be waiting: keep going without waiting for the poll.
        fullBatch = sent >= batchSize;
      })
      .catch((error: unknown) => log({ event: 'outbox.error', error: describeError(error) }))
      .finally(() => {
        kicked = undefined;
        if (stopped || !(kickAgain || fullBatch)) return;
        // Only while posts keep coming in: once they stop, the backlog goes out back to back,
        // however busy delivering it keeps the process.
        if (!kickAgain || !busy()) return kick();
        resting = setTimeout(() => {
          resting = undefined;
          kick();
        }, BUSY_RUN_GAP_MS);
        resting.unref();
      });
  }

  function schedule(): void {
    if (stopped) return;
    // setTimeout after each run, not setInterval: a slow run never overlaps the next one.
    timer = setTimeout(async () => {
      try {
        await runOnce();
      } catch (error) {
        log({ event: 'outbox.error', error: describeError(error) });
      }
      schedule();
    }, intervalMs);
    // The worker alone must not keep the process alive (the HTTP server does).
    timer.unref();
  }

  schedule();

  return {
    runOnce,
    kick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(resting);
      await Promise.allSettled([...inFlight]);
    },
  };
}

/** What a request id may look like in a log line (Fastify's, a UUID here); anything else is left out. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The id of the request that queued a mail (OutboxMail.requestId), when it has a sound one. */
function queuedBy(row: OutboxRow): string | undefined {
  const payload = row.payload as { requestId?: unknown } | null;
  const id = typeof payload === 'object' && payload !== null ? payload.requestId : undefined;
  return typeof id === 'string' && REQUEST_ID.test(id) ? id : undefined;
}

/** Rejects when `work` has not settled after `ms`; the work itself is not cancelled. */
async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  // Its late failure, after the deadline, is nobody's to handle.
  work.catch(() => undefined);
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
