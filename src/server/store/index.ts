/** Durable submission store on SQLite (default) or PostgreSQL (DATABASE_URL): see types.ts for the contract. */
import { openStoreHere, type StoreOptions } from './open.ts';
import { openThreadStore } from './store-thread.ts';
import type { Store } from './types.ts';

/**
 * Opens the store and brings its schema up to date: PostgreSQL through a pool when
 * `databaseUrl` is set, else the SQLite file in `dataDir`, on a worker thread of its own.
 * @throws SchemaTooNewError when the database was migrated by a newer release.
 */
export async function openStore(options: StoreOptions): Promise<Store> {
  return options.databaseUrl ? openStoreHere(options) : openThreadStore(options);
}

export type { StoreOptions } from './open.ts';
export { DATABASE_FILE } from './sqlite.ts';
export { DuplicateSubmissionError, PublishBusyError, SchemaTooNewError, UserExistsError } from './errors.ts';
export { migrationNames } from './migrations.ts';
export { normalizeEmail, normalizeMobile, hashIp } from './normalize.ts';
export type { Engine } from './schema.ts';
export type {
  AuditEntry,
  DraftFile,
  FileChange,
  PublishKind,
  PublishOutcome,
  PublishPage,
  PublishRow,
  PublishStatus,
  SignInBlockPolicy,
  SignInFailureState,
  UserRow,
  UserSecrets,
} from './admin-types.ts';
export type {
  DedupeKey,
  FailureOutcome,
  InsertSubmissionInput,
  LeadHistoryEntry,
  LeadTimeline,
  OutboxInput,
  OutboxKind,
  RateLimitCount,
  OutboxRow,
  PersonErasure,
  RetentionPolicy,
  RetentionResult,
  Store,
  SubmissionFilter,
  SubmissionRow,
} from './types.ts';
