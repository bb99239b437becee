/**
 * The outbox: the mails and webhooks a submission brought, written in the submission's transaction
 * (submissions/), delivered by src/server/outbox at least once and never again once marked sent.
 * Same contract on both engines.
 */
import type { OutboxCounts } from './counts.ts';

/** The kinds of side effect an outbox row can carry. */
export type OutboxKind = 'mail' | 'webhook';

export interface OutboxRow {
  id: number;
  /** Null for a mail to an account of /admin (a notice), which belongs to no submission. */
  submissionId: string | null;
  kind: OutboxKind;
  payload: unknown;
  /** Failed attempts so far. */
  attempts: number;
  nextAttemptAt: string;
  sentAt: string | null;
  lastError: string | null;
  createdAt: string;
  /** Set once the row failed its last allowed attempt: it is no longer retried until an operator says so. */
  deadAt: string | null;
}

/**
 * What a failed attempt did to its row: due again later, dead (its last allowed attempt), or
 * nothing, as the row is no longer pending (sent meanwhile, or erased).
 */
export type FailureOutcome = 'retrying' | 'dead' | 'not-pending';

export interface OutboxStore {
  /** Queues a mail to an account of /admin (a notice), due now; it goes out as a form's mail does. */
  queueNotice(payload: NoticePayload, now: Date): Promise<number>;
  /**
   * Claims up to `limit` unsent, live rows due at `now` and leases them (next_attempt_at is pushed
   * `leaseMs` into the future) so no other instance picks them up while they are sent. On
   * PostgreSQL rows locked by a concurrent claim are skipped, not waited for.
   */
  claimDueOutbox(now: Date, limit: number, leaseMs: number): Promise<OutboxRow[]>;
  /** Marks a row delivered; a sent row is never claimed again. */
  markOutboxSent(id: number, sentAt: Date): Promise<void>;
  /**
   * Records a failed attempt at `now` (attempts + 1) and when to try again; the row is dead
   * instead once it has failed `maxAttempts` times. Changes nothing on a row already sent.
   */
  markOutboxFailed(
    id: number,
    error: string,
    nextAttemptAt: Date,
    maxAttempts: number,
    now: Date,
  ): Promise<FailureOutcome>;
  /** Undelivered rows, live and dead, oldest first. */
  listUndeliveredOutbox(): Promise<OutboxRow[]>;
  /** Makes one undelivered row (dead or not) due now with a fresh attempt count; false when there is none. */
  retryOutbox(id: number, now: Date): Promise<boolean>;
  /** Makes every dead row due now with a fresh attempt count; returns how many. */
  retryDeadOutbox(now: Date): Promise<number>;
  /** Live rows not yet delivered (due or not); dead rows are not counted. */
  countPendingOutbox(): Promise<number>;
  /** When the oldest mail still waiting to go out (live, unsent) was queued, or null when none waits. */
  oldestPendingMailAt(): Promise<string | null>;
  /** Pending and dead rows per kind and the oldest pending one's age, for the metrics (counts.ts). */
  outboxCounts(): Promise<OutboxCounts>;
}

/** A mail to an account of /admin, queued as a row of no submission. */
export interface NoticePayload {
  to: string;
  subject: string;
  text: string;
}
