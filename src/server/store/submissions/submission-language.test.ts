// A submission's language (issue 42, migration 0021) in the store, on both engines: stored beside
// its submission, read back by every reading (the list, the timeline, the export's listing), absent
// for a post stored without one, and each post of a batch with its own.
import { describe, expect, it } from 'vitest';
import { enginesUnderTest, storesPerTest } from '../../../../tests/support/store-engines.ts';
import type { InsertSubmissionInput } from './types.ts';

const demo = (email: string, language?: string): InsertSubmissionInput => ({
  type: 'demo',
  payload: { FirstName: 'Layla', Email: email },
  meta: { form: 'demo' },
  ...(language ? { language } : {}),
  leadEmail: email,
  outbox: [],
});

describe.each(enginesUnderTest())('submission languages on $engine', (engine) => {
  const stores = storesPerTest(engine);

  it('keeps the language beside its submission, and none for a post stored without one', async () => {
    const store = await stores.open();
    const arabic = await store.submissions.insertSubmission(demo('layla@example.com', 'ar'));
    const english = await store.submissions.insertSubmission(demo('layla@example.com', 'en'));
    const without = await store.submissions.insertSubmission(demo('ravi@example.com'));

    const listed = new Map((await store.submissions.listSubmissions({})).map((row) => [row.id, row]));
    expect(listed.get(arabic.id)?.language).toBe('ar');
    expect(listed.get(english.id)?.language).toBe('en');
    expect(listed.get(without.id)).not.toHaveProperty('language');

    const page = await store.submissions.listLeads({}, { limit: 10 });
    expect(page.rows.map((row) => row.language ?? null)).toEqual([null, 'en', 'ar']);

    const timeline = await store.submissions.leadTimeline('layla@example.com');
    expect(timeline?.submissions.map((row) => row.language)).toEqual(['ar', 'en']);
  });

  it('writes a batch of posts in several languages, each with its own', async () => {
    const store = await stores.open();
    const languageOf = (n: number) => [undefined, 'ar', 'en'][n % 3];
    const posts = Array.from({ length: 30 }, (_, n) => demo(`p${n}@example.com`, languageOf(n)));
    // Sent at once, so they share group commits.
    const stored = await Promise.all(posts.map((post) => store.submissions.insertSubmission(post)));
    const rows = new Map((await store.submissions.listSubmissions({})).map((row) => [row.id, row]));
    stored.forEach(({ id }, n) => expect(rows.get(id)?.language).toBe(languageOf(n)));
  });
});
