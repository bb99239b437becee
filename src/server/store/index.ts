/** Durable form backend store on SQLite (default) or PostgreSQL (DATABASE_URL): see store.ts for its parts. */
import { openStoreHere, type StoreOptions } from './open.ts';
import { openThreadStore } from './sqlite/store-thread.ts';
import type { Store } from './store.ts';

/**
 * Opens the store and brings its schema up to date: PostgreSQL through a pool when
 * `databaseUrl` is set, else the SQLite file in `dataDir`, on a worker thread of its own.
 * @throws SchemaTooNewError when the database was migrated by a newer release.
 */
export async function openStore(options: StoreOptions): Promise<Store> {
  return options.databaseUrl ? openStoreHere(options) : openThreadStore(options);
}

export type { StoreOptions } from './open.ts';
export { DATABASE_FILE } from './sqlite/open.ts';
export {
  DuplicateSubmissionError,
  PublishBusyError,
  ReportTooLongError,
  SchemaTooNewError,
  TooManyPreviewLinksError,
  TooManySchedulesError,
  UserExistsError,
} from './errors.ts';
export { migrationNames } from './migrations/index.ts';
export { openReportReader, type ReportLimit, type ReportReader, type ReportReads } from './report-reader.ts';
export { normalizeEmail, normalizeMobile, saltedHash } from './normalize.ts';
export type { Engine } from './schema.ts';
export type { OutboxCounts, OutboxKindCounts } from './outbox/counts.ts';
export type { Store } from './store.ts';
export type {
  AccountStore,
  NewUser,
  SignInBlockPolicy,
  SignInFailureState,
  UserRow,
  UserSecrets,
} from './accounts/types.ts';
export type { AuditEntry, AuditLog } from './audit/types.ts';
export type { DraftFile, DraftStore } from './drafts/types.ts';
export type {
  BuildingPublish,
  FileChange,
  PublishKind,
  PublishOutcome,
  PublishPage,
  PublishRow,
  PublishStatus,
  PublishStore,
} from './publishes/types.ts';
export type {
  NewSchedule,
  PinnedFile,
  ScheduleAccount,
  ScheduleClaim,
  ScheduleKind,
  ScheduleRow,
  ScheduleStatus,
  ScheduleStore,
} from './schedules/types.ts';
export type {
  NewPreviewLink,
  OpenPreviewLink,
  PreviewLinkMaker,
  PreviewLinkMode,
  PreviewLinkRow,
  PreviewLinkStore,
  SharedFile,
} from './preview-links/types.ts';
export type {
  AskForReview,
  NewReviewComment,
  ReviewAccount,
  ReviewComment,
  ReviewRow,
  ReviewStatus,
  ReviewStore,
} from './reviews/types.ts';
export type { NoticePayload } from './outbox/types.ts';
export type { SettingsStore } from './settings/types.ts';
export type { ViewCount, ViewKey, VisitorCount, VisitorSeen, VisitStore } from './visits/types.ts';
export type {
  DedupeKey,
  InsertSubmissionInput,
  LeadHistoryEntry,
  LeadTimeline,
  OutboxInput,
  PersonErasure,
  RetentionPolicy,
  RetentionResult,
  SendCount,
  SubmissionFilter,
  SubmissionRow,
  SubmissionStore,
} from './submissions/types.ts';
export type { FailureOutcome, OutboxKind, OutboxRow, OutboxStore } from './outbox/types.ts';
export type { RateLimitCount, RateLimitCounter } from './rate-limits/types.ts';
export type { AddDraftUploadOutcome, DraftUpload, DraftUploadData, DraftUploadStore } from './draft-uploads/types.ts';
