/**
 * The storage contract of the form backend, one for both engines: SQLite (node:sqlite, the
 * default) and PostgreSQL (DATABASE_URL). Every method is asynchronous; writes resolve only once
 * they are durably committed.
 */
import type { AdminStore } from './admin-types.ts';
import type { Engine } from './schema.ts';

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
  /** The visitor's e-mail address, when the submission has one: links it to that person's lead. */
  leadEmail?: string;
  /** Side effects to deliver after commit; written in the same transaction as the submission. */
  outbox: OutboxInput[];
}

export interface OutboxInput {
  kind: OutboxKind;
  payload: unknown;
  /**
   * A mail to a visitor's address: queued only when no other mail to that address (compared
   * normalised) was queued within `windowMs`, across every instance; otherwise left out, and the
   * submission is stored without it.
   */
  oncePerRecipient?: { address: string; windowMs: number };
}

/** A rate limiter's count for one client, after this hit. */
export interface RateLimitCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** When the window ends (ISO 8601). */
  resetsAt: string;
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
  /** Set once the row failed MAX_ATTEMPTS times: it is no longer retried until an operator says so. */
  deadAt: string | null;
}

export interface SubmissionFilter {
  type?: string;
  /** Inclusive lower bound on created_at: a UTC date (YYYY-MM-DD) or a full ISO timestamp. */
  since?: string;
}

/** One earlier submission of a person, as the sales notice names it. */
export interface LeadHistoryEntry {
  type: string;
  createdAt: string;
}

/** Everything stored about one person, oldest first, for `npm run submissions -- lead`. */
export interface LeadTimeline {
  email: string;
  firstSeen: string;
  submissions: (SubmissionRow & { outbox: OutboxRow[] })[];
}

/** What `erasePerson` removed; the erasure record keeps these counts and nothing else. */
export interface PersonErasure {
  erasureId: string;
  submissions: number;
  outboxRows: number;
  /** Ids of the removed submissions, so their mail files can be found and removed too. */
  submissionIds: string[];
}

export interface RetentionPolicy {
  now: Date;
  /** Submissions older than this many days are deleted (RETENTION_DAYS). */
  retentionDays: number;
  /** Suspected bots older than this many days are deleted. */
  botRetentionDays: number;
  /** Records of mail queued to a recipient are kept this long (the window of oncePerRecipient). */
  recipientWindowMs: number;
}

export interface RetentionResult {
  submissions: number;
  bots: number;
  outboxRows: number;
  leads: number;
}

export type FailureOutcome = 'retrying' | 'dead';

/** Submissions, their outbox and leads; and (AdminStore) what publishing from the browser keeps. */
export interface Store extends AdminStore {
  readonly engine: Engine;
  /**
   * Stores a submission and its outbox rows atomically, linked to the lead of `leadEmail`.
   * @throws DuplicateSubmissionError when `dedupe` collides with an existing registration (nothing is stored).
   */
  insertSubmission(input: InsertSubmissionInput): Promise<{ id: string; createdAt: string }>;
  /** Submissions oldest first. */
  listSubmissions(filter: SubmissionFilter): Promise<SubmissionRow[]>;
  /** The person's whole record, or null when nothing is stored for this address. */
  leadTimeline(email: string): Promise<LeadTimeline | null>;
  /**
   * The submissions of this one's lead stored before it (by creation time, then insertion order),
   * newest first, suspected bots left out, at most `limit`: what its sales notice names when it goes out.
   */
  earlierSubmissions(submissionId: string, limit: number): Promise<LeadHistoryEntry[]>;
  /** Deletes the person's submissions, their outbox rows (sent or not) and the lead; logs an erasure. */
  erasePerson(email: string, now: Date): Promise<PersonErasure>;
  /** Completes an erasure record with the number of mail files removed afterwards. */
  recordErasedFiles(erasureId: string, files: number): Promise<void>;
  /** Deletes what is past its retention time, with its outbox rows and leads left without submissions. */
  deleteExpired(policy: RetentionPolicy): Promise<RetentionResult>;
  /**
   * Claims up to `limit` unsent, live rows due at `now` and leases them (next_attempt_at is pushed
   * `leaseMs` into the future) so no other instance picks them up while they are sent. On
   * PostgreSQL rows locked by a concurrent claim are skipped, not waited for.
   */
  claimDueOutbox(now: Date, limit: number, leaseMs: number): Promise<OutboxRow[]>;
  /** Marks a row delivered; a sent row is never claimed again. */
  markOutboxSent(id: number, sentAt: Date): Promise<void>;
  /**
   * Records a failed attempt (attempts + 1) and when to try again; the row is dead instead once
   * it has failed `maxAttempts` times. No-op on a row already sent.
   */
  markOutboxFailed(id: number, error: string, nextAttemptAt: Date, maxAttempts: number): Promise<FailureOutcome>;
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
  /** A small durable write, proving the database takes writes; throws when it does not. */
  probeWrite(now: Date): Promise<void>;
  /**
   * Counts a hit of a rate limiter for one client (a fixed window of `windowMs` from its first
   * hit), shared by every instance on the database. Windows that ended are swept out from time to time.
   */
  countRateLimitHit(key: string, windowMs: number, now: Date): Promise<RateLimitCount>;
  /** Waits for writes in progress, then closes the connection(s). */
  close(): Promise<void>;
}

/** Every method a Store has besides close(): the SQLite store's thread answers each by name. */
const CALLS: Record<Exclude<keyof Store, 'engine' | 'close'>, true> = {
  insertSubmission: true,
  listSubmissions: true,
  leadTimeline: true,
  earlierSubmissions: true,
  erasePerson: true,
  recordErasedFiles: true,
  deleteExpired: true,
  claimDueOutbox: true,
  markOutboxSent: true,
  markOutboxFailed: true,
  listUndeliveredOutbox: true,
  retryOutbox: true,
  retryDeadOutbox: true,
  countPendingOutbox: true,
  oldestPendingMailAt: true,
  probeWrite: true,
  countRateLimitHit: true,
  createUser: true,
  findUser: true,
  findUserById: true,
  listUsers: true,
  countUsers: true,
  removeUser: true,
  setPassword: true,
  saveSession: true,
  loadSession: true,
  deleteSession: true,
  deleteExpiredSessions: true,
  signInFailures: true,
  recordSignInFailure: true,
  clearSignInFailures: true,
  clearAccountFailures: true,
  setPendingTotp: true,
  confirmTotp: true,
  clearTotp: true,
  useTotpStep: true,
  useRecoveryCode: true,
  countRecoveryCodes: true,
  setting: true,
  putSetting: true,
  addAudit: true,
  listAudit: true,
  draftFiles: true,
  saveDraftFiles: true,
  dropDraftFiles: true,
  beginPublish: true,
  publishProgress: true,
  finishPublish: true,
  setPublishCommit: true,
  recordBaseline: true,
  failStalePublishes: true,
  getPublish: true,
  runningPublish: true,
  listPublishes: true,
  requestPublishCancel: true,
  pruneFailedPublishes: true,
  latestPublished: true,
  publishedFiles: true,
  sharedSecret: true,
};
export const STORE_METHODS = Object.keys(CALLS) as (keyof typeof CALLS)[];
