// The scheduler on a real store, with the clock driven by the test and publishing stood in for (the
// build and the switch are the end-to-end suite's, tests/e2e/schedule.spec.ts): a pinned draft is
// published at its time and not before, once however many instances look, with what it ran late by;
// what someone published over since stops it and tells its maker; what is live already is left out;
// a maker who may no longer publish stops it; a publish under way, or the server's stop, gives it back
// to run later; a refresh runs at the live build's next content date, unless that build is current.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newUser } from '../../../../tests/support/store-accounts.ts';
import { textHash } from '../../editor/config-files.ts';
import type { LiveSite } from '../../site/live-site.ts';
import type { SiteBuild } from '../../site/site-build.ts';
import {
  openStore,
  PublishBusyError,
  type PinnedFile,
  type ScheduleRow,
  type Store,
  type UserRow,
} from '../../store/index.ts';
import type { DraftToPublish, Publishing, Refusal } from '../publishing.ts';
import { startScheduler, type Scheduler } from './scheduler.ts';
import { asAccount } from './scheduling.ts';

const T0 = Date.parse('2030-03-30T05:00:00.000Z');
const MINUTE = 60_000;
const FAQ = '{"items":["live"]}\n';

interface Started {
  kind: 'draft' | 'rebuild';
  by: string;
  files?: DraftToPublish;
}

describe('the scheduler', () => {
  let dir: string;
  let store: Store;
  let now: number;
  let live: Record<string, string>;
  let started: Started[];
  let outcome: 'published' | 'failed';
  let contentDates: SiteBuild['meta']['contentDates'];
  const told: { row: ScheduleRow; message: string }[] = [];
  const schedulers: Scheduler[] = [];
  const logged: { level: number; msg: string; lateMs?: number }[] = [];
  const note = (level: number) => (fields: object, msg: string) => void logged.push({ level, msg, ...fields });
  const log = { info: note(30), warn: note(40), error: note(50) } as unknown as FastifyBaseLogger;
  let paul: UserRow;

  const clock = () => new Date(now);
  const site = {
    get current() {
      return { dir: dir, locale: 'en_US', meta: { contentDates } } as unknown as SiteBuild;
    },
    onSwap: () => undefined,
  } as unknown as LiveSite;

  /** Publishing as the scheduler sees it: each publish recorded as a version that went live (or failed) at once. */
  const publishing = {
    liveFiles: () => ({ ...live }),
    settled: async () => undefined,
    async publishDraft(user: UserRow, _owner: UserRow, files: DraftToPublish) {
      const made = await version(user.name, () =>
        Object.assign(live, Object.fromEntries(files.map((f) => [f.path, f.text]))),
      );
      if ('id' in made) started.push({ kind: 'draft', by: user.name, files });
      return made;
    },
    async rebuildLive(user: UserRow) {
      const made = await version(user.name, () => undefined);
      if ('id' in made) started.push({ kind: 'rebuild', by: user.name });
      return made;
    },
  } as unknown as Publishing;

  async function version(userName: string, goLive: () => void): Promise<{ id: number } | Refusal> {
    let id: number;
    try {
      id = await store.publishes.begin({ kind: 'publish', userName, rollbackOf: null }, clock());
    } catch (error) {
      // As publishing answers while another publish holds the lock: a refusal, not an exception.
      if (!(error instanceof PublishBusyError)) throw error;
      return { refused: error.message, status: 409, error: 'Conflict', busy: true };
    }
    if (outcome === 'published') goLive();
    await store.publishes.finish(
      id,
      {
        status: outcome,
        message: outcome === 'failed' ? 'the build broke' : null,
        files: [],
        diff: '',
        snapshot: live,
        buildDir: null,
      },
      clock(),
    );
    return { id };
  }

  const scheduler = (instance = 'one') => {
    const made = startScheduler({
      store,
      publishing,
      site,
      clock,
      log,
      pollMs: 0,
      instance,
      notify: async (row, message) => void told.push({ row, message }),
    });
    schedulers.push(made);
    return made;
  };

  const pinned = (text: string, base = FAQ): PinnedFile[] => [{ path: 'faq.json', text, baseHash: textHash(base) }];
  const schedule = async (runAt: number, files = pinned('{"items":["new"]}\n'), maker = paul) =>
    (await store.schedules.add(
      {
        kind: 'publish',
        runAt: new Date(runAt),
        zone: 'Asia/Dubai',
        createdBy: asAccount(maker),
        draftOf: asAccount(maker),
        files,
      },
      clock(),
      50,
    ))!;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'scheduler-test-'));
    store = await openStore({ dataDir: dir });
    now = T0 - 10 * MINUTE;
    live = { 'faq.json': FAQ };
    started = [];
    outcome = 'published';
    contentDates = undefined;
    told.length = 0;
    logged.length = 0;
    paul = await store.accounts.createUser(newUser('paul'), clock());
  });

  afterEach(async () => {
    for (const made of schedulers.splice(0)) await made.stop();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('publishes the pinned draft at its time, not before, and records it', async () => {
    const id = await schedule(T0);
    const one = scheduler();
    await one.tick();
    expect(started).toEqual([]);
    now = T0 - 1;
    await one.tick();
    expect(started).toEqual([]);
    now = T0 + 200;
    await one.tick();
    expect(started).toEqual([{ kind: 'draft', by: 'paul', files: pinned('{"items":["new"]}\n') }]);
    const row = await store.schedules.get(id);
    expect(row).toMatchObject({ status: 'published', message: null, startedAt: new Date(T0 + 200).toISOString() });
    expect(row?.publishId).toBeTypeOf('number');
    const audit = (await store.audit.list({ limit: 10 })).filter((entry) => entry.action === 'schedule-published');
    expect(audit).toEqual([
      expect.objectContaining({
        actor: 'paul',
        detail: {
          schedule: id,
          at: new Date(T0).toISOString(),
          ranAt: new Date(T0 + 200).toISOString(),
          version: row!.publishId,
          by: 'paul Editor',
          zone: 'Asia/Dubai',
        },
      }),
    ]);
  });

  it('runs a schedule whose time passed while no server ran as soon as one looks, and says how late', async () => {
    const id = await schedule(T0);
    now = T0 + 125 * MINUTE;
    await scheduler().tick();
    expect((await store.schedules.get(id))?.message).toBe(
      'It ran 3 minutes late: at its time the server was not running, or another publish was under way.'.replace(
        '3 minutes',
        '125 minutes',
      ),
    );
    expect(logged.find((line) => line.msg === 'a scheduled publish ran late')).toMatchObject({ lateMs: 125 * MINUTE });
  });

  it('publishes once however many instances look at the same moment', async () => {
    const other = await openStore({ dataDir: dir });
    try {
      // Three drafts of new pages: none stands in another's way.
      for (let n = 0; n < 3; n++) await schedule(T0 + n, [{ path: `pages/p${n}.json`, text: '{}\n', baseHash: null }]);
      now = T0 + MINUTE;
      const second = startScheduler({ store: other, publishing, site, clock, log, pollMs: 0, instance: 'two' });
      schedulers.push(second);
      await Promise.all([scheduler('one').tick(), second.tick(), scheduler('three').tick()]);
      // One that found another's publish under way was given back; the next look runs it.
      await scheduler('one').tick();
      expect(started).toHaveLength(3);
      expect((await store.schedules.finished(10)).map((row) => row.status)).toEqual([
        'published',
        'published',
        'published',
      ]);
    } finally {
      await other.close();
    }
  });

  it('stops, and tells its maker, when someone published over its files since', async () => {
    const id = await schedule(T0);
    live['faq.json'] = '{"items":["someone else’s"]}\n';
    now = T0;
    await scheduler().tick();
    expect(started).toEqual([]);
    const row = await store.schedules.get(id);
    expect(row).toMatchObject({ status: 'stopped' });
    expect(row?.message).toMatch(/^Stopped: someone published faq\.json after this was scheduled/);
    expect(told).toEqual([{ row: expect.objectContaining({ id, status: 'stopped' }), message: row!.message }]);
    expect((await store.audit.list({ limit: 10 })).map((entry) => entry.action)).toContain('schedule-stopped');
  });

  it('leaves out what is live as pinned already, and has nothing to do when all of it is', async () => {
    const both = [
      ...pinned(FAQ.replace('live', 'new')),
      { path: 'site.json', text: '{"a":1}\n', baseHash: textHash('{"a":0}\n') },
    ];
    live['site.json'] = '{"a":1}\n';
    const id = await schedule(T0, both);
    const already = await schedule(T0 + 1, [{ path: 'site.json', text: '{"a":1}\n', baseHash: textHash('{"a":0}\n') }]);
    now = T0 + MINUTE;
    await scheduler().tick();
    expect(started.map((run) => run.files?.map((file) => file.path))).toEqual([['faq.json']]);
    expect((await store.schedules.get(id))?.status).toBe('published');
    expect(await store.schedules.get(already)).toMatchObject({
      status: 'skipped',
      message: 'Nothing was left to publish: all it held is live already.',
    });
  });

  it('stops when its maker may no longer publish', async () => {
    const id = await schedule(T0);
    await store.accounts.setRoles(paul.name, ['editor']);
    now = T0;
    await scheduler().tick();
    expect(started).toEqual([]);
    expect((await store.schedules.get(id))?.message).toBe(
      'Stopped: paul Editor, who scheduled it, may no longer publish. Nothing was published.',
    );
  });

  it('gives a schedule back while another publish is under way, and runs it once that is over', async () => {
    const id = await schedule(T0);
    const other = await store.publishes.begin({ kind: 'publish', userName: 'pia', rollbackOf: null }, clock());
    now = T0;
    const one = scheduler();
    await one.tick();
    expect(started).toEqual([]);
    expect((await store.schedules.get(id))?.status).toBe('pending');
    await store.publishes.finish(
      other,
      { status: 'published', message: null, files: [], diff: '', snapshot: live, buildDir: null },
      clock(),
    );
    now = T0 + 5000;
    await one.tick();
    expect((await store.schedules.get(id))?.status).toBe('published');
  });

  it('records a failed publish as failed, and tells its maker why', async () => {
    const id = await schedule(T0);
    outcome = 'failed';
    now = T0;
    await scheduler().tick();
    expect((await store.schedules.get(id))?.message).toBe('The scheduled publish failed: the build broke');
    expect(told.map((entry) => entry.message)).toEqual(['The scheduled publish failed: the build broke']);
  });

  it('plans a refresh at the live build’s next content date, and runs it unless the live build is current', async () => {
    contentDates = { visibleAt: new Date(T0 - 20 * MINUTE).toISOString(), next: new Date(T0).toISOString() };
    const one = scheduler();
    await one.planRefresh();
    await one.planRefresh();
    expect((await store.schedules.waiting()).map((row) => [row.kind, row.runAt])).toEqual([
      ['refresh', new Date(T0).toISOString()],
    ]);
    now = T0;
    await one.tick();
    expect(started).toEqual([{ kind: 'rebuild', by: '(schedule)' }]);
    // A build already made for that moment (another instance's) needs no other.
    contentDates = { visibleAt: new Date(T0 + 2 * MINUTE).toISOString(), next: new Date(T0 + MINUTE).toISOString() };
    await one.planRefresh();
    now = T0 + 3 * MINUTE;
    await one.tick();
    expect(started).toHaveLength(1);
    expect((await store.schedules.finished(1))[0]).toMatchObject({ kind: 'refresh', status: 'skipped' });
  });
});
