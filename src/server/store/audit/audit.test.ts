// The AuditLog contract (types.ts) on both engines: entries oldest first, from a day on, in keyset pages.
import { beforeEach, describe, expect, it } from 'vitest';
import { enginesUnderTest, storesPerTest } from '../../../../tests/support/store-engines.ts';
import { type Store } from '../index.ts';

describe.each(enginesUnderTest())('audit log on $engine', (engine) => {
  const stores = storesPerTest(engine);
  let store: Store;

  beforeEach(async () => {
    store = await stores.open();
  });

  it('lists the audit log oldest first, the newest `limit` entries from a day on', async () => {
    await store.audit.add(
      { actor: 'operator', action: 'user-added', detail: { name: 'asha' } },
      new Date('2030-01-01T09:00:00Z'),
    );
    await store.audit.add({ actor: 'asha', action: 'sign-in' }, new Date('2030-01-02T09:00:00Z'));
    await store.audit.add({ actor: 'asha', action: 'publish', detail: { id: 1 } }, new Date('2030-01-02T10:00:00Z'));
    expect((await store.audit.list({ limit: 10 })).map((entry) => entry.action)).toEqual([
      'user-added',
      'sign-in',
      'publish',
    ]);
    expect(await store.audit.list({ since: '2030-01-02', limit: 1 })).toEqual([
      { id: 3, at: '2030-01-02T10:00:00.000Z', actor: 'asha', action: 'publish', detail: { id: 1 } },
    ]);
    // In pages, newest first: the page after the one whose oldest entry was 3.
    expect((await store.audit.list({ before: 3, limit: 1 })).map((entry) => entry.id)).toEqual([2]);
    expect((await store.audit.list({ before: 2, limit: 5 })).map((entry) => entry.id)).toEqual([1]);
    expect(await store.audit.list({ before: 1, limit: 5 })).toEqual([]);
  });
});
