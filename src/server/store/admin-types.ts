/**
 * The store's side of publishing from the browser (/admin): editor accounts, their sessions, failed
 * sign-ins, the audit log, drafts, and the published versions. Same contract on both engines.
 */
import type { FileChange, PublishedVersion, PublishKind } from '../../shared/published-version.ts';

export interface UserRow {
  id: string;
  name: string;
  fullName: string;
  email: string;
  mustChangePassword: boolean;
  createdAt: string;
  passwordChangedAt: string;
}

export interface NewUser {
  name: string;
  fullName: string;
  email: string;
  passwordHash: string;
}

/** A failed-sign-in counter: per account name ("account:NAME") or per client address ("address:HASH"). */
export interface SignInFailureState {
  failures: number;
  /** Until when sign-ins under this key are refused without looking at the password; null when not blocked. */
  blockedUntil: string | null;
}

/** How failures turn into waiting: from `threshold` failures on, `baseMs` doubling per further failure, at most `maxMs`. */
export interface SignInBlockPolicy {
  threshold: number;
  baseMs: number;
  maxMs: number;
  /** A failure this long after the previous one counts as the first again. */
  windowMs: number;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  detail: Record<string, unknown>;
}

export interface DraftFile {
  path: string;
  text: string;
  /** The hash of the live file this edit started from; null for a file the draft creates. */
  baseHash: string | null;
  updatedAt: string;
}

export type { FileChange, PublishKind, PublishStatus } from '../../shared/published-version.ts';

export interface PublishRow extends PublishedVersion {
  /** Where its build lies (never sent to the browser). */
  buildDir: string | null;
}

export interface PublishOutcome {
  status: 'published' | 'failed';
  message: string | null;
  files: { path: string; change: FileChange }[];
  diff: string;
  /** Every config file of the version (published) or of the attempt (failed), by path. */
  snapshot: Record<string, string>;
  buildDir: string | null;
}

export interface AdminStore {
  /** @throws UserExistsError when the name is taken. */
  createUser(user: NewUser, now: Date): Promise<UserRow>;
  findUser(name: string): Promise<(UserRow & { passwordHash: string }) | undefined>;
  findUserById(id: string): Promise<UserRow | undefined>;
  listUsers(): Promise<UserRow[]>;
  countUsers(): Promise<number>;
  /** Removes the account with its sessions and drafts; false when there is none. */
  removeUser(name: string): Promise<boolean>;
  /** Sets a new password hash; `mustChange` for a one-time password. Signs the account out everywhere but `keepSession`. */
  setPassword(
    userId: string,
    passwordHash: string,
    mustChange: boolean,
    now: Date,
    keepSession?: string,
  ): Promise<void>;

  /** Sessions are stored under the SHA-256 of their id (idHash); `data` is opaque JSON. */
  saveSession(session: {
    idHash: string;
    userId: string;
    createdAt: string;
    expiresAt: string;
    data: string;
  }): Promise<void>;
  /** The session's data, or undefined when there is none or it has expired. */
  loadSession(idHash: string, now: Date): Promise<string | undefined>;
  deleteSession(idHash: string): Promise<void>;
  deleteExpiredSessions(now: Date): Promise<number>;

  signInFailures(keys: string[]): Promise<Record<string, SignInFailureState>>;
  /** Counts one more failure under each key and blocks the keys that reached the policy's threshold. */
  recordSignInFailure(
    keys: string[],
    now: Date,
    policy: SignInBlockPolicy,
  ): Promise<Record<string, SignInFailureState>>;
  clearSignInFailures(keys: string[]): Promise<void>;

  addAudit(entry: { actor: string; action: string; detail?: Record<string, unknown> }, now: Date): Promise<void>;
  /** Newest last; at most `limit` entries, from `since` (an ISO time or a YYYY-MM-DD day, UTC) on. */
  listAudit(filter: { since?: string; limit: number }): Promise<AuditEntry[]>;

  draftFiles(userId: string): Promise<DraftFile[]>;
  saveDraftFiles(
    userId: string,
    files: { path: string; text: string; baseHash: string | null }[],
    now: Date,
  ): Promise<void>;
  /** Drops draft files: all of them, or only those whose text is still the one given (a later save survives). */
  dropDraftFiles(userId: string, only?: { path: string; text: string }[]): Promise<void>;

  /**
   * Records a publish as building, unless one is building already.
   * @throws PublishBusyError naming the running publish.
   */
  beginPublish(publish: { kind: PublishKind; userName: string; rollbackOf: number | null }, now: Date): Promise<number>;
  publishProgress(id: number, step: string, percent: number, now: Date): Promise<void>;
  finishPublish(id: number, outcome: PublishOutcome, now: Date): Promise<void>;
  setPublishCommit(id: number, commit: string | null, message: string | null): Promise<void>;
  /** Records `files` as the baseline version, unless any version is recorded already. */
  recordBaseline(files: Record<string, string>, now: Date): Promise<void>;
  /** A publish building with no heartbeat since `staleBefore` (its server died): marked failed. */
  failStalePublishes(staleBefore: Date, message: string, now: Date): Promise<number>;
  getPublish(id: number): Promise<PublishRow | undefined>;
  /** The running publish, if any. */
  runningPublish(): Promise<PublishRow | undefined>;
  /** Newest first. */
  listPublishes(limit: number): Promise<PublishRow[]>;
  /** The newest publish that went live. */
  latestPublished(): Promise<PublishRow | undefined>;
  /** Every config file of a published version, by path. */
  publishedFiles(id: number): Promise<Record<string, string> | undefined>;

  /** A random secret kept in the database, made on first use: the same for every instance. */
  sharedSecret(name: string): Promise<string>;
}
