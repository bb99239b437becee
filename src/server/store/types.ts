/**
 * The storage contract of the form backend. The SQLite store implements it today; keeping the
 * handlers and the outbox worker on this type (not on node:sqlite) is what lets another engine
 * (e.g. PostgreSQL) slot in later.
 *
 * Note: the methods are synchronous because node:sqlite is. A PostgreSQL driver is asynchronous, so
 * callers should `await` these results already: awaiting a plain value is harmless today and keeps
 * them correct if the interface becomes Promise-returning.
 */

/** The kinds of side effect an outbox row can carry. */
export type OutboxKind = 'mail' | 'webhook';

/** Identity fields of a registration; at most one registration per product and e-mail or mobile. */
export interface DedupeKey {
  product: string;
  /** Compared case-insensitively (stored lower-cased, trimmed). */
  email: string;
  /** Compared by digits only, so "+91 98765-43210" equals "919876543210". */
  mobile: string;
}

export interface InsertSubmissionInput {
  /** 'demo' | 'trial' | 'service' today; deliberately an open string so new forms need no migration. */
  type: string;
  /** The validated form body, stored as JSON. */
  payload: unknown;
  /** Evidence stored alongside (NDA acceptance, policy versions, ...). Must not contain a raw IP. */
  meta?: unknown;
  /** The client IP; never stored in clear, only as a salted SHA-256 in meta.ipHash. */
  ip?: string;
  /** Set for registrations only; enforced by unique indexes. */
  dedupe?: DedupeKey;
  /** Side effects to deliver after commit; written in the same transaction as the submission. */
  outbox: { kind: OutboxKind; payload: unknown }[];
}

export interface SubmissionRow {
  id: string;
  type: string;
  /** ISO 8601 UTC, e.g. 2025-01-31T09:15:00.000Z */
  createdAt: string;
  payload: unknown;
  meta: unknown;
}

export interface OutboxRow {
  id: number;
  submissionId: string;
  kind: OutboxKind;
  payload: unknown;
  /** Failed attempts so far. */
  attempts: number;
  nextAttemptAt: string;
  sentAt: string | null;
  lastError: string | null;
  createdAt: string;
}

export interface SubmissionFilter {
  type?: string;
  /** Inclusive lower bound on created_at: a UTC date (YYYY-MM-DD) or a full ISO timestamp. */
  since?: string;
}

export interface Store {
  /**
   * Stores a submission and its outbox rows atomically.
   * @throws DuplicateSubmissionError when `dedupe` collides with an existing registration (nothing is stored).
   */
  insertSubmission(input: InsertSubmissionInput): { id: string; createdAt: string };
  /** Submissions oldest first. */
  listSubmissions(filter: SubmissionFilter): SubmissionRow[];
  /**
   * Claims up to `limit` unsent rows due at `now` and leases them (next_attempt_at is pushed
   * `leaseMs` into the future) so a concurrent claimer does not pick them up while they are sent.
   */
  claimDueOutbox(now: Date, limit: number, leaseMs?: number): OutboxRow[];
  /** Marks a row delivered; a sent row is never claimed again. */
  markOutboxSent(id: number, sentAt: Date): void;
  /** Records a failed attempt (attempts + 1) and when to try again. No-op on a row already sent. */
  markOutboxFailed(id: number, error: string, nextAttemptAt: Date): void;
  /** Rows not yet delivered (due or not). */
  countPendingOutbox(): number;
  close(): void;
}
