/**
 * The store's side of publishing from the browser (/admin): the settings of every instance, the audit
 * log, drafts, and the published versions. Same contract on both engines. (The accounts, their
 * sessions, failed sign-ins and second factors are a part of their own: accounts/types.ts.)
 */
import type { FileChange, PublishedVersion, PublishKind } from '../../shared/published-version.ts';

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
  /** A file saved again keeps the base it started from, unless `rebased` (its draft was brought up to date with a publish). */
  saveDraftFiles(
    userId: string,
    files: { path: string; text: string; baseHash: string | null }[],
    now: Date,
    rebased?: boolean,
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
