/**
 * The scheduled publishes as the schedules' calls answer them (src/server/admin/schedule-routes.ts)
 * and the editor reads them (src/editor/state/schedules.ts).
 */
import type { DraftOwner } from './published-version.ts';

export type ScheduleKind = 'publish' | 'refresh';
export type ScheduleStatus = 'pending' | 'running' | 'published' | 'stopped' | 'failed' | 'cancelled' | 'skipped';

export interface ScheduleView {
  id: number;
  /** publish: a draft pinned when it was scheduled; refresh: the live site built again at a content date. */
  kind: ScheduleKind;
  status: ScheduleStatus;
  /** When it is to run, ISO 8601 in UTC. */
  at: string;
  /** The site's time zone when it was scheduled: its time is shown in it. */
  zone: string;
  /** Who scheduled it; null for a refresh, which the server schedules itself. */
  by: DraftOwner | null;
  /** Whose draft it publishes; null for a refresh. */
  draftOf: DraftOwner | null;
  /** The files of the draft it publishes. */
  files: string[];
  createdAt: string;
  /** When it began to run (how late it was: at to this). */
  startedAt: string | null;
  finishedAt: string | null;
  /** The version its publish became. */
  publishId: number | null;
  /** Why it stopped, failed or was cancelled, or a note on one that ran (late). */
  message: string | null;
  cancelledBy: string | null;
}

export interface SchedulesAnswer {
  /** The site's time zone (site.json's timeZone, as the live site was built). */
  zone: string;
  /** The server's time. */
  now: string;
  /** How far ahead a publish may be scheduled, in days. */
  maxDaysAhead: number;
  /** Waiting and running ones, soonest first; then the last ones over, newest first. */
  schedules: ScheduleView[];
}
