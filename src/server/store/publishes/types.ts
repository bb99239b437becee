/**
 * The versions published from the browser (/admin): one publish builds at a time, across every
 * instance; each version keeps its files, its diff and its outcome, so any version can be looked at
 * and rolled back to. Same contract on both engines.
 */
import type { DraftOwner, FileChange, PublishedVersion, PublishKind } from '../../../shared/published-version.ts';

export type { DraftOwner, FileChange, PublishKind, PublishStatus } from '../../../shared/published-version.ts';

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

/** The publish building now, as the instances that look for dead ones see it. */
export interface BuildingPublish {
  id: number;
  userName: string;
  startedAt: string;
  /** Its last sign of life (progress, or the heartbeat every 15 s). */
  heartbeatAt: string;
  /** The server process building it, "<host>/<pid>/<run id>"; null for one begun before this was kept. */
  builder: string | null;
}

export interface PublishStore {
  /**
   * Records a publish as building, unless one is building already; `draftOf` names the owner of
   * the draft it publishes when that is another account, `builder` the server process that builds it.
   * @throws PublishBusyError naming the running publish.
   */
  begin(
    publish: {
      kind: PublishKind;
      userName: string;
      rollbackOf: number | null;
      draftOf?: DraftOwner | null;
      builder?: string | null;
    },
    now: Date,
  ): Promise<number>;
  /** How far the building publish `id` is; `now` is its heartbeat. */
  progress(id: number, step: string, percent: number, now: Date): Promise<void>;
  finish(id: number, outcome: PublishOutcome, now: Date): Promise<void>;
  /** The git commit a version was recorded as, or null with the message saying why it was not. */
  setCommit(id: number, commit: string | null, message: string | null): Promise<void>;
  /** Records `files` as the baseline version, unless any version is recorded already. */
  recordBaseline(files: Record<string, string>, now: Date): Promise<void>;
  /** The publish building now, if any. */
  building(): Promise<BuildingPublish | undefined>;
  /** Marks the publish `id` failed with `message`, if it is still building (its builder is gone); whether it was. */
  failBuilding(id: number, message: string, now: Date): Promise<boolean>;
  /** One version, with its diff. */
  get(id: number): Promise<PublishRow | undefined>;
  /** The running publish, if any. */
  running(): Promise<PublishRow | undefined>;
  /** Newest first, without diffs: `limit` versions older than `before` (all when not given). */
  list(limit: number, before?: number): Promise<PublishPage>;
  /**
   * Asks the building publish `id` to stop, for `by` (an account name or "operator"); the instance
   * building it sees the request and stops. False when it is not building (or was asked already).
   */
  requestCancel(id: number, by: string): Promise<boolean>;
  /**
   * Failed versions that ended before `before` keep their error and list of files, not their file
   * texts and diff; texts no version refers to any more are deleted. Returns how many of each.
   */
  pruneFailed(before: Date): Promise<{ versions: number; texts: number }>;
  /** The newest publish that went live. */
  latestPublished(): Promise<PublishRow | undefined>;
  /** Every config file of a published version, by path; undefined for a version that did not go live. */
  publishedFiles(id: number): Promise<Record<string, string> | undefined>;
}
