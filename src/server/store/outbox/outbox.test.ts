// The contract of the outbox part (types.ts), on both engines.
import { describe, expect, it } from 'vitest';
import { enginesUnderTest, storesPerTest } from '../../../../tests/support/store-engines.ts';
import type { Store } from '../store.ts';

const DAY_MS = 86_400_000;

describe.each(enginesUnderTest())('outbox on $engine', (engine) => {
  const stores = storesPerTest(engine);
  const open = (): Promise<Store> => stores.open();

  async function seed(store: Store, rows = 2): Promise<void> {
    await store.submissions.insertSubmission({
      type: 'demo',
      payload: {},
      outbox: Array.from({ length: rows }, (_, i) => ({ kind: 'mail' as const, payload: { n: i } })),
    });
  }
  const LEASE = 60_000;

  it('leases claimed rows so a concurrent claim does not get them, until the lease runs out', async () => {
    const store = await open();
    await seed(store);
    const now = new Date(Date.now() + 1000);
    const first = await store.outbox.claimDueOutbox(now, 10, LEASE);
    expect(first.map((r) => r.payload)).toEqual([{ n: 0 }, { n: 1 }]);
    expect(await store.outbox.claimDueOutbox(now, 10, LEASE)).toEqual([]);
    // After the lease an unfinished row (its instance died mid-send) is due again, for anyone.
    expect(await store.outbox.claimDueOutbox(new Date(now.getTime() + LEASE + 1), 10, LEASE)).toHaveLength(2);
  });

  it('hands each row to one of two instances claiming at once', async () => {
    const a = await open();
    const b = await open();
    await seed(a, 40);
    const now = new Date(Date.now() + 1000);
    const claims = await Promise.all([
      a.outbox.claimDueOutbox(now, 25, LEASE),
      b.outbox.claimDueOutbox(now, 25, LEASE),
      a.outbox.claimDueOutbox(now, 25, LEASE),
    ]);
    const ids = claims.flat().map((r) => r.id);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });

  it('respects the limit and refuses a non-positive one', async () => {
    const store = await open();
    await seed(store, 3);
    expect(await store.outbox.claimDueOutbox(new Date(Date.now() + 1000), 2, LEASE)).toHaveLength(2);
    await expect(store.outbox.claimDueOutbox(new Date(), 0, LEASE)).rejects.toThrow(RangeError);
  });

  it('never hands out a row again once marked sent', async () => {
    const store = await open();
    await seed(store, 1);
    const [row] = await store.outbox.claimDueOutbox(new Date(Date.now() + 1000), 10, LEASE);
    await store.outbox.markOutboxSent(row!.id, new Date());
    // A failure reported late (this instance's lease ran out while another delivered it) changes nothing.
    expect(await store.outbox.markOutboxFailed(row!.id, 'late failure', new Date(0), 20, new Date())).toBe(
      'not-pending',
    );
    expect(await store.outbox.markOutboxFailed(999_999, 'erased meanwhile', new Date(0), 20, new Date())).toBe(
      'not-pending',
    );
    expect(await store.outbox.claimDueOutbox(new Date(Date.now() + DAY_MS), 10, LEASE)).toEqual([]);
    expect(await store.outbox.countPendingOutbox()).toBe(0);
    expect(await store.outbox.listUndeliveredOutbox()).toEqual([]);
  });

  it('records failures, reschedules, and keeps a row dead after its last allowed attempt, from the time given', async () => {
    const store = await open();
    await seed(store, 1);
    let now = new Date(Date.now() + 1000);
    const [row] = await store.outbox.claimDueOutbox(now, 10, LEASE);
    expect(
      await store.outbox.markOutboxFailed(row!.id, 'connection refused', new Date(now.getTime() + 60_000), 2, now),
    ).toBe('retrying');
    expect(await store.outbox.claimDueOutbox(now, 10, LEASE)).toEqual([]);
    now = new Date(now.getTime() + 60_000);
    const [again] = await store.outbox.claimDueOutbox(now, 10, LEASE);
    expect(again).toMatchObject({
      id: row!.id,
      attempts: 1,
      lastError: 'connection refused',
      sentAt: null,
      deadAt: null,
    });
    expect(
      await store.outbox.markOutboxFailed(row!.id, '550 mailbox unavailable', new Date(now.getTime() + 60_000), 2, now),
    ).toBe('dead');

    expect(await store.outbox.claimDueOutbox(new Date(now.getTime() + DAY_MS), 10, LEASE)).toEqual([]);
    expect(await store.outbox.countPendingOutbox()).toBe(0);
    const [dead] = await store.outbox.listUndeliveredOutbox();
    expect(dead).toMatchObject({ id: row!.id, attempts: 2, lastError: '550 mailbox unavailable' });
    expect(dead?.deadAt).toBe(now.toISOString());
  });

  it('retries one row or all dead rows by hand, with a fresh attempt count', async () => {
    const store = await open();
    await seed(store, 3);
    const now = new Date(Date.now() + 1000);
    const rows = await store.outbox.claimDueOutbox(now, 10, LEASE);
    for (const row of rows.slice(0, 2))
      await store.outbox.markOutboxFailed(row.id, 'refused', new Date(now.getTime() + 60_000), 1, now);
    expect(await store.outbox.countPendingOutbox()).toBe(1);

    expect(await store.outbox.retryOutbox(rows[0]!.id, now)).toBe(true);
    expect(await store.outbox.retryOutbox(999_999, now)).toBe(false);
    expect((await store.outbox.claimDueOutbox(now, 10, LEASE)).map((r) => [r.id, r.attempts])).toEqual([
      [rows[0]!.id, 0],
    ]);
    expect(await store.outbox.retryDeadOutbox(now)).toBe(1);
    expect(await store.outbox.retryDeadOutbox(now)).toBe(0);
    expect(await store.outbox.countPendingOutbox()).toBe(3);
  });

  it('tells when the oldest mail still waiting was queued', async () => {
    const store = await open();
    expect(await store.outbox.oldestPendingMailAt()).toBeNull();
    const { createdAt } = await store.submissions.insertSubmission({
      type: 'demo',
      payload: {},
      outbox: [{ kind: 'mail', payload: { n: 1 } }],
    });
    expect(await store.outbox.oldestPendingMailAt()).toBe(createdAt);
    const [row] = await store.outbox.claimDueOutbox(new Date(Date.now() + 1000), 10, LEASE);
    await store.outbox.markOutboxSent(row!.id, new Date());
    expect(await store.outbox.oldestPendingMailAt()).toBeNull();
  });
});
