/**
 * Publishes that wait for their time (issue 41): a draft pinned when it was scheduled, or a rebuild
 * of the live site at a moment when content's show-from or show-until dates change. Each row is run
 * by exactly one instance: it is claimed by a conditional update (pending → running, or a running one
 * whose instance stopped reporting), never by a lock in memory. Same contract on both engines.
 */

/** publish: a draft pinned when scheduled; refresh: the live config built again at a content date. */
export type ScheduleKind = 'publish' | 'refresh';

/**
 * pending: waits for its time; running: an instance claimed it (and reports while it works);
 * published: its publish went live; stopped: not run, and why (someone published over its files, its
 * draft no longer passes the checks…); failed: its publish failed; cancelled: by a person, or its
 * draft was discarded; skipped: a refresh the live site did not need any more.
 */
export type ScheduleStatus = 'pending' | 'running' | 'published' | 'stopped' | 'failed' | 'cancelled' | 'skipped';

/** A file of a pinned draft: its text and the hash of the live file it was edited from (null: a new file). */
export interface PinnedFile {
  path: string;
  text: string;
  baseHash: string | null;
}

/** An account as a schedule names it: by id (to find it again when it runs) and by its names then. */
export interface ScheduleAccount {
  id: string;
  name: string;
  fullName: string;
}

export interface ScheduleRow {
  id: number;
  kind: ScheduleKind;
  status: ScheduleStatus;
  /** When it is to run (ISO 8601, UTC). */
  runAt: string;
  /** The site's time zone when it was scheduled: the time is shown in it. */
  zone: string;
  /** Who scheduled it (null for a refresh, which the server schedules itself). */
  createdBy: ScheduleAccount | null;
  /** Whose draft it publishes (null for a refresh). */
  draftOf: ScheduleAccount | null;
  /** The paths of the pinned draft, in order. */
  paths: string[];
  createdAt: string;
  updatedAt: string;
  /** When an instance began running it; kept once it ran (how late it was is runAt to this). */
  startedAt: string | null;
  finishedAt: string | null;
  /** The version its publish became. */
  publishId: number | null;
  /** Why it stopped, failed or was cancelled; or a note on one that ran (it ran late). */
  message: string | null;
  /** Who cancelled it (an account name), when a person did. */
  cancelledBy: string | null;
}

export interface NewSchedule {
  kind: ScheduleKind;
  runAt: Date;
  zone: string;
  createdBy: ScheduleAccount | null;
  draftOf: ScheduleAccount | null;
  files: readonly PinnedFile[];
}

export interface ScheduleClaim {
  row: ScheduleRow;
  /** The draft it publishes, as it was pinned. */
  files: PinnedFile[];
}

export interface ScheduleStore {
  /**
   * Records a schedule, pending. A publish counts against its maker's `limit` of waiting schedules,
   * in the same transaction: the `limit + 1`th is refused. A refresh at a time one already waits for
   * is not recorded twice (undefined is returned).
   * @throws TooManySchedulesError
   */
  add(schedule: NewSchedule, now: Date, limit: number): Promise<number | undefined>;
  get(id: number): Promise<ScheduleRow | undefined>;
  /** How many publishes the account scheduled that wait (or run) now. */
  countWaiting(accountId: string): Promise<number>;
  /** The schedules waiting or running, soonest first. */
  waiting(): Promise<ScheduleRow[]>;
  /** The schedules that are over, newest first, at most `limit`. */
  finished(limit: number): Promise<ScheduleRow[]>;
  /**
   * The publishes that did not go live (stopped or failed) and ended after `after` and at or before
   * `upTo` (ISO 8601; null: no bound), newest first, at most `limit`: the History lists them among
   * the versions of the same time.
   */
  notLive(after: string | null, upTo: string | null, limit: number): Promise<ScheduleRow[]>;
  /** The schedules whose publish became these versions, by version. */
  ofPublishes(ids: number[]): Promise<ScheduleRow[]>;
  /** A pending schedule's new time; false when it is not pending any more. */
  move(id: number, runAt: Date, now: Date): Promise<boolean>;
  /** Cancels a pending schedule, for `by` with `message`; false when it is not pending any more. */
  cancel(id: number, by: string | null, message: string | null, now: Date): Promise<boolean>;
  /** Cancels every pending publish of the draft of `accountId`; returns the ids cancelled. */
  cancelDraft(accountId: string, by: string, message: string, now: Date): Promise<number[]>;
  /**
   * Claims one schedule due at `now` for `instance`: a pending one whose time has come, soonest first,
   * or a running one whose instance has not reported since `staleBefore` (it died). A conditional
   * update: two instances never claim the same row. Undefined when none is due.
   */
  claimDue(instance: string, now: Date, staleBefore: Date): Promise<ScheduleClaim | undefined>;
  /** The claiming instance is still at it (its heartbeat); false when the row is no longer its own. */
  beat(id: number, instance: string, now: Date): Promise<boolean>;
  /** The version the claimed schedule's publish became. */
  setPublish(id: number, instance: string, publishId: number, now: Date): Promise<void>;
  /** Ends a claimed schedule; false when the row is no longer the instance's own. */
  finish(
    id: number,
    instance: string,
    outcome: { status: Exclude<ScheduleStatus, 'pending' | 'running'>; message: string | null },
    now: Date,
  ): Promise<boolean>;
  /** Gives a claimed schedule back, pending again (its instance is stopping, or a publish is under way); keeps when it began. */
  release(id: number, instance: string, now: Date): Promise<void>;
}
