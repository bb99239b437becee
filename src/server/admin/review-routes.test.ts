// "Ask for a review" at the request level, on the real app with a copy of the fixture config: who may
// ask, list, comment, approve and send back; every bad input answered in words with nothing written
// (an empty or huge comment, a file not in the draft, an unknown review, a wrong role, one's own
// draft, a review of a discarded draft, a draft changed since it was asked); the mails of each step
// through the outbox (none for an account without an address); and each step in the audit log.
// (The screens and the whole round trip in browsers: tests/e2e/review.spec.ts.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp, signedInAccounts, type FixtureApp } from '../../../tests/support/fixture-app.ts';
import { textHash } from '../editor/config-files.ts';
import type { ReviewsAnswer, ReviewView } from '../../shared/review-contract.ts';
import { momentInZone } from '../../shared/zoned-time.ts';
import { COMMENT_MAX } from './review-routes.ts';

const PASSWORD = 'the review password';
const ACCOUNTS = {
  eddie: ['editor'],
  erin: ['editor'],
  paul: ['editor', 'publisher'],
  pia: ['editor', 'publisher'],
} as const;
const EMAILS = { eddie: 'eddie@example.com', pia: 'pia@example.com' };

describe('reviews with comments, their calls', () => {
  let server: FixtureApp;
  const as: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    server = await fixtureApp();
    const accounts = await signedInAccounts(server, ACCOUNTS, PASSWORD, EMAILS);
    for (const [name, account] of Object.entries(accounts)) as[name] = account.headers;
  }, 60_000);
  afterAll(() => server.close());

  const call = (name: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const { 'content-type': type, ...headers } = as[name]!;
    return server.app.inject({
      method,
      url: `/admin/api/${url}`,
      headers: payload ? { ...headers, 'content-type': type! } : headers,
      ...(payload ? { payload } : {}),
    });
  };
  const live = (path: string) => readFileSync(join(server.configDir, path), 'utf8');
  const faqWith = (question: string) => {
    const value = JSON.parse(live('faq.json')) as { items: { question: string }[] };
    value.items[0]!.question = question;
    return `${JSON.stringify(value, null, 2)}\n`;
  };
  /** What each account last saved of faq.json: a save names the text it was edited from. */
  const saved: Record<string, string | undefined> = {};
  async function saveDraft(name: string, question: string) {
    const text = faqWith(question);
    const response = await call(name, 'POST', 'draft', {
      files: [{ path: 'faq.json', baseHash: textHash(saved[name] ?? live('faq.json')), text }],
    });
    expect(response.statusCode, response.body).toBe(200);
    saved[name] = text;
  }
  const message = (response: { json: <T>() => T }) => response.json<{ message: string }>().message;
  const list = async (name: string) => {
    const response = await call(name, 'GET', 'reviews');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReviewsAnswer>();
  };
  const auditOf = async (action: string) =>
    (await (await server.store()).audit.list({ limit: 200 }))
      .filter((entry) => entry.action === action)
      .map(({ actor, detail }) => ({ actor, detail }));
  /** The mails sent so far whose subject line holds `subject`, each as its text. */
  const mailsAbout = (subject: string) => server.mails().filter((mail) => mail.includes(subject));

  it('refuses to ask for a review of no draft, of oneself, of no one, of someone who may not publish', async () => {
    const none = await call('eddie', 'POST', 'reviews', {});
    expect(none.statusCode).toBe(400);
    expect(message(none)).toMatch(/^Nothing to review: your draft holds no change/);
    await saveDraft('eddie', 'Asked by eddie?');
    const cases: [object, number, RegExp][] = [
      [{ reviewer: 'eddie' }, 400, /^You cannot review your own draft/],
      [{ reviewer: 'nobody' }, 400, /^There is no account called “nobody”/],
      [{ reviewer: 'erin' }, 400, /^erin Fullname may not publish/],
      [{ reviewer: 7 }, 400, /^The request/],
      [{ reviewer: '' }, 400, /^The request/],
      [{ reviewer: 'pia', more: 1 }, 400, /^The request/],
    ];
    for (const [body, status, words] of cases) {
      const response = await call('eddie', 'POST', 'reviews', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(message(response), JSON.stringify(body)).toMatch(words);
    }
    expect((await list('eddie')).mine).toEqual([]);
  });

  it('asks a chosen publisher, who alone sees it, is mailed, and sees the changes; the asking is audited', async () => {
    const asked = await call('eddie', 'POST', 'reviews', { reviewer: 'pia' });
    expect(asked.statusCode, asked.body).toBe(201);
    const { review } = asked.json<{ review: ReviewView }>();
    expect(message(asked)).toBe('pia Fullname is asked to review your draft.');
    expect(review).toMatchObject({
      status: 'open',
      round: 1,
      author: { name: 'eddie', fullName: 'eddie Fullname' },
      reviewer: { name: 'pia', fullName: 'pia Fullname' },
      files: ['faq.json'],
      current: true,
      comments: [],
    });
    // The same draft asked of the same person again mails nobody again.
    const twice = await call('eddie', 'POST', 'reviews', { reviewer: 'pia' });
    expect(twice.statusCode).toBe(409);
    expect(message(twice)).toMatch(/^This draft already waits for that review/);
    expect((await list('eddie')).mine.map((row) => row.id)).toEqual([review.id]);
    expect((await list('eddie')).publishers.map((row) => row.name).sort()).toEqual(['paul', 'pia']);
    expect((await list('pia')).forMe.map((row) => row.id)).toEqual([review.id]);
    expect((await list('paul')).forMe).toEqual([]);
    // An editor may not review; a publisher not asked may not take it.
    expect((await call('erin', 'GET', `reviews/${review.id}/changes`)).statusCode).toBe(403);
    const other = await call('paul', 'GET', `reviews/${review.id}/changes`);
    expect(other.statusCode).toBe(403);
    expect(message(other)).toBe('This review was asked of pia Fullname; only they can take it.');
    const changes = await call('pia', 'GET', `reviews/${review.id}/changes`);
    expect(changes.statusCode, changes.body).toBe(200);
    expect(changes.json()).toEqual({
      files: [{ path: 'faq.json', change: 'changed', before: live('faq.json'), after: faqWith('Asked by eddie?') }],
    });
    await expect.poll(() => mailsAbout('eddie Fullname asks you to review their draft').length).toBe(1);
    expect(mailsAbout('eddie Fullname asks you to review their draft')[0]).toContain('To: pia@example.com');
    expect(await auditOf('review-asked')).toEqual([
      { actor: 'eddie', detail: { review: review.id, round: 1, reviewer: 'pia', files: ['faq.json'] } },
    ]);
  });

  it('refuses every bad comment in words and writes none', async () => {
    const [review] = (await list('pia')).forMe;
    const id = review!.id;
    const cases: [string, string, object, number, RegExp][] = [
      ['pia', `reviews/${id}/comments`, { body: '' }, 400, /^Write the comment: it is empty/],
      ['pia', `reviews/${id}/comments`, { body: '   \n ' }, 400, /^Write the comment: it is empty/],
      [
        'pia',
        `reviews/${id}/comments`,
        { body: 'x'.repeat(COMMENT_MAX + 1) },
        400,
        new RegExp(`^The comment is ${COMMENT_MAX + 1} characters long; it may be at most ${COMMENT_MAX}`),
      ],
      ['pia', `reviews/${id}/comments`, { body: 'Hm.', path: 'site.json' }, 400, /^site.json is not one of the files/],
      ['pia', `reviews/${id}/comments`, { body: 'Hm.', path: 'faq.json', pointer: 'items' }, 400, /^The request/],
      ['pia', `reviews/${id}/comments`, { body: 3 }, 400, /^The request/],
      ['pia', `reviews/${id}/comments`, {}, 400, /^The request/],
      ['pia', 'reviews/999999/comments', { body: 'Hm.' }, 404, /^There is no review 999999/],
      ['pia', 'reviews/abc/comments', { body: 'Hm.' }, 404, /^There is no review abc/],
      ['eddie', `reviews/${id}/comments`, { body: 'Hm.' }, 403, /^Your account may edit and save drafts/],
      ['paul', `reviews/${id}/comments`, { body: 'Hm.' }, 403, /^This review was asked of pia Fullname/],
    ];
    for (const [name, url, body, status, words] of cases) {
      const response = await call(name, 'POST', url, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body).slice(0, 60)}`).toBe(status);
      expect(message(response), `${url} ${JSON.stringify(body).slice(0, 60)}`).toMatch(words);
    }
    // Sending back needs a comment first.
    const bare = await call('pia', 'POST', `reviews/${id}/send-back`, {});
    expect(bare.statusCode).toBe(400);
    expect(message(bare)).toMatch(/^Write at least one comment before sending the draft back/);
    expect((await list('pia')).forMe[0]).toMatchObject({ status: 'open', comments: [] });
    expect(await auditOf('review-comment')).toEqual([]);
  });

  it('comments on one field and sends it back; the author reads it, is mailed it, and asks again', async () => {
    const id = (await list('pia')).forMe[0]!.id;
    const commented = await call('pia', 'POST', `reviews/${id}/comments`, {
      body: 'Shorter, please.',
      path: 'faq.json',
      pointer: '/items/0/question',
    });
    expect(commented.statusCode, commented.body).toBe(201);
    expect((await call('pia', 'POST', `reviews/${id}/comments`, { body: '  Otherwise fine.  ' })).statusCode).toBe(201);
    const sent = await call('pia', 'POST', `reviews/${id}/send-back`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(message(sent)).toBe('Sent back to eddie Fullname with your comments.');
    const [mine] = (await list('eddie')).mine;
    expect(mine).toMatchObject({ id, status: 'sent-back', decidedBy: { name: 'pia' }, current: false });
    expect(mine!.comments.map(({ path, pointer, body, by }) => ({ path, pointer, body, by: by.name }))).toEqual([
      { path: 'faq.json', pointer: '/items/0/question', body: 'Shorter, please.', by: 'pia' },
      { path: null, pointer: null, body: 'Otherwise fine.', by: 'pia' },
    ]);
    expect((await list('pia')).forMe).toEqual([]);
    // Once sent back, it takes no more comments nor a decision.
    const late = await call('pia', 'POST', `reviews/${id}/comments`, { body: 'One more.' });
    expect(late.statusCode).toBe(409);
    expect(message(late)).toMatch(new RegExp(`^Review ${id} is no longer waiting for a reviewer`));
    await expect.poll(() => mailsAbout('pia Fullname sent your draft back with comments').length).toBe(1);
    const mail = mailsAbout('pia Fullname sent your draft back with comments')[0]!;
    expect(mail).toContain('To: eddie@example.com');
    expect(mail).toContain('faq.json /items/0/question: Shorter, please.');
    expect(await auditOf('review-sent-back')).toEqual([
      { actor: 'pia', detail: { review: id, round: 1, draftOf: 'eddie', comments: 2 } },
    ]);
    expect(await auditOf('review-comment')).toEqual([
      { actor: 'pia', detail: { review: id, round: 1, path: 'faq.json', pointer: '/items/0/question' } },
      { actor: 'pia', detail: { review: id, round: 1 } },
    ]);

    // Changed and asked again, of any publisher: the same review, round 2, the comments kept.
    await saveDraft('eddie', 'Short?');
    const again = await call('eddie', 'POST', 'reviews', { reviewer: null });
    expect(again.statusCode, again.body).toBe(201);
    expect(message(again)).toBe('Every publisher is asked to review your draft.');
    expect(again.json<{ review: ReviewView }>().review).toMatchObject({ id, round: 2, status: 'open', reviewer: null });
    expect((await list('paul')).forMe.map((row) => row.id)).toEqual([id]);
  });

  it('refuses to approve a draft changed since it was asked, and one discarded', async () => {
    const id = (await list('paul')).forMe[0]!.id;
    await saveDraft('eddie', 'Changed after asking?');
    const changed = await call('paul', 'POST', `reviews/${id}/approve`, {});
    expect(changed.statusCode).toBe(409);
    expect(message(changed)).toMatch(
      /^eddie Fullname changed the draft after asking for this review\. Nothing was published/,
    );
    expect((await list('paul')).forMe[0]).toMatchObject({ id, status: 'open', current: false });
    expect((await call('paul', 'POST', `reviews/${id}/approve`, { at: 5 })).statusCode).toBe(400);
    expect((await call('eddie', 'POST', `reviews/${id}/approve`, {})).statusCode).toBe(403);
    // Discarded: the review is closed, nothing is left to approve.
    expect((await call('eddie', 'POST', 'draft/discard', {})).statusCode).toBe(200);
    saved.eddie = undefined;
    const gone = await call('paul', 'POST', `reviews/${id}/approve`, {});
    expect(gone.statusCode).toBe(409);
    expect(message(gone)).toMatch(new RegExp(`^Review ${id} is no longer waiting`));
    expect((await list('eddie')).mine[0]).toMatchObject({
      id,
      status: 'closed',
      outcome: 'Closed: the draft was discarded.',
    });
    expect(await (await server.store()).schedules.waiting()).toEqual([]);
    expect((await (await server.store()).publishes.list(10)).versions).toEqual([]);
    expect(await auditOf('review-approved')).toEqual([]);
  });

  it('refuses an approval when the reviewer is the author, and approves by scheduling the reviewed draft', async () => {
    await saveDraft('paul', 'Asked by paul?');
    const own = await call('paul', 'POST', 'reviews', { reviewer: 'paul' });
    expect(own.statusCode).toBe(400);
    const asked = await call('paul', 'POST', 'reviews', {});
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json<{ review: ReviewView }>().review.id;
    expect((await call('paul', 'POST', `reviews/${id}/approve`, {})).statusCode).toBe(403);
    expect(message(await call('paul', 'POST', `reviews/${id}/send-back`, {}))).toBe(
      'This is your own draft: someone else must review it.',
    );
    const malformed = await call('pia', 'POST', `reviews/${id}/approve`, { at: 'tomorrow' });
    expect(malformed.statusCode).toBe(400);
    expect(message(malformed)).toMatch(/^Write the time as ISO 8601 with its offset/);
    const past = await call('pia', 'POST', `reviews/${id}/approve`, {
      at: momentInZone(Date.now() - 60_000, 'Asia/Dubai'),
    });
    expect(past.statusCode).toBe(400);
    expect(message(past)).toMatch(/^That time has passed/);
    expect((await list('pia')).forMe[0]).toMatchObject({ id, status: 'open' });
    const at = momentInZone(Date.now() + 24 * 60 * 60_000, 'Asia/Dubai');
    const approved = await call('pia', 'POST', `reviews/${id}/approve`, { at });
    expect(approved.statusCode, approved.body).toBe(201);
    expect(message(approved)).toMatch(/^Approved: paul Fullname's draft is scheduled for /);
    const [schedule] = await (await server.store()).schedules.waiting();
    expect(schedule).toMatchObject({ createdBy: { name: 'pia' }, draftOf: { name: 'paul' }, paths: ['faq.json'] });
    expect((await list('paul')).mine[0]).toMatchObject({
      id,
      status: 'approved',
      decidedBy: { name: 'pia' },
      outcome: expect.stringMatching(/^Approved and scheduled for .* \(scheduled publish \d+\)\.$/),
    });
    expect(await auditOf('review-approved')).toEqual([
      { actor: 'pia', detail: { review: id, draftOf: 'paul', schedule: schedule!.id, at: expect.any(String) } },
    ]);
    // No address: nothing mailed, the panel tells it.
    expect(mailsAbout('pia Fullname approved your draft')).toEqual([]);
  });
});
