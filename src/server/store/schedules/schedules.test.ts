// The ScheduleStore contract (types.ts) on both engines: schedules wait for their time, are claimed by
// one instance only (two stores on one database, as two servers would be), are taken over when their
// instance stops reporting, count against their maker's limit, and keep what became of them.
import { beforeEach, describe, expect, it } from 'vitest';
import { newUser } from '../../../../tests/support/store-accounts.ts';
import { enginesUnderTest, storesPerTest } from '../../../../tests/support/store-engines.ts';
import { TooManySchedulesError, type NewSchedule, type Store } from '../index.ts';

const T0 = new Date('2030-01-01T10:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;

describe.each(enginesUnderTest())('schedule store on $engine', (engine) => {
  const stores = storesPerTest(engine);
  let store: Store;
  let asha: { id: string; name: string; fullName: string };

  beforeEach(async () => {
    store = await stores.open();
    const user = await store.accounts.createUser(newUser('asha'), T0);
    asha = { id: user.id, name: user.name, fullName: 'Asha Rao' };
  });

  const publishAt = (runAt: Date, files = [{ path: 'faq.json', text: '{"v":2}', baseHash: 'live' }]): NewSchedule => ({
    kind: 'publish',
    runAt,
    zone: 'Asia/Dubai',
    createdBy: asha,
    draftOf: asha,
    files,
  });

  it('keeps a schedule pending until its time, then gives it to one claim with its pinned draft', async () => {
    const id = (await store.schedules.add(publishAt(later(10 * MINUTE)), T0, 10))!;
    expect(await store.schedules.get(id)).toMatchObject({
      id,
      kind: 'publish',
      status: 'pending',
      runAt: later(10 * MINUTE).toISOString(),
      zone: 'Asia/Dubai',
      createdBy: asha,
      draftOf: asha,
      paths: ['faq.json'],
      createdAt: T0.toISOString(),
      startedAt: null,
      publishId: null,
    });
    expect(await store.schedules.claimDue('a', later(9 * MINUTE), T0)).toBeUndefined();
    const claim = await store.schedules.claimDue('a', later(10 * MINUTE), T0);
    expect(claim?.row).toMatchObject({ id, status: 'running', startedAt: later(10 * MINUTE).toISOString() });
    expect(claim?.files).toEqual([{ path: 'faq.json', text: '{"v":2}', baseHash: 'live' }]);
    expect(await store.schedules.claimDue('b', later(11 * MINUTE), later(10 * MINUTE))).toBeUndefined();
    await store.schedules.setPublish(id, 'a', 7, later(11 * MINUTE));
    expect(await store.schedules.finish(id, 'b', { status: 'published', message: null }, later(12 * MINUTE))).toBe(
      false,
    );
    expect(await store.schedules.finish(id, 'a', { status: 'published', message: 'late' }, later(12 * MINUTE))).toBe(
      true,
    );
    expect(await store.schedules.get(id)).toMatchObject({
      status: 'published',
      publishId: 7,
      message: 'late',
      finishedAt: later(12 * MINUTE).toISOString(),
    });
    expect((await store.schedules.ofPublishes([7, 8])).map((row) => row.id)).toEqual([id]);
    expect(await store.schedules.waiting()).toEqual([]);
    expect((await store.schedules.finished(10)).map((row) => row.id)).toEqual([id]);
  });

  it('never gives one schedule to two instances claiming at once', async () => {
    const other = await stores.open();
    const ids = [];
    for (let n = 0; n < 6; n++) ids.push((await store.schedules.add(publishAt(later(n)), T0, 10))!);
    const claims = await Promise.all(
      Array.from({ length: 12 }, (_, n) => (n % 2 ? store : other).schedules.claimDue(`i${n}`, later(MINUTE), T0)),
    );
    const claimed = claims.flatMap((claim) => (claim ? [claim.row.id] : []));
    expect(claimed.sort((a, b) => a - b)).toEqual(ids);
  });

  it('takes over a run whose instance stopped reporting, and gives one back as pending', async () => {
    const id = (await store.schedules.add(publishAt(T0), T0, 10))!;
    await store.schedules.claimDue('dead', T0, later(-MINUTE));
    expect(await store.schedules.beat(id, 'dead', later(MINUTE))).toBe(true);
    // Reported a minute ago: not stale for a two-minute limit.
    expect(await store.schedules.claimDue('alive', later(2 * MINUTE), later(0))).toBeUndefined();
    const taken = await store.schedules.claimDue('alive', later(5 * MINUTE), later(3 * MINUTE));
    expect(taken?.row).toMatchObject({ id, status: 'running', startedAt: later(5 * MINUTE).toISOString() });
    expect(await store.schedules.beat(id, 'dead', later(5 * MINUTE))).toBe(false);
    await store.schedules.release(id, 'alive', later(6 * MINUTE));
    expect(await store.schedules.get(id)).toMatchObject({ status: 'pending' });
    expect((await store.schedules.claimDue('again', later(6 * MINUTE), later(0)))?.row.id).toBe(id);
  });

  it('moves and cancels only what is pending; a discarded draft cancels its publishes', async () => {
    const first = (await store.schedules.add(publishAt(later(MINUTE)), T0, 10))!;
    const second = (await store.schedules.add(publishAt(later(2 * MINUTE)), T0, 10))!;
    expect(await store.schedules.move(first, later(3 * MINUTE), later(1))).toBe(true);
    expect((await store.schedules.waiting()).map((row) => row.id)).toEqual([second, first]);
    expect(await store.schedules.cancel(second, 'asha', null, later(2))).toBe(true);
    expect(await store.schedules.cancel(second, 'asha', null, later(3))).toBe(false);
    expect(await store.schedules.move(second, later(MINUTE), later(3))).toBe(false);
    expect(await store.schedules.cancelDraft(asha.id, 'asha', 'discarded', later(4))).toEqual([first]);
    expect(await store.schedules.get(first)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'asha',
      message: 'discarded',
    });
  });

  it('lists the publishes that did not go live, newest first, within the times asked', async () => {
    const ids: number[] = [];
    const outcomes = ['stopped', 'published', 'failed'] as const;
    for (const [index, status] of outcomes.entries()) {
      const id = (await store.schedules.add(publishAt(later(index * MINUTE)), T0, 10))!;
      const at = later(index * MINUTE + 1);
      expect((await store.schedules.claimDue('one', at, T0))?.row.id).toBe(id);
      expect(await store.schedules.finish(id, 'one', { status, message: status }, at)).toBe(true);
      ids.push(id);
    }
    const cancelled = (await store.schedules.add(publishAt(later(9 * MINUTE)), T0, 10))!;
    expect(await store.schedules.cancel(cancelled, 'asha', null, later(9 * MINUTE))).toBe(true);
    const [stopped, , failed] = ids;
    const listed = async (after: Date | null, upTo: Date | null, limit = 10) =>
      (await store.schedules.notLive(after?.toISOString() ?? null, upTo?.toISOString() ?? null, limit)).map((row) => [
        row.id,
        row.status,
        row.message,
      ]);
    expect(await listed(null, null)).toEqual([
      [failed, 'failed', 'failed'],
      [stopped, 'stopped', 'stopped'],
    ]);
    expect(await listed(null, null, 1)).toEqual([[failed, 'failed', 'failed']]);
    // After excludes its moment, up to includes it: each ends in exactly one page of the History.
    expect(await listed(later(1), null)).toEqual([[failed, 'failed', 'failed']]);
    expect(await listed(null, later(1))).toEqual([[stopped, 'stopped', 'stopped']]);
    expect(await listed(later(1), later(2 * MINUTE))).toEqual([]);
  });

  it('refuses a schedule past the account’s limit, and keeps one refresh per time', async () => {
    await Promise.all([1, 2, 3].map((n) => store.schedules.add(publishAt(later(n * MINUTE)), T0, 3)));
    await expect(store.schedules.add(publishAt(later(5 * MINUTE)), T0, 3)).rejects.toBeInstanceOf(
      TooManySchedulesError,
    );
    const refresh = {
      kind: 'refresh',
      runAt: later(MINUTE),
      zone: 'UTC',
      createdBy: null,
      draftOf: null,
      files: [],
    } as const;
    const first = await store.schedules.add(refresh, T0, 3);
    expect(first).toBeTypeOf('number');
    expect(await store.schedules.add(refresh, T0, 3)).toBeUndefined();
    expect((await store.schedules.waiting()).filter((row) => row.kind === 'refresh')).toHaveLength(1);
  });

  it('counts the limit under concurrent adds', async () => {
    const other = await stores.open();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, n) => (n % 2 ? store : other).schedules.add(publishAt(later(n)), T0, 3)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    expect(await store.schedules.waiting()).toHaveLength(3);
  });
});
