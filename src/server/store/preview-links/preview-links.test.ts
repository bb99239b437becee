// The PreviewLinkStore contract (types.ts) on both engines: a link opens by its token's hash only
// until it ends or is revoked, keeps the files it pinned, counts against its maker's limit (also
// under concurrent adds from two instances), and lists by maker or for all.
import { beforeEach, describe, expect, it } from 'vitest';
import { newUser } from '../../../../tests/support/store-accounts.ts';
import { enginesUnderTest, storesPerTest } from '../../../../tests/support/store-engines.ts';
import { TooManyPreviewLinksError, type NewPreviewLink, type Store } from '../index.ts';

const T0 = new Date('2030-01-01T10:00:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);
const DAY = 24 * 60 * 60_000;

describe.each(enginesUnderTest())('preview link store on $engine', (engine) => {
  const stores = storesPerTest(engine);
  let store: Store;
  let asha: { id: string; name: string; fullName: string };
  let ben: { id: string; name: string; fullName: string };

  beforeEach(async () => {
    store = await stores.open();
    const a = await store.accounts.createUser(newUser('asha'), T0);
    const b = await store.accounts.createUser(newUser('ben'), T0);
    asha = { id: a.id, name: a.name, fullName: 'Asha Rao' };
    ben = { id: b.id, name: b.name, fullName: 'Ben Ode' };
  });

  let n = 0;
  const link = (over: Partial<NewPreviewLink> = {}): NewPreviewLink => ({
    id: `link-${++n}`,
    tokenHash: `hash-${n}`,
    mode: 'snapshot',
    createdBy: asha,
    expiresAt: later(7 * DAY),
    files: [{ path: 'faq.json', text: '{"v":2}' }],
    ...over,
  });

  it('opens a link by its token hash with its pinned files, until it ends', async () => {
    const made = link();
    await store.previewLinks.add(made, T0, 5);
    const opened = await store.previewLinks.open(made.tokenHash, later(DAY));
    expect(opened?.files).toEqual([{ path: 'faq.json', text: '{"v":2}' }]);
    expect(opened?.row).toEqual({
      id: made.id,
      mode: 'snapshot',
      createdBy: asha,
      createdAt: T0.toISOString(),
      expiresAt: later(7 * DAY).toISOString(),
      revokedAt: null,
      revokedBy: null,
      paths: ['faq.json'],
    });
    expect(await store.previewLinks.open('no-such-hash', later(DAY))).toBeUndefined();
    expect(await store.previewLinks.open(made.tokenHash, later(7 * DAY))).toBeUndefined();
    expect(await store.previewLinks.live(later(7 * DAY))).toEqual([]);
    expect(await store.previewLinks.revoke(made.id, 'asha', later(7 * DAY))).toBe(false);
  });

  it('keeps no files for a link that follows the draft', async () => {
    const made = link({ mode: 'follow' });
    await store.previewLinks.add(made, T0, 5);
    const opened = await store.previewLinks.open(made.tokenHash, T0);
    expect(opened).toMatchObject({ row: { mode: 'follow', paths: [] }, files: [] });
  });

  it('stops opening a revoked link, and revokes once', async () => {
    const made = link();
    await store.previewLinks.add(made, T0, 5);
    expect(await store.previewLinks.revoke(made.id, 'ben', later(1))).toBe(true);
    expect(await store.previewLinks.revoke(made.id, 'ben', later(2))).toBe(false);
    expect(await store.previewLinks.revoke('unknown', 'ben', later(2))).toBe(false);
    expect(await store.previewLinks.open(made.tokenHash, later(3))).toBeUndefined();
    expect(await store.previewLinks.get(made.id)).toMatchObject({
      revokedAt: later(1).toISOString(),
      revokedBy: 'ben',
    });
  });

  it('lists the live links of one maker or of all, soonest end first', async () => {
    const first = link({ expiresAt: later(3 * DAY) });
    const second = link({ createdBy: ben, expiresAt: later(DAY) });
    const third = link({ expiresAt: later(2 * DAY) });
    for (const made of [first, second, third]) await store.previewLinks.add(made, T0, 5);
    expect((await store.previewLinks.live(T0)).map((row) => row.id)).toEqual([second.id, third.id, first.id]);
    expect((await store.previewLinks.live(T0, asha.id)).map((row) => row.id)).toEqual([third.id, first.id]);
    expect(await store.previewLinks.countLive(asha.id, T0)).toBe(2);
    expect(await store.previewLinks.countLive(asha.id, later(2 * DAY))).toBe(1);
  });

  it('refuses a link past the account’s limit of live ones; an ended or revoked one frees its place', async () => {
    const made = [link(), link(), link({ expiresAt: later(DAY) })];
    for (const one of made) await store.previewLinks.add(one, T0, 3);
    await expect(store.previewLinks.add(link(), T0, 3)).rejects.toBeInstanceOf(TooManyPreviewLinksError);
    await store.previewLinks.add(link({ createdBy: ben }), T0, 3);
    await store.previewLinks.add(link(), later(DAY), 3);
    await store.previewLinks.revoke(made[0]!.id, 'asha', later(DAY));
    await store.previewLinks.add(link(), later(DAY), 3);
    expect(await store.previewLinks.countLive(asha.id, later(DAY))).toBe(3);
  });

  it('counts the limit under concurrent adds from two instances', async () => {
    const other = await stores.open();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? store : other).previewLinks.add(link(), T0, 3)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    expect(await store.previewLinks.countLive(asha.id, T0)).toBe(3);
  });
});
