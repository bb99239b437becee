// The tables as Kysely sees them, the same on SQLite and PostgreSQL. Timestamps travel as ISO 8601
// UTC strings and JSON as its text in both directions (the PostgreSQL pool is told to hand both
// back as strings too, see postgres.ts), so the store's code never branches on value types.
import type { Generated } from 'kysely';

export interface SubmissionsTable {
  id: string;
  type: string;
  created_at: string;
  payload: string;
  meta: string;
  dedupe_product: string | null;
  dedupe_email: string | null;
  dedupe_mobile: string | null;
  lead_id: string | null;
}

export interface OutboxTable {
  id: Generated<number>;
  submission_id: string;
  kind: string;
  payload: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
  dead_at: string | null;
}

export interface LeadsTable {
  id: string;
  /** Normalised (trimmed, lower-cased) e-mail address: one lead per person. */
  email: string;
  created_at: string;
}

export interface ErasuresTable {
  id: string;
  erased_at: string;
  submissions: number;
  outbox_rows: number;
  mail_files: number;
}

/** A rate limiter's counter for one client: hits in the window that ends at resets_at. */
export interface RateLimitsTable {
  /** Salted hash of the limiter's name and the client key. */
  key: string;
  hits: number;
  resets_at: string;
}

/** When a mail to a visitor's address was last queued, so another within the window is not. */
export interface RecipientMailTable {
  /** Salted hash of the normalised address. */
  recipient: string;
  submission_id: string;
  last_queued_at: string;
}

export interface ReadinessProbeTable {
  id: number;
  written_at: string;
}

export interface Database {
  submissions: SubmissionsTable;
  outbox: OutboxTable;
  leads: LeadsTable;
  erasures: ErasuresTable;
  rate_limits: RateLimitsTable;
  recipient_mail: RecipientMailTable;
  readiness_probe: ReadinessProbeTable;
}

export type Engine = 'sqlite' | 'postgres';
