// "Publish later": an account that may publish pins a draft (its own, or later one it approved) to a
// moment, which the scheduler (scheduler.ts) publishes at its time on one instance. The time is read
// as ISO 8601 with its offset, optionally with the zone it was meant in (zoned-time.ts): a time that
// has passed, one beyond what can be held or further ahead than allowed, a time the zone skips, a zone
// that does not exist are each refused in words. The draft is checked as a publish would check it
// (publishing.checkDraft) when it is scheduled; the scheduler checks it again when it runs. What is
// pinned is the draft as it was saved then: the owner may go on editing for a later publish.
import type { Publishing, Refusal } from '../publishing.ts';
import { mayStopPublish } from '../../roles/permissions.ts';
import type { LiveSite } from '../../site/live-site.ts';
import {
  TooManySchedulesError,
  type ScheduleAccount,
  type ScheduleRow,
  type Store,
  type UserRow,
} from '../../store/index.ts';
import { adminText, fill } from '../../words/text.ts';
import { readMoment, type TimeProblem } from '../../../shared/zoned-time.ts';
import type { ScheduleView, SchedulesAnswer } from '../../../shared/schedule-contract.ts';
import { momentForPeople, siteZone } from './site-zone.ts';

const t = adminText.schedules;

const DAY_MS = 24 * 60 * 60_000;
/** How far ahead a publish may be scheduled. */
export const MAX_DAYS_AHEAD = 366;
/** Publishes one account may have waiting at once. */
export const WAITING_LIMIT = 50;
/** The schedules that are over, listed after the waiting ones. */
const FINISHED_LISTED = 20;
/** The publishes that did not go live that one page of the History lists at most (they are rare). */
const NOT_LIVE_LISTED = 50;

export interface SchedulingOptions {
  store: Store;
  publishing: Publishing;
  site: LiveSite;
  clock: () => Date;
  /** Publishes one account may have waiting (WAITING_LIMIT by default). */
  waitingLimit?: number;
}

export interface Scheduling {
  /** Pins the saved draft of `owner` (the creator's own by default) to the moment `at` says, for `creator`. */
  schedule(creator: UserRow, at: string, owner?: UserRow): Promise<ScheduleView | Refusal>;
  /** The schedules waiting, then the last ones over, with the site's zone and the server's time. */
  list(): Promise<SchedulesAnswer>;
  /** A waiting schedule's new time, for its maker or an admin. */
  move(viewer: UserRow, id: number, at: string): Promise<ScheduleView | Refusal>;
  cancel(viewer: UserRow, id: number): Promise<ScheduleView | Refusal>;
  /** The draft of `owner` was discarded by `by`: its waiting publishes go with it. Returns their ids. */
  draftDiscarded(owner: UserRow, by: UserRow): Promise<number[]>;
  /** The schedules that became these versions, by version id (the History names them). */
  ofVersions(ids: number[]): Promise<Map<number, ScheduleView>>;
  /** The publishes that did not go live and ended after `after`, up to `upTo` (ISO; null: no bound), newest first. */
  notLive(after: string | null, upTo: string | null): Promise<ScheduleView[]>;
  /** A schedule's time written out in its zone, in the site's locale. */
  timeInWords(schedule: Pick<ScheduleView, 'at' | 'zone'>): string;
}

const REASONS = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict' } as const;
const refusal = (status: keyof typeof REASONS, refused: string): Refusal => ({
  status,
  error: REASONS[status],
  refused,
});

export const asAccount = (user: Pick<UserRow, 'id' | 'name' | 'fullName'>): ScheduleAccount => ({
  id: user.id,
  name: user.name,
  fullName: user.fullName,
});

/** A schedule as the calls answer it: accounts by their names only. */
export function scheduleView(row: ScheduleRow): ScheduleView {
  const person = (account: ScheduleAccount | null) => account && { name: account.name, fullName: account.fullName };
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    at: row.runAt,
    zone: row.zone,
    by: person(row.createdBy),
    draftOf: person(row.draftOf),
    files: row.paths,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    publishId: row.publishId,
    message: row.message,
    cancelledBy: row.cancelledBy,
  };
}

/** Why a written time was not taken, in words. */
function timeProblemInWords(problem: TimeProblem): string {
  switch (problem.kind) {
    case 'malformed':
      return t.malformed;
    case 'out-of-range':
      return fill(t.outOfRange, { days: MAX_DAYS_AHEAD });
    case 'unknown-zone':
      return fill(t.unknownZone, { zone: problem.zone });
    case 'gap':
      return fill(t.gap, { local: problem.local.replace('T', ' '), zone: problem.zone });
    case 'wrong-offset':
      return fill(t.wrongOffset, problem);
  }
}

export function createScheduling(options: SchedulingOptions): Scheduling {
  const { store, publishing, site, clock } = options;
  const limit = options.waitingLimit ?? WAITING_LIMIT;
  const inWords = (epochMs: number, zone: string) => momentForPeople(epochMs, zone, site.current.locale);

  /** The moment `at` names, when it is one a publish may be scheduled for now; else why not. */
  function scheduleTime(at: string): { runAt: Date; zone: string } | Refusal {
    const zone = siteZone(site.current);
    const reading = readMoment(at);
    if (!reading.ok) return refusal(400, timeProblemInWords(reading.problem));
    const now = clock().getTime();
    if (reading.epochMs <= now) return refusal(400, fill(t.past, { now: inWords(now, zone) }));
    if (reading.epochMs > now + MAX_DAYS_AHEAD * DAY_MS) return refusal(400, fill(t.tooFar, { days: MAX_DAYS_AHEAD }));
    return { runAt: new Date(reading.epochMs), zone };
  }

  /** A schedule the viewer may change, while it waits; else why not. */
  async function changeable(viewer: UserRow, id: number): Promise<ScheduleRow | Refusal> {
    const row = await store.schedules.get(id);
    if (!row) return refusal(404, fill(t.noSuch, { id }));
    if (row.kind === 'refresh') return refusal(403, t.refreshNotYours);
    if (!mayStopPublish(viewer, row.createdBy?.name ?? ''))
      return refusal(403, fill(t.notYours, { name: row.createdBy?.name ?? '' }));
    if (row.status !== 'pending') return refusal(409, fill(t.notPending, { id }));
    return row;
  }

  async function viewOf(id: number): Promise<ScheduleView> {
    return scheduleView((await store.schedules.get(id))!);
  }

  return {
    async schedule(creator, at, owner = creator) {
      const time = scheduleTime(at);
      if ('refused' in time) return time;
      // Counted first, at no cost; counted again where it counts, in the insert's transaction.
      if ((await store.schedules.countWaiting(creator.id)) >= limit) return refusal(409, fill(t.tooMany, { limit }));
      const draft = await store.drafts.files(owner.id);
      if (draft.length === 0) return refusal(400, t.nothingToSchedule);
      // The checks a publish would make now; the scheduler makes them again when its time comes.
      const problem = await publishing.checkDraft(creator, owner, draft);
      if (problem) return problem;
      try {
        const id = await store.schedules.add(
          {
            kind: 'publish',
            runAt: time.runAt,
            zone: time.zone,
            createdBy: asAccount(creator),
            draftOf: asAccount(owner),
            files: draft.map(({ path, text, baseHash }) => ({ path, text, baseHash })),
          },
          clock(),
          limit,
        );
        return await viewOf(id!);
      } catch (error) {
        if (error instanceof TooManySchedulesError) return refusal(409, fill(t.tooMany, { limit: error.limit }));
        throw error;
      }
    },

    async list() {
      const [waiting, finished] = await Promise.all([
        store.schedules.waiting(),
        store.schedules.finished(FINISHED_LISTED),
      ]);
      return {
        zone: siteZone(site.current),
        now: clock().toISOString(),
        maxDaysAhead: MAX_DAYS_AHEAD,
        schedules: [...waiting, ...finished].map(scheduleView),
      };
    },

    async move(viewer, id, at) {
      const row = await changeable(viewer, id);
      if ('refused' in row) return row;
      const time = scheduleTime(at);
      if ('refused' in time) return time;
      if (!(await store.schedules.move(id, time.runAt, clock()))) return refusal(409, fill(t.notPending, { id }));
      return viewOf(id);
    },

    async cancel(viewer, id) {
      const row = await changeable(viewer, id);
      if ('refused' in row) return row;
      if (!(await store.schedules.cancel(id, viewer.name, null, clock())))
        return refusal(409, fill(t.notPending, { id }));
      return viewOf(id);
    },

    draftDiscarded: (owner, by) =>
      store.schedules.cancelDraft(owner.id, by.name, fill(t.discarded, { name: by.fullName || by.name }), clock()),

    notLive: async (after, upTo) => (await store.schedules.notLive(after, upTo, NOT_LIVE_LISTED)).map(scheduleView),

    timeInWords: (schedule) => inWords(Date.parse(schedule.at), schedule.zone),

    async ofVersions(ids) {
      const rows = await store.schedules.ofPublishes(ids);
      return new Map(rows.map((row) => [row.publishId!, scheduleView(row)]));
    },
  };
}
