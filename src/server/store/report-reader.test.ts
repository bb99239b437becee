// The reports' reads (report-reader.ts): on both engines, the sums read a window at a time are the
// store's sums of the whole period, and a report past its time limit stops with ReportTooLongError;
// on SQLite, a form post made while a year-long report reads is acknowledged before that read
// answers (issue 43: it waited behind the report on the store's one thread and connection).
import { describe, expect, it } from 'vitest';
import { enginesUnderTest, storesPerTest } from '../../../tests/support/store-engines.ts';
import { viewCount } from '../../../tests/support/view-counts.ts';
import { insightsReport, limitFromNow } from '../insights/report.ts';
import { periodOf } from '../insights/period.ts';
import { adminText } from '../words/text.ts';
import { ReportTooLongError, openReportReader, type InsertSubmissionInput, type ReportReads } from './index.ts';
import m0024 from './migrations/0024-visit-months.ts';
import { statementsFor } from './migrations/migration.ts';
import { viewReads } from './report-reader.ts';

const LIMIT_MS = 60_000;
const DAY_MS = 86_400_000;
const LAST = '2026-12-06';
const dayBefore = (n: number) => new Date(Date.parse(`${LAST}T00:00:00Z`) - n * DAY_MS).toISOString().slice(0, 10);

const demo: InsertSubmissionInput = {
  type: 'demo',
  payload: { FirstName: 'Asha', Email: 'asha@report.example' },
  leadEmail: 'asha@report.example',
  source: { page: '/erp' },
  outbox: [],
};

const byKey = <T>(rows: T[]) => rows.map((row) => JSON.stringify(row)).sort();

describe.each(enginesUnderTest())('the reports’ reads on $engine', (engine) => {
  const stores = storesPerTest(engine);

  it('add up a period a window at a time as the store adds it up whole', async () => {
    const store = await stores.open();
    const reader = openReportReader(stores.options, LIMIT_MS);
    try {
      // 100 days: windows of 31 days cut it in four, the same page, campaign and site in each.
      await store.visits.add(
        Array.from({ length: 100 }, (_, n) => [
          viewCount(dayBefore(n), '/erp', 1 + (n % 5), { utmSource: 'mail', utmCampaign: 'spring' }),
          viewCount(dayBefore(n), `/page-${n % 3}`, 2, { referrerHost: `site-${n % 4}.example` }),
        ]).flat(),
        [{ day: dayBefore(0), path: '/erp', visitor: 'a' }],
      );
      await store.visits.closeDays(LAST);
      const [from, to] = [dayBefore(99), LAST];
      const whole = await store.visits.viewTotals(from, to);
      const sliced = await reader.viewTotals(from, to, limitFromNow(LIMIT_MS));
      expect(byKey(sliced.pages)).toEqual(byKey(whole.pages));
      expect(byKey(sliced.campaigns)).toEqual(byKey(whole.campaigns));
      expect(byKey(sliced.referrers)).toEqual(byKey(whole.referrers));
      expect(byKey(await reader.visitorTotals(from, to, limitFromNow(LIMIT_MS)))).toEqual(
        byKey(await store.visits.visitorTotals(from, to)),
      );
    } finally {
      await reader.close();
    }
  });

  it('add up whole months from their sums as the days add up, a month partly purged too', async () => {
    const store = await stores.open();
    const reader = openReportReader(stores.options, LIMIT_MS);
    try {
      // 120 days over five months; every page, campaign and site each day, some every other day.
      await store.visits.add(
        Array.from({ length: 120 }, (_, n) => [
          viewCount(dayBefore(n), '/erp', 1 + (n % 5), { utmSource: 'mail', utmCampaign: `spring-${n % 2}` }),
          viewCount(dayBefore(n), `/page-${n % 3}`, 2, { referrerHost: `site-${n % 4}.example`, device: 'mobile' }),
          viewCount(dayBefore(n), '/erp', 3, { referrerHost: 'news.example.org', utmMedium: 'cpc' }),
        ]).flat(),
        [],
      );
      const limit = limitFromNow(LIMIT_MS);
      const same = async (from: string, to: string) => {
        const whole = await store.visits.viewTotals(from, to);
        const read = await reader.viewTotals(from, to, limit);
        expect(byKey(read.pages)).toEqual(byKey(whole.pages));
        expect(byKey(read.campaigns)).toEqual(byKey(whole.campaigns));
        expect(byKey(read.referrers)).toEqual(byKey(whole.referrers));
      };
      await same(dayBefore(119), LAST);
      await same('2026-09-01', '2026-11-30');
      await same('2026-09-15', '2026-10-31');
      // The purge takes the first days of August out of its month's sums too (a day is claimed once).
      expect(await store.visits.purgeBefore('2026-08-20', '2026-12-07')).toBeGreaterThan(0);
      await same('2026-08-01', LAST);
      await same('2026-08-01', '2026-08-31');
      // A month wholly purged leaves no month sums behind.
      expect(await store.visits.purgeBefore('2026-09-01', '2026-12-08')).toBeGreaterThan(0);
      expect((await store.visits.monthTotals('2026-08', '2026-08')).pages).toEqual([]);
      await same('2026-08-01', '2026-09-30');
    } finally {
      await reader.close();
    }
  });

  it('stop a report past its time limit, with the limit named', async () => {
    await stores.open();
    const reader = openReportReader(stores.options, LIMIT_MS);
    try {
      const verdict = periodOf(dayBefore(365), LAST, adminText.insights.period);
      if (!verdict.ok) throw new Error(verdict.message);
      const passed = { endsAt: 0, limitMs: LIMIT_MS };
      const stopped = insightsReport(reader, verdict.period, verdict.previous, { limit: passed });
      await expect(stopped).rejects.toBeInstanceOf(ReportTooLongError);
      await expect(stopped).rejects.toMatchObject({ limitMs: LIMIT_MS });
    } finally {
      await reader.close();
    }
  });
});

describe('the reads of a period’s views', () => {
  it('are its whole months’ sums and the days of its partial months', () => {
    expect(viewReads('2025-12-06', '2026-12-06')).toEqual([
      { days: ['2025-12-06', '2025-12-31'] },
      { months: ['2026-01', '2026-11'] },
      { days: ['2026-12-01', '2026-12-06'] },
    ]);
    expect(viewReads('2024-02-01', '2024-02-29')).toEqual([{ months: ['2024-02', '2024-02'] }]);
    expect(viewReads('2026-03-02', '2026-03-30')).toEqual([{ days: ['2026-03-02', '2026-03-30'] }]);
    expect(viewReads('2026-01-31', '2026-03-01')).toEqual([
      { days: ['2026-01-31', '2026-01-31'] },
      { months: ['2026-02', '2026-02'] },
      { days: ['2026-03-01', '2026-03-01'] },
    ]);
  });
});

describe('a year-long report on SQLite', () => {
  const stores = storesPerTest(enginesUnderTest().find((one) => one.engine === 'sqlite')!);

  it('lets a form post be acknowledged while its reads run', async () => {
    const store = await stores.open();
    // A year of 1,000 combinations a day (366,000 day counts), written in one statement.
    await stores.rawSql(`
      WITH RECURSIVE n(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM n WHERE x < 365999)
      INSERT INTO visit_counts
      SELECT date('${LAST}', '-' || (x / 1000) || ' days'), '/page-' || (x % 100), '', 'source-' || (x % 20),
             'email', 'campaign-' || (x % 1000), 'desktop', 1 + x % 7
      FROM n`);
    // And their month sums, as the store writes them with its counts (here as 0024 fills them).
    for (const statement of statementsFor(m0024, 'sqlite').filter((text) => text.startsWith('INSERT')))
      await stores.rawSql(statement);
    const reader = openReportReader(stores.options, LIMIT_MS);
    try {
      // The reader's thread is opened before the report starts, so the report reads at once.
      await reader.sendCounts(`${LAST}T00:00:00.000Z`, `${LAST}T00:00:00.000Z`, limitFromNow(LIMIT_MS));
      const verdict = periodOf(dayBefore(365), LAST, adminText.insights.period);
      if (!verdict.ok) throw new Error(verdict.message);
      const done: string[] = [];
      const reads: ReportReads = {
        ...reader,
        viewTotals: async (...args) => {
          const totals = await reader.viewTotals(...args);
          done.push('the report’s first read');
          return totals;
        },
      };
      const report = insightsReport(reads, verdict.period, verdict.previous).then((made) => {
        done.push('the report');
        return made;
      });
      // Sent once the report's reads are under way: on the store's one thread before the fix, it
      // was answered only after them.
      await store.submissions.insertSubmission(demo);
      done.push('the form post');
      const views = Array.from({ length: 366_000 }, (_, x) => 1 + (x % 7)).reduce((a, b) => a + b);
      expect((await report).totals.now.views).toBe(views);
      expect(done[0]).toBe('the form post');
      expect(done).toContain('the report’s first read');
    } finally {
      await reader.close();
    }
  }, 60_000);
});
