import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../../tests/support/store-engines.ts';
import { openStore, PublishBusyError, type Store } from './index.ts';

const T0 = new Date('2030-01-01T10:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const newUser = (name: string) => ({
  name,
  fullName: `${name} Editor`,
  email: `${name}@example.com`,
  passwordHash: 'scrypt$stand-in',
  roles: ['editor', 'publisher'],
});

describe.each(enginesUnderTest())('admin store on $engine', ({ skipReason, newStore }) => {
  let dir: string;
  let store: Store;

  beforeEach(async (context) => {
    if (skipReason) context.skip(skipReason);
    dir = mkdtempSync(join(tmpdir(), 'admin-store-'));
    store = await openStore(await newStore(dir));
  });

  afterEach(async () => {
    await store?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('lists the audit log oldest first, the newest `limit` entries from a day on', async () => {
    await store.addAudit(
      { actor: 'operator', action: 'user-added', detail: { name: 'asha' } },
      new Date('2030-01-01T09:00:00Z'),
    );
    await store.addAudit({ actor: 'asha', action: 'sign-in' }, new Date('2030-01-02T09:00:00Z'));
    await store.addAudit({ actor: 'asha', action: 'publish', detail: { id: 1 } }, new Date('2030-01-02T10:00:00Z'));
    expect((await store.listAudit({ limit: 10 })).map((entry) => entry.action)).toEqual([
      'user-added',
      'sign-in',
      'publish',
    ]);
    expect(await store.listAudit({ since: '2030-01-02', limit: 1 })).toEqual([
      { id: 3, at: '2030-01-02T10:00:00.000Z', actor: 'asha', action: 'publish', detail: { id: 1 } },
    ]);
    // In pages, newest first: the page after the one whose oldest entry was 3.
    expect((await store.listAudit({ before: 3, limit: 1 })).map((entry) => entry.id)).toEqual([2]);
    expect((await store.listAudit({ before: 2, limit: 5 })).map((entry) => entry.id)).toEqual([1]);
    expect(await store.listAudit({ before: 1, limit: 5 })).toEqual([]);
  });

  it('keeps a draft file per user and path with the base it started from; drops only what was published', async () => {
    const asha = await store.accounts.createUser(newUser('asha'), T0);
    const ben = await store.accounts.createUser(newUser('ben'), T0);
    await store.saveDraftFiles(
      asha.id,
      [
        { path: 'faq.json', text: 'v1', baseHash: 'live' },
        { path: 'blog/new.json', text: 'n', baseHash: null },
      ],
      T0,
    );
    await store.saveDraftFiles(asha.id, [{ path: 'faq.json', text: 'v2', baseHash: 'ignored' }], later(1000));
    await store.saveDraftFiles(ben.id, [{ path: 'faq.json', text: 'ben', baseHash: 'live' }], T0);
    expect(await store.draftFiles(asha.id)).toEqual([
      { path: 'blog/new.json', text: 'n', baseHash: null, updatedAt: T0.toISOString() },
      { path: 'faq.json', text: 'v2', baseHash: 'live', updatedAt: later(1000).toISOString() },
    ]);
    // Brought up to date with a publish, a file takes the base it was merged with.
    await store.saveDraftFiles(asha.id, [{ path: 'faq.json', text: 'v2', baseHash: 'newer' }], later(1000), true);
    expect((await store.draftFiles(asha.id)).find((file) => file.path === 'faq.json')?.baseHash).toBe('newer');
    // v1 was published while v2 was being saved: v2 stays in the draft.
    await store.dropDraftFiles(asha.id, [
      { path: 'faq.json', text: 'v1' },
      { path: 'blog/new.json', text: 'n' },
    ]);
    expect((await store.draftFiles(asha.id)).map((file) => file.text)).toEqual(['v2']);
    await store.dropDraftFiles(asha.id);
    expect(await store.draftFiles(asha.id)).toEqual([]);
    expect(await store.draftFiles(ben.id)).toHaveLength(1);
  });

  it('runs one publish at a time and keeps every published version with its files', async () => {
    const first = await store.beginPublish({ kind: 'publish', userName: 'asha', rollbackOf: null }, T0);
    const busy = await store
      .beginPublish({ kind: 'publish', userName: 'ben', rollbackOf: null }, T0)
      .catch((error: unknown) => error);
    expect(busy).toBeInstanceOf(PublishBusyError);
    expect(busy).toMatchObject({ runningId: first, userName: 'asha', startedAt: T0.toISOString() });
    await store.publishProgress(first, 'prerender', 62.4, later(1000));
    expect(await store.runningPublish()).toMatchObject({
      id: first,
      status: 'building',
      step: 'prerender',
      percent: 62,
    });
    const files = { 'faq.json': '{"q":1}', 'site.json': '{"s":1}' };
    await store.finishPublish(
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
    expect(await store.runningPublish()).toBeUndefined();
    expect(await store.publishedFiles(first)).toEqual(files);

    const second = await store.beginPublish({ kind: 'rollback', userName: 'ben', rollbackOf: first }, later(3000));
    await store.finishPublish(
      second,
      { status: 'failed', message: 'build failed', files: [], diff: '', snapshot: files, buildDir: null },
      later(4000),
    );
    expect(await store.publishedFiles(second)).toBeUndefined();
    expect((await store.latestPublished())?.id).toBe(first);
    expect(
      (await store.listPublishes(10)).versions.map((row) => [row.id, row.kind, row.status, row.rollbackOf]),
    ).toEqual([
      [second, 'rollback', 'failed', first],
      [first, 'publish', 'published', null],
    ]);
    await store.setPublishCommit(first, 'abc123', null);
    expect(await store.getPublish(first)).toMatchObject({
      gitCommit: 'abc123',
      files: [{ path: 'faq.json', change: 'changed' }],
      diff: '-a\n+b',
      buildDir: '/builds/1',
      finishedAt: later(2000).toISOString(),
    });
  });

  it('records the config before the first publish as a baseline version, once', async () => {
    await store.recordBaseline({ 'faq.json': 'before' }, T0);
    const baseline = (await store.latestPublished())!;
    expect(baseline).toMatchObject({ kind: 'baseline', status: 'published', buildDir: null });
    expect(await store.publishedFiles(baseline.id)).toEqual({ 'faq.json': 'before' });
    await store.recordBaseline({ 'faq.json': 'later' }, later(1000));
    expect((await store.listPublishes(10)).versions).toHaveLength(1);
  });

  it('fails a publish whose server stopped beating, so the next one may start', async () => {
    const id = await store.beginPublish({ kind: 'publish', userName: 'asha', rollbackOf: null }, T0);
    expect(await store.failStalePublishes(T0, 'interrupted', later(1))).toBe(0);
    expect(await store.failStalePublishes(later(1), 'interrupted', later(2))).toBe(1);
    expect(await store.getPublish(id)).toMatchObject({ status: 'failed', message: 'interrupted' });
    await expect(
      store.beginPublish({ kind: 'publish', userName: 'ben', rollbackOf: null }, later(3)),
    ).resolves.toBeGreaterThan(id);
  });

  /** A finished publish of `files` (published or failed) at `at`, with a diff. */
  async function publishOf(files: Record<string, string>, status: 'published' | 'failed', at: Date) {
    const id = await store.beginPublish({ kind: 'publish', userName: 'asha', rollbackOf: null }, at);
    await store.finishPublish(
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
    const first = await store.listPublishes(2);
    expect(first.versions.map((row) => row.id)).toEqual([ids[4], ids[3]]);
    expect(first.versions[0]).not.toHaveProperty('diff');
    expect(first.versions[0]!.hasDiff).toBe(true);
    const second = await store.listPublishes(2, first.next!);
    expect(second.versions.map((row) => row.id)).toEqual([ids[2], ids[1]]);
    const last = await store.listPublishes(2, second.next!);
    expect(last).toEqual({ versions: [expect.objectContaining({ id: ids[0] })], next: null });
    expect((await store.getPublish(ids[0]!))?.diff).toBe(`diff of ${ids[0]}`);
  });

  it('lets a building publish be asked to stop, once, and says who asked', async () => {
    const id = await store.beginPublish({ kind: 'publish', userName: 'asha', rollbackOf: null }, T0);
    expect((await store.runningPublish())?.cancelledBy).toBeNull();
    expect(await store.requestPublishCancel(id, 'asha')).toBe(true);
    expect(await store.requestPublishCancel(id, 'operator')).toBe(false);
    expect((await store.runningPublish())?.cancelledBy).toBe('asha');
    await store.finishPublish(
      id,
      { status: 'failed', message: 'stopped', files: [], diff: '', snapshot: {}, buildDir: null },
      later(1),
    );
    expect(await store.requestPublishCancel(id, 'asha')).toBe(false);
  });

  it('drops the file texts and diff of failed versions older than the cut, keeping their error, and texts no version needs', async () => {
    const published = await publishOf({ 'faq.json': 'live text', 'site.json': 'shared' }, 'published', T0);
    const oldFailure = await publishOf({ 'faq.json': 'huge draft', 'site.json': 'shared' }, 'failed', later(1000));
    const newFailure = await publishOf({ 'faq.json': 'recent draft', 'site.json': 'shared' }, 'failed', later(5000));
    expect(await store.pruneFailedPublishes(later(2000))).toEqual({ versions: 1, texts: 1 });
    expect(await store.getPublish(oldFailure)).toMatchObject({
      status: 'failed',
      message: 'failed',
      diff: '',
      hasDiff: false,
    });
    expect((await store.getPublish(oldFailure))?.files).toEqual([{ path: 'faq.json', change: 'changed' }]);
    expect(await store.getPublish(newFailure)).toMatchObject({ hasDiff: true });
    expect(await store.publishedFiles(published)).toEqual({ 'faq.json': 'live text', 'site.json': 'shared' });
    // Nothing left to prune: asked again, nothing changes.
    expect(await store.pruneFailedPublishes(later(2000))).toEqual({ versions: 0, texts: 0 });
    // While a publish builds, no text is deleted (it may be about to name one).
    await store.beginPublish({ kind: 'publish', userName: 'ben', rollbackOf: null }, later(6000));
    expect(await store.pruneFailedPublishes(later(9000))).toEqual({ versions: 1, texts: 0 });
  });

  it('keeps settings shared by every instance', async () => {
    expect(await store.setting('require-two-factor')).toBeUndefined();
    await store.putSetting('require-two-factor', 'on');
    expect(await store.setting('require-two-factor')).toBe('on');
    await store.putSetting('require-two-factor', null);
    expect(await store.setting('require-two-factor')).toBeUndefined();
  });

  it('makes a shared secret once and gives the same one back', async () => {
    const secret = await store.sharedSecret('session');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await store.sharedSecret('session')).toBe(secret);
    expect(await store.sharedSecret('other')).not.toBe(secret);
  });
});
