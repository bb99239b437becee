// /admin/insights' calls at the request level, on the real app: the report of a known set of views
// and form sends, per page and campaign against the period before; its CSV; a bad period answered in
// words; no report for an account that may not read the leads; one report at a time, a second told
// to wait, and one past its time limit answered in words.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp, signedInAccounts, type FixtureApp } from '../../../tests/support/fixture-app.ts';
import { viewCount } from '../../../tests/support/view-counts.ts';
import { SLICE } from '../insights/report.ts';
import { ReportTooLongError, type InsertSubmissionInput, type ReportReads, type Store } from '../store/index.ts';
import { adminText } from '../words/text.ts';
import { insightsRoutes } from './insights-routes.ts';

const PASSWORD = 'a passphrase for the insights';
const t = adminText.insights;

const views = viewCount;

const demo = (email: string, page: string, utmCampaign?: string): InsertSubmissionInput => ({
  type: 'demo',
  payload: { FirstName: 'Asha', Email: email },
  leadEmail: email,
  source: { page, ...(utmCampaign ? { utmSource: 'mail', utmCampaign } : {}) },
  outbox: [],
});

describe('/admin Insights', () => {
  let server: FixtureApp;
  let store: Store;
  let sales: Record<string, string>;
  let publisher: Record<string, string>;
  // Two weeks ending yesterday (UTC), so the form sends stored now fall in the period asked below.
  const today = new Date().toISOString().slice(0, 10);
  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    server = await fixtureApp();
    store = await server.store();
    const accounts = await signedInAccounts(server, { sales: ['leads'], publisher: ['editor', 'publisher'] }, PASSWORD);
    sales = accounts.sales.headers;
    publisher = accounts.publisher.headers;
    // This week (the period): /erp 30 visits (10 from a campaign), /demo 10; last week: /erp 20.
    await store.visits.add(
      [
        views(today, '/erp', 20),
        views(daysAgo(1), '/erp', 10, { referrerHost: 'news.example.org', utmSource: 'mail', utmCampaign: '=spring' }),
        views(daysAgo(2), '/demo', 10),
        views(daysAgo(9), '/erp', 20),
      ],
      [
        { day: today, path: '', visitor: 'a' },
        { day: today, path: '/erp', visitor: 'a' },
        { day: today, path: '', visitor: 'b' },
        { day: today, path: '/erp', visitor: 'b' },
      ],
    );
    await store.submissions.insertSubmission(demo('one@insights.example', '/erp', '=spring'));
    await store.submissions.insertSubmission(demo('two@insights.example', '/erp'));
    // A suspected bot's post is no form sent.
    await store.submissions.insertSubmission({
      ...demo('bot@insights.example', '/erp'),
      meta: { suspectedBot: 'honeypot' },
    });
  }, 60_000);
  afterAll(() => server?.close());

  const call = (url: string, payload: object, headers = sales) =>
    server.app.inject({ method: 'POST', url, headers, payload, remoteAddress: '10.7.0.2' });

  it('answers visits, visitors, forms sent and their rate per page and campaign, against the period before', async () => {
    const response = await call('/admin/api/insights', { from: daysAgo(6), to: today });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const report = response.json();
    expect(report.previous).toEqual({ from: daysAgo(13), to: daysAgo(7), days: 7 });
    expect(report.totals.now).toEqual({ views: 40, visitors: 2, sends: 2, rate: 100 });
    expect(report.totals.before).toEqual({ views: 20, visitors: 0, sends: 0, rate: null });
    expect(report.pages[0]).toEqual({
      page: '/erp',
      now: { views: 30, visitors: 2, sends: 2, rate: 100 },
      before: { views: 20, visitors: 0, sends: 0, rate: null },
      kinds: [{ type: 'demo', now: 2, before: 0 }],
    });
    expect(report.pages[1]).toMatchObject({ page: '/demo', now: { views: 10, sends: 0, rate: null } });
    expect(report.campaigns).toEqual([
      {
        source: 'mail',
        medium: '',
        campaign: '=spring',
        now: { views: 10, visitors: 0, sends: 1, rate: 10 },
        before: { views: 0, visitors: 0, sends: 0, rate: null },
      },
    ]);
    expect(report.referrers).toEqual([{ host: 'news.example.org', now: 10, before: 0 }]);
  });

  it('downloads the same as a CSV in words, safe for a spreadsheet', async () => {
    const response = await call('/admin/api/insights/export', { from: daysAgo(6), to: today });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="insights-${daysAgo(6)}-to-${today}.csv"`,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toContain(t.csv.table);
    expect(lines).toContain(`${t.csv.tables.page},/erp,30,2,2,100,20,0,0,`);
    expect(lines).toContain(`${t.csv.tables.campaign},mail /  / =spring,10,0,1,10,0,0,0,`);
  });

  it('streams the CSV of the longest period whole, past a slice of lines, and refuses a longer one naming the limit', async () => {
    // A day of many campaigns (a flood's, say), far from the other tests' days: more than a slice of them.
    const many = Array.from({ length: SLICE + 3 }, (_, n) =>
      views('2019-06-01', '/erp', 1 + (n % 2), { utmSource: 'flood', utmCampaign: `c${n}` }),
    );
    await store.visits.add(many, []);
    const response = await call('/admin/api/insights/export', { from: '2018-06-02', to: '2019-06-02' });
    expect(response.statusCode).toBe(200);
    const campaigns = response.body.split('\r\n').filter((line) => line.startsWith(`${t.csv.tables.campaign},`));
    expect(new Set(campaigns).size).toBe(SLICE + 3);
    // The busiest first, across the slices.
    const counts = campaigns.map((line) => Number(line.split(',')[2]));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(response.body.endsWith('\r\n')).toBe(true);
    const refused = await call('/admin/api/insights/export', { from: '2018-06-01', to: '2019-06-02' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(t.period.tooLong.replace('{max}', '366'));
  });

  it('answers a bad period in words: a century, backwards, not a day, empty', async () => {
    const cases: [object, string][] = [
      [{ from: '1926-01-01', to: '2026-01-01' }, t.period.tooLong.replace('{max}', '366')],
      [{ from: '2026-02-01', to: '2026-01-01' }, t.period.backwards],
      [{ from: '2026-02-30', to: '2026-03-01' }, t.period.notADay],
      [{ from: '', to: '' }, t.period.notADay],
      [{ from: '2026-01-01' }, t.period.notADay],
    ];
    for (const [body, message] of cases) {
      const response = await call('/admin/api/insights', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toBe(message);
    }
    // A period with nothing in it: zeros, not an error.
    const empty = await call('/admin/api/insights', { from: '2020-01-01', to: '2020-01-31' });
    expect(empty.json().totals.now).toEqual({ views: 0, visitors: 0, sends: 0, rate: null });
    expect(empty.json().pages).toEqual([]);
  });

  it('is not for an account that may not read the leads', async () => {
    const refused = await call('/admin/api/insights', { from: today, to: today }, publisher);
    expect(refused.statusCode).toBe(403);
  });
});

describe('/admin Insights, one report at a time', () => {
  // The routes alone, on reads this test holds: no timing decides what is answered.
  async function routesOn(reads: ReportReads) {
    const app = Fastify();
    await app.register(insightsRoutes, { store: {} as Store, reports: reads, editorBundleDir: '/nowhere' });
    return app;
  }
  const period = { from: '2026-01-01', to: '2026-12-31' };
  const none = async () => [];
  const noViews = async () => ({ pages: [], campaigns: [], referrers: [] });

  it('makes reports one at a time, two more waiting their turn, and tells the next to ask again in words', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const made: number[] = [];
    const app = await routesOn({
      viewTotals: async () => {
        made.push(made.length);
        if (made.length === 1) await held;
        return noViews();
      },
      visitorTotals: none,
      sendCounts: none,
    });
    // Resolves once a request's handler has been called: done() calls it before returning.
    const handled: (() => void)[] = [];
    app.addHook('preHandler', (_request, _reply, done) => {
      done();
      handled.shift()?.();
    });
    const ask = async (url: string) => {
      const reached = new Promise<void>((resolve) => handled.push(resolve));
      const answer = app.inject({ method: 'POST', url, payload: period });
      await reached;
      // Wrapped: an async function's promise of a promise would wait for the answer itself.
      return { answer };
    };
    try {
      const first = (await ask('/api/insights/export')).answer;
      const waiting = [(await ask('/api/insights')).answer, (await ask('/api/insights/export')).answer];
      for (const url of ['/api/insights', '/api/insights/export']) {
        const refused = await (await ask(url)).answer;
        expect(refused.statusCode).toBe(429);
        expect(refused.headers['retry-after']).toBe('30');
        expect(refused.json().message).toBe(t.busy);
      }
      expect(made).toEqual([0]);
      release();
      expect((await first).statusCode).toBe(200);
      for (const answer of waiting) expect((await answer).statusCode).toBe(200);
      // Each report reads both periods, one after the other's turn.
      expect(made).toHaveLength(6);
    } finally {
      await app.close();
    }
  });

  it('answers a report stopped at its time limit in words, and takes the next one', async () => {
    let stop = true;
    const app = await routesOn({
      viewTotals: async () => {
        if (stop) throw new ReportTooLongError(60_000);
        return noViews();
      },
      visitorTotals: none,
      sendCounts: none,
    });
    try {
      const stopped = await app.inject({ method: 'POST', url: '/api/insights', payload: period });
      expect(stopped.statusCode).toBe(503);
      expect(stopped.json().message).toBe(t.stopped.replace('{seconds}', '60'));
      stop = false;
      expect((await app.inject({ method: 'POST', url: '/api/insights', payload: period })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
