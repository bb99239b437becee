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
  /** Since when the account signs in with a second factor (a TOTP code); null without one. */
  twoFactorSince: string | null;
  /** Its roles' names (src/server/admin/permissions.ts says what each allows), in the order given. */
  roles: string[];
}

/** What only the sign-in and the account's own settings read: never sent anywhere. */
export interface UserSecrets {
  passwordHash: string;
  /** The confirmed TOTP secret (base32). */
  totpSecret: string | null;
  /** A TOTP secret being set up, not confirmed yet. */
  totpPending: string | null;
}

export interface NewUser {
  name: string;
  fullName: string;
  email: string;
  passwordHash: string;
  roles: string[];
}

/**
 * A failed-sign-in counter, under a key: an account from one address ("pair:NAME@HASH"), an address
 * ("address:HASH") or an account from anywhere ("account:NAME"); see src/server/admin/sign-in.ts.
 */
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

/** A page of the history, newest first; `next` is the `before` of the following page, null at the end. */
export interface PublishPage {
  versions: PublishRow[];
  next: number | null;
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
  findUser(name: string): Promise<(UserRow & UserSecrets) | undefined>;
  findUserById(id: string): Promise<UserRow | undefined>;
  listUsers(): Promise<UserRow[]>;
  countUsers(): Promise<number>;
  /** Gives the account these roles (replacing its own); the account as it is now, undefined when there is none. */
  setRoles(name: string, roles: string[]): Promise<UserRow | undefined>;
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
  /** Clears every failure counted against the account (from anywhere and from each address); returns how many counters. */
  clearAccountFailures(name: string): Promise<number>;

  /** Starts setting up a second factor: the secret waits for its first code (replacing one waiting before). */
  setPendingTotp(userId: string, secret: string): Promise<void>;
  /** The waiting secret becomes the account's second factor, with fresh recovery codes (their hashes); false when none was waiting. */
  confirmTotp(userId: string, secret: string, recoveryHashes: string[], now: Date): Promise<boolean>;
  /** Turns the second factor off: secret, waiting secret and recovery codes gone. */
  clearTotp(userId: string): Promise<void>;
  /** Records the time step of an accepted code; false when this step (or a later one) was used already: a code works once. */
  useTotpStep(userId: string, step: number): Promise<boolean>;
  /** Uses up a recovery code by its hash; false when there is no such unused code. */
  useRecoveryCode(userId: string, codeHash: string, now: Date): Promise<boolean>;
  countRecoveryCodes(userId: string): Promise<number>;

  /** A setting kept in the database for every instance (e.g. whether a second factor is required); undefined when unset. */
  setting(name: string): Promise<string | undefined>;
  /** Sets a setting, or removes it with null. */
  putSetting(name: string, value: string | null): Promise<void>;

  addAudit(entry: { actor: string; action: string; detail?: Record<string, unknown> }, now: Date): Promise<void>;
  /**
   * Newest last; the newest `limit` entries from `since` (an ISO time or a YYYY-MM-DD day, UTC) on,
   * and older than the entry `before` (an id) when given: the page after one whose oldest was `before`.
   */
  listAudit(filter: { since?: string; before?: number; limit: number }): Promise<AuditEntry[]>;

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
  /** Newest first, without diffs: `limit` versions older than `before` (all when not given). */
  listPublishes(limit: number, before?: number): Promise<PublishPage>;
  /**
   * Asks the building publish `id` to stop, for `by` (an account name or "operator"); the instance
   * building it sees the request and stops. False when it is not building (or was asked already).
   */
  requestPublishCancel(id: number, by: string): Promise<boolean>;
  /**
   * Failed versions that ended before `before` keep their error and list of files, not their file
   * texts and diff; texts no version refers to any more are deleted. Returns how many of each.
   */
  pruneFailedPublishes(before: Date): Promise<{ versions: number; texts: number }>;
  /** The newest publish that went live. */
  latestPublished(): Promise<PublishRow | undefined>;
  /** Every config file of a published version, by path. */
  publishedFiles(id: number): Promise<Record<string, string> | undefined>;

  /** A random secret kept in the database, made on first use: the same for every instance. */
  sharedSecret(name: string): Promise<string>;
}
