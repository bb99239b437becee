/** Durable submission store: see types.ts for the contract and sqlite-store.ts for the implementation. */
export { openStore, DATABASE_FILE, DEFAULT_LEASE_MS } from './sqlite-store.ts';
export type { StoreOptions } from './sqlite-store.ts';
export { DuplicateSubmissionError, SchemaTooNewError } from './errors.ts';
export { migrations, applyMigrations, currentVersion } from './migrations.ts';
export type { Migration } from './migrations.ts';
export { normalizeEmail, normalizeMobile, hashIp } from './normalize.ts';
export type {
  DedupeKey,
  InsertSubmissionInput,
  OutboxKind,
  OutboxRow,
  Store,
  SubmissionFilter,
  SubmissionRow,
} from './types.ts';
