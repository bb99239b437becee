// The PublishStore contract (types.ts) on both engines: one publish at a time, versions kept with
// their files by content, the history in pages, stops asked from anywhere, failed versions pruned.
import { beforeEach, describe, expect, it } from 'vitest';
import { enginesUnderTest, storesPerTest } from '../../../../tests/support/store-engines.ts';
import { PublishBusyError, type Store } from '../index.ts';

const T0 = new Date('2030-01-01T10:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

describe.each(enginesUnderTest())('publish store on $engine', (engine) => {
  const stores = storesPerTest(engine);
  let store: Store;

  beforeEach(async () => {
    store = await stores.open();
  });

  it('runs one publish at a time and keeps every published version with its files', async () => {
    const first = await store.publishes.begin({ kind: 'publish', userName: 'asha', rollbackOf: null }, T0);
    const busy = await store.publishes
      .begin({ kind: 'publish', userName: 'ben', rollbackOf: null }, T0)
      .catch((error: unknown) => error);
    expect(busy).toBeInstanceOf(PublishBusyError);
    expect(busy).toMatchObject({ runningId: first, userName: 'asha', startedAt: T0.toISOString() });
    await store.publishes.progress(first, 'prerender', 62.4, later(1000));
    expect(await store.publishes.running()).toMatchObject({
      id: first,
      status: 'building',
      step: 'prerender',
      percent: 62,
    });
    const files = { 'faq.json': '{"q":1}', 'site.json': '{"s":1}' };
    await store.publishes.finish(
      first,
      {
        status: 'published',
        message: null,
        files: [{ path: 'faq.json', change: 'changed' }],
        diff: '-a\n+b',
        snapshot: files,
        buildDir: '/builds/1',
      },
      later(2000),
    );
    expect(await store.publishes.running()).toBeUndefined();
    expect(await store.publishes.publishedFiles(first)).toEqual(files);

    const second = await store.publishes.begin({ kind: 'rollback', userName: 'ben', rollbackOf: first }, later(3000));
    await store.publishes.finish(
      second,
      { status: 'failed', message: 'build failed', files: [], diff: '', snapshot: files, buildDir: null },
      later(4000),
    );
    expect(await store.publishes.publishedFiles(second)).toBeUndefined();
    expect((await store.publishes.latestPublished())?.id).toBe(first);
    expect(
      (await store.publishes.list(10)).versions.map((row) => [row.id, row.kind, row.status, row.rollbackOf]),
    ).toEqual([
      [second, 'rollback', 'failed', first],
      [first, 'publish', 'published', null],
    ]);
    await store.publishes.setCommit(first, 'abc123', null);
    expect(await store.publishes.get(first)).toMatchObject({
      gitCommit: 'abc123',
      files: [{ path: 'faq.json', change: 'changed' }],
      diff: '-a\n+b',
      buildDir: '/builds/1',
      finishedAt: later(2000).toISOString(),
    });
  });

  it('records the config before the first publish as a baseline version, once', async () => {
    await store.publishes.recordBaseline({ 'faq.json': 'before' }, T0);
    const baseline = (await store.publishes.latestPublished())!;
    expect(baseline).toMatchObject({ kind: 'baseline', status: 'published', buildDir: null });
    expect(await store.publishes.publishedFiles(baseline.id)).toEqual({ 'faq.json': 'before' });
    await store.publishes.recordBaseline({ 'faq.json': 'later' }, later(1000));
    expect((await store.publishes.list(10)).versions).toHaveLength(1);
  });

  it('tells which process builds the publish under way, and fails it once that one is gone, so the next one may start', async () => {
    expect(await store.publishes.building()).toBeUndefined();
    const id = await store.publishes.begin(
      { kind: 'publish', userName: 'asha', rollbackOf: null, builder: 'web-1/4242/run-a' },
      T0,
    );
    await store.publishes.progress(id, 'bundle', 30, later(1));
    expect(await store.publishes.building()).toEqual({
      id,
      userName: 'asha',
      startedAt: T0.toISOString(),
      heartbeatAt: later(1).toISOString(),
      builder: 'web-1/4242/run-a',
    });
    expect(await store.publishes.failBuilding(id, 'interrupted', later(2))).toBe(true);
    // Once: another instance that saw it dead too finds it failed already.
    expect(await store.publishes.failBuilding(id, 'interrupted', later(3))).toBe(false);
    expect(await store.publishes.building()).toBeUndefined();
    expect(await store.publishes.get(id)).toMatchObject({
      status: 'failed',
      message: 'interrupted',
      finishedAt: later(2).toISOString(),
    });
    await expect(
      store.publishes.begin({ kind: 'publish', userName: 'ben', rollbackOf: null }, later(3)),
    ).resolves.toBeGreaterThan(id);
  });

  /** A finished publish of `files` (published or failed) at `at`, with a diff. */
  async function publishOf(files: Record<string, string>, status: 'published' | 'failed', at: Date) {
    const id = await store.publishes.begin({ kind: 'publish', userName: 'asha', rollbackOf: null }, at);
    await store.publishes.finish(
      id,
      {
        status,
        message: status,
        files: [{ path: 'faq.json', change: 'changed' }],
        diff: `diff of ${id}`,
        snapshot: files,
        buildDir: null,
      },
      at,
    );
    return id;
  }

  it('lists the history in pages, newest first, without diffs; one version comes with its diff', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await publishOf({ 'faq.json': `v${i}` }, 'published', later(i * 1000)));
    const first = await store.publishes.list(2);
    expect(first.versions.map((row) => row.id)).toEqual([ids[4], ids[3]]);
    expect(first.versions[0]).not.toHaveProperty('diff');
    expect(first.versions[0]!.hasDiff).toBe(true);
    const second = await store.publishes.list(2, first.next!);
    expect(second.versions.map((row) => row.id)).toEqual([ids[2], ids[1]]);
    const last = await store.publishes.list(2, second.next!);
    expect(last).toEqual({ versions: [expect.objectContaining({ id: ids[0] })], next: null });
    expect((await store.publishes.get(ids[0]!))?.diff).toBe(`diff of ${ids[0]}`);
  });

  it("records whose draft a publish put live when it was another account's, and no one for one's own", async () => {
    const own = await store.publishes.begin({ kind: 'publish', userName: 'paul', rollbackOf: null }, T0);
    await store.publishes.finish(
      own,
      { status: 'failed', message: 'no', files: [], diff: '', snapshot: {}, buildDir: null },
      later(1),
    );
    const handedOff = await store.publishes.begin(
      { kind: 'publish', userName: 'paul', rollbackOf: null, draftOf: { name: 'eddie', fullName: 'Eddie Edwards' } },
      later(2),
    );
    const eddie = { name: 'eddie', fullName: 'Eddie Edwards' };
    expect((await store.publishes.running())?.draftOf).toEqual(eddie);
    expect((await store.publishes.get(handedOff))?.draftOf).toEqual(eddie);
    expect((await store.publishes.list(10)).versions.map((row) => [row.id, row.draftOf])).toEqual([
      [handedOff, eddie],
      [own, null],
    ]);
  });

  it('lets a building publish be asked to stop, once, and says who asked', async () => {
    const id = await store.publishes.begin({ kind: 'publish', userName: 'asha', rollbackOf: null }, T0);
    expect((await store.publishes.running())?.cancelledBy).toBeNull();
    expect(await store.publishes.requestCancel(id, 'asha')).toBe(true);
    expect(await store.publishes.requestCancel(id, 'operator')).toBe(false);
    expect((await store.publishes.running())?.cancelledBy).toBe('asha');
    await store.publishes.finish(
      id,
      { status: 'failed', message: 'stopped', files: [], diff: '', snapshot: {}, buildDir: null },
      later(1),
    );
    expect(await store.publishes.requestCancel(id, 'asha')).toBe(false);
  });

  it('drops the file texts and diff of failed versions older than the cut, keeping their error, and texts no version needs', async () => {
    const published = await publishOf({ 'faq.json': 'live text', 'site.json': 'shared' }, 'published', T0);
    const oldFailure = await publishOf({ 'faq.json': 'huge draft', 'site.json': 'shared' }, 'failed', later(1000));
    const newFailure = await publishOf({ 'faq.json': 'recent draft', 'site.json': 'shared' }, 'failed', later(5000));
    expect(await store.publishes.pruneFailed(later(2000))).toEqual({ versions: 1, texts: 1 });
    expect(await store.publishes.get(oldFailure)).toMatchObject({
      status: 'failed',
      message: 'failed',
      diff: '',
      hasDiff: false,
    });
    expect((await store.publishes.get(oldFailure))?.files).toEqual([{ path: 'faq.json', change: 'changed' }]);
    expect(await store.publishes.get(newFailure)).toMatchObject({ hasDiff: true });
    expect(await store.publishes.publishedFiles(published)).toEqual({ 'faq.json': 'live text', 'site.json': 'shared' });
    // Nothing left to prune: asked again, nothing changes.
    expect(await store.publishes.pruneFailed(later(2000))).toEqual({ versions: 0, texts: 0 });
    // While a publish builds, no text is deleted (it may be about to name one).
    await store.publishes.begin({ kind: 'publish', userName: 'ben', rollbackOf: null }, later(6000));
    expect(await store.publishes.pruneFailed(later(9000))).toEqual({ versions: 1, texts: 0 });
  });
});
