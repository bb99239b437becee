// Runs the schedules at their time, whether or not anyone is signed in. Every instance looks (at the
// next schedule's time, and at least every `pollMs`); what is due is claimed in the store by one
// instance only (a conditional update, schedule-store.ts), so several instances on one PostgreSQL
// never run a schedule twice. An instance says it is still at it while it runs one (a heartbeat);
// one that dies leaves a row another instance takes over once the heartbeat is stale. A schedule
// whose time passed while no server ran is run as soon as one starts, and says how late it was.
//
// A pinned draft is checked again when it runs: its maker must still exist and may still publish; a
// file someone published over since it was pinned stops it (their work is not overwritten), a file
// already live as pinned is left out; then publishing runs its own checks and the build. What
// stopped or failed is told to the person who scheduled it: in the Publishing panel (the list of
// schedules), the History and the audit log, and by mail when the account has an address (notify).
// A refresh builds the live config again at a moment when content's show-from or show-until dates
// change (the next such moment of the live build is planned after each build goes live).
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { hasPermission } from '../../roles/permissions.ts';
import type { LiveSite } from '../../site/live-site.ts';
import type { ScheduleClaim, ScheduleRow, ScheduleStatus, Store, UserRow } from '../../store/index.ts';
import { adminText, fill, waitInWords } from '../../words/text.ts';
import { textHash } from '../../editor/config-files.ts';
import type { Publishing, Refusal } from '../publishing.ts';
import { siteZone } from './site-zone.ts';
import { WAITING_LIMIT } from './scheduling.ts';

const t = adminText.schedules;

/** A run whose instance has not said it is at it for this long died with it. */
export const STALE_MS = 2 * 60_000;
const HEARTBEAT_MS = 15_000;
/** A run later than this after its time says how late it was. */
export const LATE_MS = 60_000;

/** Who a refresh of the live site at a content date is recorded as: no account can have this name. */
export const SCHEDULE_ACTOR: UserRow = {
  id: '',
  name: '(schedule)',
  fullName: t.refreshActor,
  email: 'schedule@editor.invalid',
  mustChangePassword: false,
  createdAt: '',
  passwordChangedAt: '',
  twoFactorSince: null,
  roles: [],
};

export interface SchedulerOptions {
  store: Store;
  publishing: Publishing;
  site: LiveSite;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** The longest wait between two looks for what is due. */
  pollMs: number;
  /** Tells the person who scheduled a publish that it stopped or failed, and why (a mail through the outbox). */
  notify?: (row: ScheduleRow, message: string) => Promise<void>;
  /** This instance's name in its claims; random by default. */
  instance?: string;
}

export interface Scheduler {
  /** Runs what is due now, one after the other; resolves when nothing due is left. */
  tick(): Promise<void>;
  /** Schedules the refresh at the live build's next content date, if it has one. */
  planRefresh(): Promise<void>;
  /** Stops looking; the run under way ends (a publish the server's stop interrupts is given back, to run again at the next start). */
  stop(): Promise<void>;
}

type Outcome = { status: Exclude<ScheduleStatus, 'pending' | 'running'>; message: string | null } | 'give back';

const stopped = (message: string): Outcome => ({ status: 'stopped', message });

/** A refusal of publishing, with the config's problems when those are why. */
function refusalInWords(refusal: Refusal): string {
  const problems = (refusal.problems ?? []).map((problem) => `${problem.file}:${problem.line}: ${problem.message}`);
  return [refusal.refused, ...problems.slice(0, 5)].join(' ');
}

export function startScheduler(options: SchedulerOptions): Scheduler {
  const { store, publishing, site, clock, log } = options;
  const instance = options.instance ?? randomUUID();
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const lateness = (row: ScheduleRow) => Date.parse(row.startedAt ?? row.runAt) - Date.parse(row.runAt);
  const lateNote = (row: ScheduleRow) =>
    lateness(row) > LATE_MS ? fill(t.late, { wait: waitInWords(lateness(row)) }) : null;

  /** Starts a publish and waits for it to be over: what became of it. */
  async function publishAndWait(row: ScheduleRow, start: () => Promise<{ id: number } | Refusal>): Promise<Outcome> {
    // Another publish under way: this one runs right after it, a moment late.
    if (await store.publishes.running()) return 'give back';
    const started = await start();
    // Refused because another publish took the lock in the meantime (it may be over already): run after it.
    if ('refused' in started)
      return started.busy || (await store.publishes.running())
        ? 'give back'
        : stopped(fill(t.refused, { message: refusalInWords(started) }));
    await store.schedules.setPublish(row.id, instance, started.id, clock());
    await publishing.settled();
    const outcome = await versionOutcome(row, started.id);
    return 'failed' in outcome
      ? { status: 'failed', message: fill(t.failed, { message: outcome.failed }) }
      : outcome.is;
  }

  /** What the version a schedule's publish became says of the schedule; `failed` with its message when it failed. */
  async function versionOutcome(row: ScheduleRow, publishId: number): Promise<{ is: Outcome } | { failed: string }> {
    const version = await store.publishes.get(publishId);
    if (version?.status === 'published') return { is: { status: 'published', message: lateNote(row) } };
    // Cut off by this server's stop (or still building on an instance that died): it runs again.
    if (stopping || version?.status === 'building') return { is: 'give back' };
    return { failed: version?.message ?? '' };
  }

  async function publishPinned({ row, files }: ScheduleClaim): Promise<Outcome> {
    const maker = row.createdBy && (await store.accounts.findUserById(row.createdBy.id));
    if (!maker) return stopped(fill(t.accountGone, { name: row.createdBy?.name ?? '' }));
    if (!hasPermission(maker, 'publish')) return stopped(fill(t.mayNotPublish, { name: maker.fullName || maker.name }));
    const owner = row.draftOf && (await store.accounts.findUserById(row.draftOf.id));
    if (!owner) return stopped(fill(t.accountGone, { name: row.draftOf?.name ?? '' }));
    const live = await publishing.liveFiles(files.map((file) => file.path));
    // What is live as pinned already (an earlier schedule of the same draft put it there) is left out.
    const left = files.filter((file) => live[file.path] !== file.text);
    const over = left.filter(
      (file) => (live[file.path] === undefined ? null : textHash(live[file.path]!)) !== file.baseHash,
    );
    if (over.length > 0) return stopped(fill(t.publishedOver, { files: over.map((file) => file.path).join(', ') }));
    if (left.length === 0) return { status: 'skipped', message: t.alreadyLive };
    return publishAndWait(row, () => publishing.publishDraft(maker, owner, left));
  }

  async function refresh(row: ScheduleRow): Promise<Outcome> {
    const visibleAt = site.current.meta.contentDates?.visibleAt;
    if (visibleAt !== undefined && Date.parse(visibleAt) >= Date.parse(row.runAt))
      return { status: 'skipped', message: t.notNeeded };
    return publishAndWait(row, () => publishing.rebuildLive(SCHEDULE_ACTOR));
  }

  async function attempt(claim: ScheduleClaim): Promise<Outcome> {
    const { row } = claim;
    // Run before (by an instance that died, or a server that stopped): what became of that publish decides.
    if (row.publishId !== null) {
      const earlier = await versionOutcome(row, row.publishId);
      // Its publish went live, or still builds: that stands. One that was cut off is run again.
      if ('is' in earlier) return earlier.is;
    }
    return row.kind === 'refresh' ? refresh(row) : publishPinned(claim);
  }

  /** The audit log, the log and the person who scheduled it learn what became of it. */
  async function record(row: ScheduleRow, outcome: Exclude<Outcome, 'give back'>): Promise<void> {
    const done = (await store.schedules.get(row.id)) ?? row;
    const lateMs = lateness(row);
    const actor = row.createdBy?.name ?? SCHEDULE_ACTOR.name;
    const detail = {
      schedule: row.id,
      at: row.runAt,
      ranAt: row.startedAt,
      ...(done.publishId === null ? {} : { version: done.publishId }),
      ...(row.draftOf && row.draftOf.id !== row.createdBy?.id ? { draftOf: row.draftOf.name } : {}),
      // Who and in which zone: the audit page says it as the History does ("Scheduled by X for T; …").
      ...(row.createdBy ? { by: row.createdBy.fullName || row.createdBy.name, zone: row.zone } : {}),
      ...(outcome.status === 'published' || outcome.message === null ? {} : { message: outcome.message }),
    };
    if (outcome.status === 'published') {
      await store.audit.add(
        { actor, action: row.kind === 'refresh' ? 'refresh-published' : 'schedule-published', detail },
        clock(),
      );
      log[lateMs > LATE_MS ? 'warn' : 'info'](
        { schedule: row.id, version: done.publishId, lateMs },
        lateMs > LATE_MS ? 'a scheduled publish ran late' : 'a scheduled publish went live',
      );
      return;
    }
    if (outcome.status === 'skipped') {
      log.info({ schedule: row.id, kind: row.kind }, 'a schedule had nothing left to do');
      return;
    }
    await store.audit.add(
      { actor, action: outcome.status === 'failed' ? 'schedule-failed' : 'schedule-stopped', detail },
      clock(),
    );
    log.warn({ schedule: row.id, status: outcome.status }, 'a scheduled publish did not go live');
    if (row.kind === 'publish' && outcome.message) await options.notify?.(done, outcome.message);
  }

  async function runClaimed(claim: ScheduleClaim): Promise<void> {
    const { row } = claim;
    const heartbeat = setInterval(
      () => void store.schedules.beat(row.id, instance, clock()).catch(() => undefined),
      HEARTBEAT_MS,
    );
    heartbeat.unref();
    try {
      let outcome: Outcome;
      try {
        outcome = await attempt(claim);
      } catch (error) {
        log.error(
          { err: { type: (error as Error).name, message: (error as Error).message }, schedule: row.id },
          'a schedule could not run',
        );
        outcome = { status: 'failed', message: fill(t.failed, { message: (error as Error).message }) };
      }
      if (outcome === 'give back') {
        await store.schedules.release(row.id, instance, clock());
        return;
      }
      if (await store.schedules.finish(row.id, instance, outcome, clock())) await record(row, outcome);
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function tick(): Promise<void> {
    while (!stopping) {
      const now = clock();
      const claim = await store.schedules.claimDue(instance, now, new Date(now.getTime() - STALE_MS));
      if (!claim) return;
      await runClaimed(claim);
      // Given back (another publish under way): the next look is soon enough.
      if ((await store.schedules.get(claim.row.id))?.status === 'pending') return;
    }
  }

  async function planRefresh(): Promise<void> {
    const next = site.current.meta.contentDates?.next;
    if (!next) return;
    const zone = siteZone(site.current);
    const refresh = {
      kind: 'refresh',
      runAt: new Date(next),
      zone,
      createdBy: null,
      draftOf: null,
      files: [],
    } as const;
    await store.schedules.add(refresh, clock(), WAITING_LIMIT);
  }

  /** Looks now, then again at the next schedule's time (at most `pollMs` later). */
  function look(): void {
    running = running
      .then(tick)
      .then(() => store.schedules.waiting())
      .then(
        (waiting) => {
          const next = waiting.find((row) => row.status === 'pending');
          const wait = next ? Date.parse(next.runAt) - clock().getTime() : options.pollMs;
          return Math.min(options.pollMs, Math.max(0, wait));
        },
        (error: unknown) => {
          log.warn({ err: { message: (error as Error).message } }, 'could not look for scheduled publishes');
          return options.pollMs;
        },
      )
      .then((wait) => {
        if (stopping) return;
        timer = setTimeout(look, wait);
        timer.unref();
      });
  }

  site.onSwap(
    () =>
      void planRefresh().catch((error: unknown) =>
        log.warn({ err: { message: (error as Error).message } }, 'could not plan the next content date'),
      ),
  );
  void planRefresh()
    .catch((error: unknown) =>
      log.warn({ err: { message: (error as Error).message } }, 'could not plan the next content date'),
    )
    .finally(() => {
      if (options.pollMs > 0) look();
    });

  return {
    tick: () => (running = running.then(tick)),
    planRefresh,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await running.catch(() => undefined);
    },
  };
}
