// A lead's source (issue 43, migration 0018) in the store, on both engines: stored beside its
// submission, read back by every reading (the list, the timeline, the export's listing), absent for
// a post that has none, and gone with the person erased.
import { describe, expect, it } from 'vitest';
import { enginesUnderTest, rawDatabase, storesPerTest } from '../../../../tests/support/store-engines.ts';
import type { InsertSubmissionInput, LeadSource } from './types.ts';

const FULL: LeadSource = {
  page: '/demo',
  landingPage: '/erp',
  referrerHost: 'news.example.org',
  utmSource: 'newsletter',
  utmMedium: 'email',
  // Characters with a meaning in SQL, JSON and PostgreSQL's array literals: stored as they are.
  utmCampaign: `spring "sale" 'x', {a} <script>alert(1)</script> \\ é`,
};

const demo = (email: string, source?: LeadSource): InsertSubmissionInput => ({
  type: 'demo',
  payload: { FirstName: 'Asha', Email: email },
  meta: { form: 'demo' },
  ...(source ? { source } : {}),
  leadEmail: email,
  outbox: [],
});

describe.each(enginesUnderTest())('lead sources on $engine', (engine) => {
  const stores = storesPerTest(engine);

  it('keeps every part of a source beside its submission, and none for a post without one', async () => {
    const store = await stores.open();
    const withSource = await store.submissions.insertSubmission(demo('asha@example.com', FULL));
    const partial = await store.submissions.insertSubmission(demo('asha@example.com', { page: '/pricing' }));
    const without = await store.submissions.insertSubmission(demo('ravi@example.com'));

    const listed = await store.submissions.listSubmissions({});
    expect(listed.find((row) => row.id === withSource.id)?.source).toEqual(FULL);
    expect(listed.find((row) => row.id === partial.id)?.source).toEqual({ page: '/pricing' });
    expect(listed.find((row) => row.id === without.id)).not.toHaveProperty('source');

    const page = await store.submissions.listLeads({}, { limit: 10 });
    expect(page.rows.map((row) => row.source ?? null)).toEqual([null, { page: '/pricing' }, FULL]);

    const timeline = await store.submissions.leadTimeline('asha@example.com');
    expect(timeline?.submissions.map((row) => row.source)).toEqual([FULL, { page: '/pricing' }]);
  });

  it('writes a batch of posts with and without sources, each with its own', async () => {
    const store = await stores.open();
    const posts = Array.from({ length: 30 }, (_, n) =>
      demo(`p${n}@example.com`, n % 3 === 0 ? undefined : { page: `/page-${n}`, utmCampaign: `c${n}` }),
    );
    // Sent at once, so they share group commits.
    const stored = await Promise.all(posts.map((post) => store.submissions.insertSubmission(post)));
    const rows = new Map((await store.submissions.listSubmissions({})).map((row) => [row.id, row]));
    stored.forEach(({ id }, n) =>
      expect(rows.get(id)?.source).toEqual(n % 3 === 0 ? undefined : { page: `/page-${n}`, utmCampaign: `c${n}` }),
    );
  });

  it('erasing the person removes their sources from the table; the others stay', async () => {
    const store = await stores.open();
    await store.submissions.insertSubmission(demo('asha@example.com', { ...FULL, utmCampaign: 'asha-only' }));
    await store.submissions.insertSubmission(demo('ravi@example.com', { ...FULL, utmCampaign: 'ravi-only' }));
    await store.submissions.erasePerson('asha@example.com', new Date());
    const raw = rawDatabase(stores.options);
    try {
      const campaigns = await raw.selectFrom('submissions').select('utm_campaign').execute();
      expect(campaigns.map((row) => row.utm_campaign)).toEqual(['ravi-only']);
    } finally {
      await raw.destroy();
    }
  });
});
