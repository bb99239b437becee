/**
 * Submissions and leads: every form post stored with the mails and webhooks it brings (written in
 * the same transaction), each linked to the lead of its visitor's e-mail address (one lead per
 * person), kept until its retention time or until the person is erased. Same contract on both
 * engines; every write resolves only once it is durably committed.
 */
import type { LeadSource } from '../../../shared/lead-source.ts';
import type { OutboxKind, OutboxRow } from '../outbox/types.ts';

export type { LeadSource };

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
  /** Where the lead came from (its page, its visit's start, referrer and campaign), already within its bounds. */
  source?: LeadSource;
  /** The code of the language of the page it was sent from, one of the site's (checked by the caller). */
  language?: string;
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
   * submission is stored without it. Of the mails to one address stored in one commit, the first
   * is the one that may be queued. At most one such mail per submission and address.
   */
  oncePerRecipient?: { address: string; windowMs: number };
}

export interface SubmissionRow {
  id: string;
  type: string;
  /** ISO 8601 UTC, e.g. 2025-01-31T09:15:00.000Z */
  createdAt: string;
  payload: unknown;
  meta: unknown;
  /** Where the lead came from; absent when nothing of it is known. */
  source?: LeadSource;
  /** The language of the page it was sent from; absent for submissions stored before it was kept. */
  language?: string;
}

export interface SubmissionFilter {
  type?: string;
  /** Inclusive lower bound on created_at: a UTC date (YYYY-MM-DD) or a full ISO timestamp. */
  since?: string;
}

/**
 * Which submissions a page of the Leads list holds: leads or suspected bots (never both), of one
 * kind or all, in a time range, matching some text.
 */
export interface LeadFilter {
  /** Suspected bots instead of leads: the two are never listed together. */
  bots?: boolean;
  /** Only this kind (a form's storage.type, or service). */
  type?: string;
  /** Inclusive lower bound on created_at, an ISO 8601 instant. */
  from?: string;
  /** Exclusive upper bound on created_at, an ISO 8601 instant. */
  to?: string;
  /**
   * Text the visitor typed, found case-insensitively anywhere in the submitted fields (a name, an
   * e-mail address, a company).
   */
  text?: string;
}

/**
 * Where a page starts: nothing for the newest, `after` a cursor for the page older than it,
 * `before` a cursor for the page newer than it. Cursors are opaque strings from an earlier page.
 */
export interface LeadPageRequest {
  after?: string;
  before?: string;
  /** Rows per page, 1 to 1000. */
  limit: number;
}

/** A submission in the Leads list, with the address of its lead (null when it has none). */
export interface LeadListRow extends SubmissionRow {
  email: string | null;
}

/** A page of the Leads list, newest first, with the cursors of its neighbours (null: there is none). */
export interface LeadPage {
  rows: LeadListRow[];
  /** Cursor for the page of newer rows (before). */
  newer: string | null;
  /** Cursor for the page of older rows (after). */
  older: string | null;
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
  /** Whether the removed rows' bytes are gone from the database's files too (SQLite: yes; PostgreSQL: only after VACUUM FULL). */
  filesOverwritten: boolean;
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

/** Form sends of one kind from one page and campaign ('' for a part not known), suspected bots left out. */
export interface SendCount {
  type: string;
  page: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  sends: number;
}

export interface SubmissionStore {
  /**
   * Stores a submission and its outbox rows atomically, linked to the lead of `leadEmail`.
   * @throws DuplicateSubmissionError when `dedupe` collides with an existing registration (nothing is stored).
   */
  insertSubmission(input: InsertSubmissionInput): Promise<{ id: string; createdAt: string }>;
  /** Submissions oldest first. */
  listSubmissions(filter: SubmissionFilter): Promise<SubmissionRow[]>;
  /**
   * A page of submissions matching `filter`, newest first (creation time, then insertion order),
   * found by keyset (the cursor's position), never by offset: every page costs the same.
   * @throws RangeError on a cursor that is not one, or a limit out of range.
   */
  listLeads(filter: LeadFilter, page: LeadPageRequest): Promise<LeadPage>;
  /** The person's whole record, or null when nothing is stored for this address. */
  leadTimeline(email: string): Promise<LeadTimeline | null>;
  /**
   * The submissions of this one's lead stored before it (by creation time, then insertion order),
   * newest first, suspected bots left out, at most `limit`: what its sales notice names when it goes out.
   */
  earlierSubmissions(submissionId: string, limit: number): Promise<LeadHistoryEntry[]>;
  /** Form sends per kind, page and campaign stored from `from` (inclusive) to `to` (exclusive), ISO instants. */
  sendCounts(from: string, to: string): Promise<SendCount[]>;
  /** Deletes the person's submissions, their outbox rows (sent or not) and the lead; logs an erasure. */
  erasePerson(email: string, now: Date): Promise<PersonErasure>;
  /** Completes an erasure record with the number of mail files removed afterwards. */
  recordErasedFiles(erasureId: string, files: number): Promise<void>;
  /** Deletes what is past its retention time, with its outbox rows and leads left without submissions. */
  deleteExpired(policy: RetentionPolicy): Promise<RetentionResult>;
}
