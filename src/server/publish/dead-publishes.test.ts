// Publishes whose server is gone: known dead at once on the host where they ran (their process is
// gone, or this process has its number), after two minutes without a sign of life anywhere else;
// marked failed once, counted, audited, their folders removed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/index.ts';
import { adminText } from '../words/text.ts';
import { builderGone, STALE_MS, THIS_BUILDER, watchDeadPublishes } from './dead-publishes.ts';

const T0 = new Date('2030-01-01T10:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const host = hostname();
/** The number of a process that ran and ended. */
const endedPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('whether the builder of a publish is gone', () => {
  const heard = (ms: number) => later(-ms).toISOString();

  it('on this host: as soon as its process has ended, or when this process has its number', () => {
    expect(builderGone({ builder: `${host}/${endedPid()}/run-a`, heartbeatAt: heard(0) }, T0)).toBe(true);
    expect(builderGone({ builder: `${host}/${process.pid}/an-earlier-run`, heartbeatAt: heard(0) }, T0)).toBe(true);
    // A process that runs (this one's parent) may be building it: its heartbeat decides.
    expect(builderGone({ builder: `${host}/${process.ppid}/run-a`, heartbeatAt: heard(0) }, T0)).toBe(false);
    expect(builderGone({ builder: `${host}/${process.ppid}/run-a`, heartbeatAt: heard(STALE_MS + 1) }, T0)).toBe(true);
  });

  it('on another host, or unknown: after two minutes without a sign of life', () => {
    for (const builder of [`elsewhere/${endedPid()}/run-a`, null]) {
      expect(builderGone({ builder, heartbeatAt: heard(STALE_MS) }, T0)).toBe(false);
      expect(builderGone({ builder, heartbeatAt: heard(STALE_MS + 1) }, T0)).toBe(true);
    }
  });

  it('never for this very process, which builds it', () => {
    expect(builderGone({ builder: THIS_BUILDER, heartbeatAt: heard(10 * STALE_MS) }, T0)).toBe(false);
  });
});

describe('looking for dead publishes', () => {
  let dir: string;
  let store: Store;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dead-publishes-'));
    store = await openStore({ dataDir: join(dir, 'data') });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const buildsDir = () => join(dir, 'builds');
  const folderOf = (id: number) => {
    mkdirSync(join(buildsDir(), String(id), 'site'), { recursive: true });
    writeFileSync(join(buildsDir(), String(id), 'site/index.html'), 'half written');
    return join(buildsDir(), String(id));
  };
  const publish = (builder: string) =>
    store.publishes.begin({ kind: 'publish', userName: 'asha', rollbackOf: null, builder }, T0);
  const finish = (id: number, status: 'published' | 'failed') =>
    store.publishes.finish(
      id,
      {
        status,
        message: null,
        files: [],
        diff: '',
        snapshot: {},
        buildDir: status === 'published' ? folderOf(id) : null,
      },
      later(1),
    );

  it('marks one whose server is gone failed, once, counted and audited, and removes its folder and those of failed publishes', async () => {
    const live = await publish(THIS_BUILDER);
    await finish(live, 'published');
    const failedBefore = await publish(THIS_BUILDER);
    await finish(failedBefore, 'failed');
    const leftOver = folderOf(failedBefore);
    const cutOff = await publish(`${host}/${endedPid()}/run-a`);
    const half = folderOf(cutOff);

    let counted = 0;
    const log = Fastify({ logger: false }).log;
    const options = { store, buildsDir: buildsDir(), log, onReaped: () => counted++, now: () => later(1000) };
    const [first, second] = [watchDeadPublishes(options), watchDeadPublishes(options)];
    first.stop();
    second.stop();
    expect(await Promise.all([first.reap(), second.reap()])).toEqual(expect.arrayContaining([0, 1]));
    expect(counted).toBe(1);
    expect(await store.publishes.get(cutOff)).toMatchObject({
      status: 'failed',
      message: adminText.publish.interrupted,
      finishedAt: later(1000).toISOString(),
    });
    expect((await store.audit.list({ limit: 10 })).map((entry) => [entry.action, entry.detail])).toContainEqual([
      'publish-failed',
      { id: cutOff },
    ]);
    expect([existsSync(half), existsSync(leftOver), existsSync(join(buildsDir(), String(live)))]).toEqual([
      false,
      false,
      true,
    ]);
    // The lock is free: the next publish may start.
    await expect(publish(THIS_BUILDER)).resolves.toBeGreaterThan(cutOff);
  });

  it('leaves a publish building in a process that runs, and its folder', async () => {
    const id = await publish(`${host}/${process.ppid}/run-a`);
    const folder = folderOf(id);
    const reaper = watchDeadPublishes({
      store,
      buildsDir: buildsDir(),
      log: Fastify({ logger: false }).log,
      now: () => later(1000),
    });
    reaper.stop();
    expect(await reaper.reap()).toBe(0);
    expect((await store.publishes.building())?.id).toBe(id);
    expect(existsSync(folder)).toBe(true);
  });
});
