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
  /** The lead's source (0018; src/shared/lead-source.ts), each NULL when not known. */
  source_page: string | null;
  landing_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  /** The language of the page the form was sent from (0021), NULL for rows stored before. */
  language: string | null;
}

export interface OutboxTable {
  id: Generated<number>;
  /** NULL for a mail to an account of /admin (0015a), which belongs to no submission. */
  submission_id: string | null;
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

/** An editor account of /admin. */
export interface UsersTable {
  id: string;
  /** The sign-in name, as given to `npm run admin -- add-user`. */
  name: string;
  full_name: string;
  email: string;
  /** scrypt$N$r$p$salt$hash (see src/server/admin/passwords.ts); never the password. */
  password_hash: string;
  /** 1 while the account has a one-time password that must be changed at sign-in. */
  must_change_password: number;
  created_at: string;
  password_changed_at: string;
  /** The TOTP secret (base32) of a confirmed second factor; null without one. */
  totp_secret: string | null;
  /** A secret being set up, until a code from it confirms it. */
  totp_pending: string | null;
  totp_since: string | null;
  /** The last TOTP time step a code was accepted for: a code works once. */
  totp_last_step: number | null;
  /** The account's roles, comma-separated (editor,publisher; src/server/roles/permissions.ts). */
  roles: string;
}

/** An account's recovery codes (each works once instead of a TOTP code), by their SHA-256. */
export interface RecoveryCodesTable {
  user_id: string;
  code_hash: string;
  used_at: string | null;
}

/** A signed-in browser. The cookie holds the session id; the table keeps only its SHA-256. */
export interface AdminSessionsTable {
  id_hash: string;
  user_id: string;
  created_at: string;
  /** The idle limit: pushed forward on every request of the session. */
  expires_at: string;
  /** What @fastify/session keeps of the session (its cookie settings and our fields), as JSON. */
  data: string;
}

/** Failed sign-ins counted per account name and per client address (hashed). */
export interface SignInFailuresTable {
  key: string;
  failures: number;
  last_failed_at: string;
  blocked_until: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** The account name, or "operator" for `npm run admin`. */
  actor: string;
  action: string;
  detail: string;
}

/** The files a user changed and has not published yet: the editor's Save lands here. */
export interface DraftsTable {
  user_id: string;
  path: string;
  text: string;
  /** The hash of the live file the edit started from; null for a file the draft creates. */
  base_hash: string | null;
  updated_at: string;
}

/** Config file texts, by their SHA-256: every published version keeps its files as a list of these. */
export interface ConfigBlobsTable {
  hash: string;
  text: string;
}

export interface PublishesTable {
  id: Generated<number>;
  kind: string;
  status: string;
  /** 1 while building, NULL otherwise: a unique column, so two publishes cannot run at once. */
  running: number | null;
  user_name: string;
  started_at: string;
  heartbeat_at: string;
  finished_at: string | null;
  step: string;
  percent: number;
  message: string | null;
  rollback_of: number | null;
  /** JSON: [{ path, change }] of the files that changed. */
  files: string;
  diff: string;
  /** JSON: { path: blob hash } of every config file of this version. */
  snapshot: string;
  build_dir: string | null;
  git_commit: string | null;
  /** Who asked to stop it while it was building (an account name, or "operator"). */
  cancelled_by: string | null;
  /** Another account's draft that this publish put live: its account name and full name then (0012). */
  draft_of: string | null;
  draft_of_full_name: string | null;
  /** The server process building it, "<host>/<pid>/<run id>" (0014); NULL before. */
  builder: string | null;
}

/** Pictures uploaded into a user's draft, with their bytes, until a publish writes them (0011). */
export interface DraftUploadsTable {
  user_id: string;
  /** The file's name in public/images/uploads/ (src/server/uploads/upload-names.ts). */
  name: string;
  /** SHA-256 of the bytes, hex. */
  hash: string;
  media_type: string;
  width: number;
  height: number;
  bytes: number;
  data: Uint8Array;
  created_at: string;
}

/** Publishes waiting for their time, and what became of them (0015; store/schedules/). */
export interface SchedulesTable {
  id: Generated<number>;
  kind: string;
  status: string;
  run_at: string;
  /** The site's time zone when it was scheduled. */
  zone: string;
  created_by_id: string | null;
  created_by_name: string | null;
  created_by_full_name: string | null;
  draft_of_id: string | null;
  draft_of_name: string | null;
  draft_of_full_name: string | null;
  /** JSON: the paths of the pinned draft. */
  paths: string;
  /** JSON: [{ path, text, baseHash }], the draft as it was pinned. */
  files: string;
  created_at: string;
  updated_at: string;
  /** The instance running it, and when it last said so. */
  claimed_by: string | null;
  heartbeat_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  publish_id: number | null;
  message: string | null;
  cancelled_by: string | null;
}

/** Links that show a draft to someone without an account (0016; store/preview-links/). */
export interface PreviewLinksTable {
  id: string;
  /** SHA-256 of the link's token, hex: the token itself is never kept. */
  token_hash: string;
  mode: string;
  created_by_id: string;
  created_by_name: string;
  created_by_full_name: string;
  /** JSON: [{ path, text }], the draft as it was shared; [] for a link that follows the draft. */
  files: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  revoked_by: string | null;
}

/** Reviews of a draft asked of a publisher, one active per author (0017; store/reviews/). */
export interface ReviewsTable {
  id: Generated<number>;
  /** open, sent-back, approved, closed (its draft was discarded). */
  status: string;
  /** 1 when first asked, one more each time it is asked again. */
  round: number;
  author_id: string;
  author_name: string;
  author_full_name: string;
  /** The publisher asked; NULL: any publisher. */
  reviewer_id: string | null;
  reviewer_name: string | null;
  reviewer_full_name: string | null;
  /** JSON: the paths of the draft when it was asked. */
  paths: string;
  /** The draft's fingerprint when it was asked (reviews.ts): an approval of another draft is refused. */
  fingerprint: string;
  asked_at: string;
  updated_at: string;
  decided_by_name: string | null;
  decided_by_full_name: string | null;
  decided_at: string | null;
  /** What the approval did ("publish 12", "schedule 3"), or why it was closed. */
  outcome: string | null;
}

/** A reviewer's comments, on the whole draft (path NULL) or on one field (path and pointer) (0017). */
export interface ReviewCommentsTable {
  id: Generated<number>;
  review_id: number;
  round: number;
  author_id: string;
  author_name: string;
  author_full_name: string;
  path: string | null;
  pointer: string | null;
  body: string;
  created_at: string;
}

export interface SettingsTable {
  name: string;
  value: string;
}

/** Views of one day, page, referring host, campaign and device class (0019); '' for a part not known. */
export interface VisitCountsTable {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  path: string;
  referrer_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  device: string;
  views: number;
}

/** Views of a calendar month (YYYY-MM) per page, campaign or referring site (0024): the sums of its days' visit_counts. */
export interface VisitMonthPagesTable {
  month: string;
  path: string;
  /** bigint on PostgreSQL, read as a number (postgres/open.ts). */
  views: number;
}

export interface VisitMonthCampaignsTable {
  month: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  views: number;
}

export interface VisitMonthReferrersTable {
  month: string;
  referrer_host: string;
  views: number;
}

/** The day's visitors by their salted hash, per page ('' for the whole site): kept only through their day. */
export interface VisitVisitorsTable {
  day: string;
  path: string;
  visitor: string;
}

/** Unique visitors of a past day, per page ('' for the whole site). */
export interface VisitorCountsTable {
  day: string;
  path: string;
  visitors: number;
}

/** The salt of the current day's visitor hashes, deleted once its day is over. */
export interface VisitSaltsTable {
  day: string;
  salt: string;
}

/** Which UTC day's purge of old visit counts an instance claimed (one a day), and the first day it kept. */
export interface VisitPurgesTable {
  day: string;
  kept_from: string;
}

export interface Database {
  submissions: SubmissionsTable;
  outbox: OutboxTable;
  leads: LeadsTable;
  erasures: ErasuresTable;
  rate_limits: RateLimitsTable;
  recipient_mail: RecipientMailTable;
  readiness_probe: ReadinessProbeTable;
  users: UsersTable;
  admin_sessions: AdminSessionsTable;
  sign_in_failures: SignInFailuresTable;
  audit_log: AuditLogTable;
  drafts: DraftsTable;
  config_blobs: ConfigBlobsTable;
  publishes: PublishesTable;
  settings: SettingsTable;
  recovery_codes: RecoveryCodesTable;
  draft_uploads: DraftUploadsTable;
  schedules: SchedulesTable;
  preview_links: PreviewLinksTable;
  reviews: ReviewsTable;
  review_comments: ReviewCommentsTable;
  visit_counts: VisitCountsTable;
  visit_visitors: VisitVisitorsTable;
  visitor_counts: VisitorCountsTable;
  visit_salts: VisitSaltsTable;
  visit_purges: VisitPurgesTable;
  visit_month_pages: VisitMonthPagesTable;
  visit_month_campaigns: VisitMonthCampaignsTable;
  visit_month_referrers: VisitMonthReferrersTable;
}

export type Engine = 'sqlite' | 'postgres';
