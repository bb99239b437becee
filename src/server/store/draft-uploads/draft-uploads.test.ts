// The contract of the draft uploads (types.ts), on both engines: bytes kept as they came, one row
// per content, the quota held even by uploads at once through two stores, and dropped with the draft.
import { describe, expect, it } from 'vitest';
import { newUser } from '../../../../tests/support/store-accounts.ts';
import { enginesUnderTest, storesPerTest } from '../../../../tests/support/store-engines.ts';
import type { Store } from '../store.ts';
import type { DraftUploadData } from './types.ts';

const T0 = new Date('2030-01-01T00:00:00.000Z');

const upload = (name: string, fill: number, size = 1000): DraftUploadData => ({
  name,
  hash: fill.toString(16).padStart(64, '0'),
  mediaType: 'image/png',
  width: 10,
  height: 20,
  bytes: size,
  data: new Uint8Array(size).fill(fill),
  createdAt: T0.toISOString(),
});

async function userOf(store: Store, name: string): Promise<string> {
  const user = await store.accounts.createUser(newUser(name, ['editor']), T0);
  return user.id;
}

describe.each(enginesUnderTest())('draft uploads on $engine', (engine) => {
  const stores = storesPerTest(engine);

  it('keeps each upload with its bytes, once per content, per account', async () => {
    const store = await stores.open();
    const [asha, ben] = [await userOf(store, 'asha'), await userOf(store, 'ben')];
    expect(await store.draftUploads.add(asha, upload('a-01.png', 1), 10_000, T0)).toMatchObject({
      kind: 'added',
      upload: { name: 'a-01.png', bytes: 1000, width: 10, height: 20, mediaType: 'image/png' },
    });
    // The same bytes under another name: the first one stands.
    expect(await store.draftUploads.add(asha, upload('b-01.png', 1), 10_000, T0)).toMatchObject({
      kind: 'existing',
      upload: { name: 'a-01.png' },
    });
    expect(await store.draftUploads.add(ben, upload('b-01.png', 1), 10_000, T0)).toMatchObject({ kind: 'added' });
    const read = await store.draftUploads.read(asha, 'a-01.png');
    expect(Buffer.from(read!.data).equals(Buffer.alloc(1000, 1))).toBe(true);
    expect(await store.draftUploads.read(asha, 'b-01.png')).toBeUndefined();
    expect((await store.draftUploads.list(asha)).map((row) => row.name)).toEqual(['a-01.png']);
    expect(await store.draftUploads.usedBytes(asha)).toBe(1000);
  });

  it('refuses what would take an account over its quota, even two uploads at once through two stores', async () => {
    const [one, two] = [await stores.open(), await stores.open()];
    const asha = await userOf(one, 'asha');
    await one.draftUploads.add(asha, upload('a.png', 1, 600), 2000, T0);
    const outcomes = await Promise.all([
      one.draftUploads.add(asha, upload('b.png', 2, 800), 2000, T0),
      two.draftUploads.add(asha, upload('c.png', 3, 800), 2000, T0),
    ]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['added', 'over-quota']);
    expect(outcomes.find((outcome) => outcome.kind === 'over-quota')).toEqual({ kind: 'over-quota', usedBytes: 1400 });
    expect(await one.draftUploads.usedBytes(asha)).toBe(1400);
  });

  it('drops the uploads named, or all of them; an account removed takes its uploads along', async () => {
    const store = await stores.open();
    const asha = await userOf(store, 'asha');
    for (const [index, name] of ['a.png', 'b.png', 'c.png'].entries())
      await store.draftUploads.add(asha, upload(name, index + 1), 10_000, T0);
    expect(await store.draftUploads.drop(asha, ['b.png'])).toBe(1);
    expect((await store.draftUploads.readAll(asha)).map((row) => row.name)).toEqual(['a.png', 'c.png']);
    expect(await store.draftUploads.drop(asha)).toBe(2);
    expect(await store.draftUploads.list(asha)).toEqual([]);
    await store.draftUploads.add(asha, upload('d.png', 4), 10_000, T0);
    await store.accounts.removeUser('asha');
    expect(await store.draftUploads.usedBytes(asha)).toBe(0);
  });
});
