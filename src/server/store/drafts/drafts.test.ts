// The DraftStore contract (types.ts) on both engines: a draft per account and path, dropped by text.
import { beforeEach, describe, expect, it } from 'vitest';
import { newUser } from '../../../../tests/support/store-accounts.ts';
import { enginesUnderTest, storesPerTest } from '../../../../tests/support/store-engines.ts';
import { type Store } from '../index.ts';

const T0 = new Date('2030-01-01T10:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

describe.each(enginesUnderTest())('draft store on $engine', (engine) => {
  const stores = storesPerTest(engine);
  let store: Store;

  beforeEach(async () => {
    store = await stores.open();
  });

  it('keeps a draft file per user and path with the base it started from; drops only what was published', async () => {
    const asha = await store.accounts.createUser(newUser('asha'), T0);
    const ben = await store.accounts.createUser(newUser('ben'), T0);
    await store.drafts.save(
      asha.id,
      [
        { path: 'faq.json', text: 'v1', baseHash: 'live' },
        { path: 'blog/new.json', text: 'n', baseHash: null },
      ],
      T0,
    );
    await store.drafts.save(asha.id, [{ path: 'faq.json', text: 'v2', baseHash: 'ignored' }], later(1000));
    await store.drafts.save(ben.id, [{ path: 'faq.json', text: 'ben', baseHash: 'live' }], T0);
    expect(await store.drafts.files(asha.id)).toEqual([
      { path: 'blog/new.json', text: 'n', baseHash: null, updatedAt: T0.toISOString() },
      { path: 'faq.json', text: 'v2', baseHash: 'live', updatedAt: later(1000).toISOString() },
    ]);
    // Brought up to date with a publish, a file takes the base it was merged with.
    await store.drafts.save(asha.id, [{ path: 'faq.json', text: 'v2', baseHash: 'newer' }], later(1000), true);
    expect((await store.drafts.files(asha.id)).find((file) => file.path === 'faq.json')?.baseHash).toBe('newer');
    await store.drafts.save(asha.id, [{ path: 'faq.json', text: 'v2', baseHash: 'live' }], later(1000), true);
    // v1 was published while v2 was being saved: v2 stays in the draft.
    await store.drafts.drop(asha.id, [
      { path: 'faq.json', text: 'v1' },
      { path: 'blog/new.json', text: 'n' },
    ]);
    expect((await store.drafts.files(asha.id)).map((file) => file.text)).toEqual(['v2']);
    await store.drafts.drop(asha.id);
    expect(await store.drafts.files(asha.id)).toEqual([]);
    expect(await store.drafts.files(ben.id)).toHaveLength(1);
  });
});
