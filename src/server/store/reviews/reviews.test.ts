// The ReviewStore contract (types.ts) on both engines: a review is asked, commented in its round,
// decided once (two reviewers at once: one wins), asked again for a new round with the earlier
// comments kept, closed with its draft; each step's mails are queued with it, and only with it.
import { beforeEach, describe, expect, it } from 'vitest';
import { newUser } from '../../../../tests/support/store-accounts.ts';
import { enginesUnderTest, storesPerTest } from '../../../../tests/support/store-engines.ts';
import type { ReviewAccount, Store } from '../index.ts';

const T0 = new Date('2030-01-01T10:00:00.000Z');
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const mail = (to: string) => ({ to, subject: `to ${to}`, text: 'hello' });

describe.each(enginesUnderTest())('review store on $engine', (engine) => {
  const stores = storesPerTest(engine);
  let store: Store;
  let eddie: ReviewAccount;
  let pia: ReviewAccount;
  let paul: ReviewAccount;

  const account = async (name: string): Promise<ReviewAccount> => {
    const user = await store.accounts.createUser(newUser(name), T0);
    return { id: user.id, name: user.name, fullName: user.fullName };
  };
  /** The mails queued, by address, in order. */
  const mailed = async () =>
    (await store.outbox.claimDueOutbox(later(60 * 24), 100, 60_000)).map((row) => (row.payload as { to: string }).to);

  beforeEach(async () => {
    store = await stores.open();
    [eddie, pia, paul] = [await account('eddie'), await account('pia'), await account('paul')];
  });

  const ask = (reviewer: ReviewAccount | null, fingerprint = 'f1', at = T0) =>
    store.reviews.ask({ author: eddie, reviewer, paths: ['faq.json'], fingerprint }, at, [mail('pia@example.com')]);

  it('asks, comments in the round and sends back, then a new round is approved; the comments stay', async () => {
    const id = await ask(pia);
    expect(await store.reviews.get(id)).toMatchObject({
      id,
      status: 'open',
      round: 1,
      author: eddie,
      reviewer: pia,
      paths: ['faq.json'],
      fingerprint: 'f1',
      askedAt: T0.toISOString(),
      decidedBy: null,
      comments: [],
    });
    const whole = await store.reviews.comment(
      id,
      1,
      { by: pia, path: null, pointer: null, body: 'Nice.' },
      later(1),
      10,
    );
    const field = await store.reviews.comment(
      id,
      1,
      { by: pia, path: 'faq.json', pointer: '/items/0/question', body: 'Shorter, please.' },
      later(2),
      10,
    );
    expect(typeof whole).toBe('number');
    expect(typeof field).toBe('number');
    expect(
      await store.reviews.decide(id, 1, { status: 'sent-back', by: pia, outcome: null }, later(3), [
        mail('eddie@example.com'),
      ]),
    ).toBe(true);
    const sentBack = await store.reviews.get(id);
    expect(sentBack).toMatchObject({
      status: 'sent-back',
      decidedBy: { name: 'pia', fullName: pia.fullName },
      decidedAt: later(3).toISOString(),
    });
    expect(sentBack!.comments).toEqual([
      { id: whole, round: 1, by: pia, path: null, pointer: null, body: 'Nice.', createdAt: later(1).toISOString() },
      {
        id: field,
        round: 1,
        by: pia,
        path: 'faq.json',
        pointer: '/items/0/question',
        body: 'Shorter, please.',
        createdAt: later(2).toISOString(),
      },
    ]);
    // A comment or a decision of the round that is over is refused.
    expect(await store.reviews.comment(id, 1, { by: pia, path: null, pointer: null, body: 'x' }, later(4), 10)).toBe(
      'not-open',
    );
    expect(await store.reviews.decide(id, 1, { status: 'approved', by: pia, outcome: 'x' }, later(4), [])).toBe(false);

    // Asked again: the same review, one round more, of anyone this time.
    expect(await ask(null, 'f2', later(5))).toBe(id);
    expect(await store.reviews.get(id)).toMatchObject({
      status: 'open',
      round: 2,
      reviewer: null,
      fingerprint: 'f2',
      decidedBy: null,
      decidedAt: null,
    });
    expect(await store.reviews.decide(id, 1, { status: 'approved', by: paul, outcome: 'x' }, later(6), [])).toBe(false);
    expect(
      await store.reviews.decide(id, 2, { status: 'approved', by: paul, outcome: 'publish 4' }, later(6), [
        mail('eddie@example.com'),
      ]),
    ).toBe(true);
    expect(await store.reviews.get(id)).toMatchObject({ status: 'approved', outcome: 'publish 4', round: 2 });
    expect((await store.reviews.get(id))!.comments).toHaveLength(2);
    expect(await mailed()).toEqual(['pia@example.com', 'eddie@example.com', 'pia@example.com', 'eddie@example.com']);

    // Over: the next ask is a new review.
    const next = await ask(pia, 'f3', later(7));
    expect(next).not.toBe(id);
    expect((await store.reviews.ofAuthor(eddie.id, 10)).map((review) => review.id)).toEqual([next, id]);
    expect(await store.reviews.ofAuthor(eddie.id, 1)).toHaveLength(1);
  });

  it('lists the open reviews a publisher may take: asked of them or of anyone, never their own', async () => {
    const ofPia = await ask(pia);
    const piaOwn = await store.reviews.ask(
      { author: pia, reviewer: null, paths: ['site.json'], fingerprint: 'p' },
      later(1),
      [],
    );
    const paulsAny = await store.reviews.ask(
      { author: paul, reviewer: null, paths: ['site.json'], fingerprint: 'q' },
      later(2),
      [],
    );
    expect((await store.reviews.openFor(pia.id)).map((review) => review.id)).toEqual([ofPia, paulsAny]);
    expect((await store.reviews.openFor(paul.id)).map((review) => review.id)).toEqual([piaOwn]);
    expect((await store.reviews.openFor(eddie.id)).map((review) => review.id)).toEqual([piaOwn, paulsAny]);
    await store.reviews.decide(ofPia, 1, { status: 'sent-back', by: pia, outcome: null }, later(3), []);
    expect((await store.reviews.openFor(pia.id)).map((review) => review.id)).toEqual([paulsAny]);
  });

  it('decides a review once when two reviewers decide at once, and queues only the winner’s mail', async () => {
    const id = await ask(null);
    await mailed();
    const outcomes = await Promise.all([
      store.reviews.decide(id, 1, { status: 'approved', by: pia, outcome: 'publish 1' }, later(1), [mail('a@x.org')]),
      store.reviews.decide(id, 1, { status: 'sent-back', by: paul, outcome: null }, later(1), [mail('b@x.org')]),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const winner = outcomes[0] ? 'a@x.org' : 'b@x.org';
    expect(await mailed()).toEqual([winner]);
    expect((await store.reviews.get(id))!.status).toBe(outcomes[0] ? 'approved' : 'sent-back');
  });

  it('keeps one active review per author when asked twice at once', async () => {
    const ids = await Promise.all([ask(pia, 'a'), ask(paul, 'b'), ask(null, 'c')]);
    expect(new Set(ids).size).toBe(1);
    expect(await store.reviews.get(ids[0]!)).toMatchObject({ status: 'open', round: 3 });
  });

  it('holds at most `limit` comments in a round', async () => {
    const id = await ask(pia);
    for (let n = 0; n < 3; n++)
      expect(
        typeof (await store.reviews.comment(id, 1, { by: pia, path: null, pointer: null, body: `${n}` }, T0, 3)),
      ).toBe('number');
    expect(await store.reviews.comment(id, 1, { by: pia, path: null, pointer: null, body: 'more' }, T0, 3)).toBe(
      'full',
    );
    expect((await store.reviews.get(id))!.comments).toHaveLength(3);
  });

  it('closes the active review when its draft is discarded; a review of no one is not found', async () => {
    expect(await store.reviews.closeDraft(eddie.id, 'discarded', T0)).toBeUndefined();
    const id = await ask(pia);
    expect(await store.reviews.closeDraft(eddie.id, 'discarded', later(1))).toBe(id);
    expect(await store.reviews.get(id)).toMatchObject({ status: 'closed', outcome: 'discarded' });
    expect(await store.reviews.openFor(pia.id)).toEqual([]);
    expect(await store.reviews.comment(id, 1, { by: pia, path: null, pointer: null, body: 'x' }, T0, 3)).toBe(
      'not-open',
    );
    expect(await store.reviews.get(id + 100)).toBeUndefined();
  });
});
