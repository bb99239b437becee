// The visit counts (types.ts) on both engines: a property test that whatever views and visitors
// several instances add, in whatever batches, the stored counts are their sums per key (and per
// month, 0024's sums), and a day's unique visitors are counted once each, before and after the day
// is closed; the daily salt; the purge of old days, done by one instance a day.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest, rawDatabase, storesPerTest } from '../../../../tests/support/store-engines.ts';
import { viewCount } from '../../../../tests/support/view-counts.ts';
import type { ViewCount, VisitorSeen } from './types.ts';

const DAYS = ['2026-12-01', '2026-12-02', '2026-12-03'];

const view = fc.record({
  day: fc.constantFrom(...DAYS),
  path: fc.constantFrom('/', '/erp', '/demo'),
  referrerHost: fc.constantFrom('', 'news.example.org'),
  utmSource: fc.constantFrom('', 'newsletter'),
  utmMedium: fc.constantFrom('', 'email'),
  // Characters with a meaning in SQL and JSON, stored as they are.
  utmCampaign: fc.constantFrom('', "spring 'sale'", 'é"\\'),
  device: fc.constantFrom('desktop', 'mobile', 'tablet'),
  views: fc.integer({ min: 1, max: 5 }),
});
const visitor = fc.record({
  day: fc.constantFrom(...DAYS),
  path: fc.constantFrom('', '/erp'),
  visitor: fc.constantFrom('a', 'b', 'c', 'd'),
});

const keyOf = (v: Omit<ViewCount, 'views'>) =>
  [v.day, v.path, v.referrerHost, v.utmSource, v.utmMedium, v.utmCampaign, v.device].join('|');

describe.each(enginesUnderTest())('visit counts on $engine', (engine) => {
  const stores = storesPerTest(engine);

  it('adds every batch of every instance to the same daily counts; visitors count once a day', async () => {
    const [a, b] = [await stores.open(), await stores.open()];
    const raw = rawDatabase(stores.options);
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.array(view, { maxLength: 12 }), fc.array(visitor, { maxLength: 8 })), {
            maxLength: 6,
          }),
          async (batches) => {
            await raw.deleteFrom('visit_counts').execute();
            await raw.deleteFrom('visit_visitors').execute();
            await raw.deleteFrom('visitor_counts').execute();
            for (const table of ['visit_month_pages', 'visit_month_campaigns', 'visit_month_referrers'] as const)
              await raw.deleteFrom(table).execute();
            // Half the batches through each instance, at once.
            await Promise.all(batches.map(([views, seen], n) => (n % 2 === 0 ? a : b).visits.add(views, seen)));
            const expected = new Map<string, number>();
            for (const [views] of batches)
              for (const v of views) expected.set(keyOf(v), (expected.get(keyOf(v)) ?? 0) + v.views);
            const stored = await a.visits.viewCounts(DAYS[0]!, DAYS.at(-1)!);
            expect(new Map(stored.map((v) => [keyOf(v), v.views]))).toEqual(expected);
            // Added up by the database: per page, per campaign (with one), per referring site (with one).
            const sums = (key: (v: ViewCount) => string | undefined) => {
              const out = new Map<string, number>();
              for (const v of stored) {
                const k = key(v);
                if (k !== undefined) out.set(k, (out.get(k) ?? 0) + v.views);
              }
              return out;
            };
            // The days' sums, and the month's (every day is of one month), written with the counts.
            for (const totals of [
              await b.visits.viewTotals(DAYS[0]!, DAYS.at(-1)!),
              await a.visits.monthTotals('2026-12', '2026-12'),
            ]) {
              expect(new Map(totals.pages.map((p) => [p.path, p.views]))).toEqual(sums((v) => v.path));
              expect(
                new Map(totals.campaigns.map((c) => [[c.utmSource, c.utmMedium, c.utmCampaign].join('|'), c.views])),
              ).toEqual(
                sums((v) =>
                  v.utmSource || v.utmMedium || v.utmCampaign
                    ? [v.utmSource, v.utmMedium, v.utmCampaign].join('|')
                    : undefined,
                ),
              );
              expect(new Map(totals.referrers.map((r) => [r.referrerHost, r.views]))).toEqual(
                sums((v) => v.referrerHost || undefined),
              );
            }

            const unique = new Map<string, Set<string>>();
            for (const [, seen] of batches)
              for (const v of seen)
                unique.set(`${v.day}|${v.path}`, (unique.get(`${v.day}|${v.path}`) ?? new Set()).add(v.visitor));
            const counted = (rows: { day: string; path: string; visitors: number }[]) =>
              new Map(rows.map((row) => [`${row.day}|${row.path}`, row.visitors]));
            const wanted = new Map([...unique].map(([key, set]) => [key, set.size]));
            expect(counted(await b.visits.visitorCounts(DAYS[0]!, DAYS.at(-1)!))).toEqual(wanted);
            const perPage = new Map<string, number>();
            for (const [key, n] of wanted) perPage.set(key.split('|')[1]!, (perPage.get(key.split('|')[1]!) ?? 0) + n);
            const visitorTotals = async () =>
              new Map((await a.visits.visitorTotals(DAYS[0]!, DAYS.at(-1)!)).map((row) => [row.path, row.visitors]));
            expect(await visitorTotals()).toEqual(perPage);
            // The days before the last closed by both instances at once: the hashes go, each counted once.
            await Promise.all([a.visits.closeDays(DAYS.at(-1)!), b.visits.closeDays(DAYS.at(-1)!)]);
            expect(counted(await a.visits.visitorCounts(DAYS[0]!, DAYS.at(-1)!))).toEqual(wanted);
            expect(await visitorTotals()).toEqual(perPage);
            const left = await raw.selectFrom('visit_visitors').select('day').execute();
            expect(left.every((row) => row.day === DAYS.at(-1))).toBe(true);
          },
        ),
        { numRuns: 25 },
      );
    } finally {
      await raw.destroy();
    }
  });

  it('gives every instance the same salt for a day, and keeps no salt past its day', async () => {
    const [a, b] = [await stores.open(), await stores.open()];
    const [first, second] = await Promise.all([a.visits.saltOf('2026-12-01'), b.visits.saltOf('2026-12-01')]);
    expect(first).toBe(second);
    const next = await a.visits.saltOf('2026-12-02');
    expect(next).not.toBe(first);
    const raw = rawDatabase(stores.options);
    try {
      expect(await raw.selectFrom('visit_salts').select('day').execute()).toEqual([{ day: '2026-12-02' }]);
      const seen: VisitorSeen[] = [{ day: '2026-12-02', path: '', visitor: 'x' }];
      await a.visits.add([], seen);
      await a.visits.closeDays('2026-12-03');
      expect(await raw.selectFrom('visit_salts').select('day').execute()).toEqual([]);
      expect(await raw.selectFrom('visit_visitors').select('day').execute()).toEqual([]);
    } finally {
      await raw.destroy();
    }
  });

  it('purges the days before the kept ones once a day, whichever instances ask at once', async () => {
    const [a, b] = [await stores.open(), await stores.open()];
    const views = DAYS.flatMap((day) => ['/', '/erp'].map((path) => viewCount(day, path, 2)));
    await a.visits.add(
      views,
      DAYS.map((day) => ({ day, path: '', visitor: 'x' })),
    );
    // The visitors of the days before the last counted into their daily counts.
    await a.visits.closeDays(DAYS.at(-1)!);
    // Both instances on the same day: one purges (the first day's two view rows and one visitor row),
    // the other finds the day claimed.
    const answers = await Promise.all([
      a.visits.purgeBefore(DAYS[1]!, '2026-12-10'),
      b.visits.purgeBefore(DAYS[1]!, '2026-12-10'),
    ]);
    expect(answers.sort()).toEqual([3, undefined]);
    expect(new Set((await a.visits.viewCounts('2026-01-01', '2026-12-31')).map((row) => row.day))).toEqual(
      new Set(DAYS.slice(1)),
    );
    expect((await b.visits.visitorCounts('2026-01-01', '2026-12-31')).map((row) => row.day)).toEqual(DAYS.slice(1));
    // Later the same day: claimed already. The next day: nothing older left.
    expect(await b.visits.purgeBefore(DAYS[2]!, '2026-12-10')).toBeUndefined();
    expect(await b.visits.purgeBefore(DAYS[1]!, '2026-12-11')).toBe(0);
    expect(await a.visits.purgeBefore(DAYS.at(-1)!, '2026-12-12')).toBe(3);
    expect((await a.visits.viewCounts('2026-01-01', '2026-12-31')).map((row) => row.day)).toEqual([
      DAYS.at(-1),
      DAYS.at(-1),
    ]);
  });
});
