import type { Mailer, MailMessage } from '../mail/types.ts';
import type { OutboxRow, Store } from '../store/types.ts';
import { retryDelayMs } from './backoff.ts';
import { describeError } from './redact.ts';
import { postWebhook, type WebhookTarget } from './webhook.ts';

export interface OutboxWorkerOptions {
  store: Store;
  mailer: Mailer;
  /** Where 'webhook' rows go (PROVISIONING_URL / PROVISIONING_SECRET). Without it they wait and retry. */
  webhook?: WebhookTarget;
  /** Poll period; default 5000 ms. */
  intervalMs?: number;
  /** Receives structured entries with ids, kinds, attempt counts and redacted errors only. */
  log: (entry: object) => void;
  /** Rows claimed per run; default 10. They are delivered concurrently. */
  batchSize?: number;
  /** Clock and randomness, injectable for tests. */
  now?: () => Date;
  random?: () => number;
}

export interface OutboxWorker {
  /** Stops polling and waits for deliveries in progress. Does not close the store or the mailer. */
  stop(): Promise<void>;
  /** Delivers the rows due now; resolves with how many were sent successfully. */
  runOnce(): Promise<number>;
}

/**
 * Delivers outbox rows: at least once, never again after being marked sent. All state lives in
 * the store, so a restart simply resumes; a row claimed by a process that died becomes due again
 * when its lease runs out.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { store, mailer, webhook, log } = options;
  const intervalMs = options.intervalMs ?? 5000;
  const batchSize = options.batchSize ?? 10;
  const now = options.now ?? (() => new Date());
  const random = options.random ?? Math.random;

  const inFlight = new Set<Promise<number>>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function deliver(row: OutboxRow): Promise<void> {
    if (row.kind === 'mail') {
      if (!isMailMessage(row.payload)) throw new Error('mail payload must be { to, subject, text, replyTo? }');
      await mailer.send(row.payload);
    } else if (row.kind === 'webhook') {
      if (!webhook) throw new Error('no webhook URL is configured');
      await postWebhook(webhook, row.payload, String(row.id));
    } else {
      throw new Error(`unknown outbox kind ${JSON.stringify(row.kind)}`);
    }
  }

  async function handle(row: OutboxRow): Promise<boolean> {
    const ids = { id: row.id, submissionId: row.submissionId, kind: row.kind };
    try {
      await deliver(row);
    } catch (error) {
      const message = describeError(error);
      const next = new Date(now().getTime() + retryDelayMs(row.attempts, random));
      try {
        store.markOutboxFailed(row.id, message, next);
      } catch (storeError) {
        // The lease still protects the row; it is retried when the lease runs out.
        log({ event: 'outbox.store_error', ...ids, error: describeError(storeError) });
      }
      log({ event: 'outbox.failed', ...ids, attempts: row.attempts + 1, error: message, nextAttemptAt: next.toISOString() });
      return false;
    }
    try {
      store.markOutboxSent(row.id, now());
    } catch (storeError) {
      // Delivered but not recorded: it will be sent again after the lease (at-least-once).
      log({ event: 'outbox.store_error', ...ids, error: describeError(storeError) });
      return false;
    }
    log({ event: 'outbox.sent', ...ids, attempts: row.attempts + 1 });
    return true;
  }

  function runOnce(): Promise<number> {
    const run = (async () => {
      const rows = store.claimDueOutbox(now(), batchSize);
      const results = await Promise.all(rows.map(handle));
      return results.filter(Boolean).length;
    })();
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run)).catch(() => undefined);
    return run;
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
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
    },
  };
}

function isMailMessage(value: unknown): value is MailMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.to === 'string' &&
    typeof m.subject === 'string' &&
    typeof m.text === 'string' &&
    (m.replyTo === undefined || typeof m.replyTo === 'string')
  );
}
