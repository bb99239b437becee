// Migrations 0023 (0023-visit-counts-by-campaign.ts) and 0025, which drops its index again, on both
// engines: a database of counts made before them keeps every count, and every sum a report reads;
// on SQLite the report's reads of a period's pages and sites use the table's key as intended (the
// query plans, not timings).
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest, rawDatabase, storesPerTest } from '../../../../tests/support/store-engines.ts';
import { viewCount } from '../../../../tests/support/view-counts.ts';

const byKey = <T>(rows: T[]) => rows.map((row) => JSON.stringify(row)).sort();
const INDEX = 'visit_counts_by_campaign';

/** Two weeks of counts: pages, sites and campaigns crossing each other, quotes and all. */
const counts = Array.from({ length: 14 }, (_, n) => {
  const day = `2026-11-${String(10 + n).padStart(2, '0')}`;
  return [
    viewCount(day, '/erp', 1 + n, { utmSource: 'mail', utmMedium: 'email', utmCampaign: "spring 'sale'" }),
    viewCount(day, '/erp', 2, { referrerHost: 'news.example.org', device: 'mobile' }),
    viewCount(day, `/page-${n % 3}`, 3, { referrerHost: `site-${n % 2}.example`, utmCampaign: 'spring' }),
    viewCount(day, '/pricing', 5 + (n % 4), { utmSource: 'ads', utmMedium: 'cpc', device: 'tablet' }),
  ];
}).flat();

describe.each(enginesUnderTest())('migrations 0023 and 0025 on $engine', (engine) => {
  const stores = storesPerTest(engine);

  it('keep every view count and every sum of a period, the index made and dropped', async () => {
    const first = await stores.open();
    await first.visits.add(counts, []);
    const [from, to] = ['2026-11-10', '2026-11-23'];
    const rows = await first.visits.viewCounts(from, to);
    const totals = await first.visits.viewTotals('2026-11-12', '2026-11-20');
    await first.close();
    // Back to the database as it was before 0023: no index, 0023 (and 0024, whose month sums are
    // dropped and made again from the counts, and 0025) not run yet.
    await stores.rawSql(`DROP INDEX IF EXISTS ${INDEX}`);
    for (const table of ['visit_month_pages', 'visit_month_campaigns', 'visit_month_referrers'])
      await stores.rawSql(`DROP TABLE ${table}`);
    await stores.rawSql("DELETE FROM kysely_migration WHERE name >= '0023_visit_counts_by_campaign'");

    const store = await stores.open();
    expect(await store.visits.viewCounts(from, to)).toEqual(rows);
    const after = await store.visits.viewTotals('2026-11-12', '2026-11-20');
    expect(byKey(after.pages)).toEqual(byKey(totals.pages));
    expect(byKey(after.campaigns)).toEqual(byKey(totals.campaigns));
    expect(byKey(after.referrers)).toEqual(byKey(totals.referrers));
    // And the sums are the rows' own.
    const inPeriod = rows.filter((row) => row.day >= '2026-11-12' && row.day <= '2026-11-20');
    const sum = (keep: (row: (typeof rows)[number]) => boolean) =>
      inPeriod.filter(keep).reduce((total, row) => total + row.views, 0);
    for (const page of after.pages) expect(page.views).toBe(sum((row) => row.path === page.path));
    for (const site of after.referrers) expect(site.views).toBe(sum((row) => row.referrerHost === site.referrerHost));
    expect(after.campaigns.reduce((total, row) => total + row.views, 0)).toBe(
      sum((row) => row.utmSource !== '' || row.utmMedium !== '' || row.utmCampaign !== ''),
    );

    const db = rawDatabase(stores.options);
    try {
      const found =
        engine.engine === 'sqlite'
          ? await sql<{
              name: string;
            }>`SELECT name FROM sqlite_master WHERE type = 'index' AND name = ${INDEX}`.execute(db)
          : await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE indexname = ${INDEX}`.execute(
              db,
            );
      // Made by 0023, dropped again by 0025 (its cost to the counts' writes).
      expect(found.rows).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('leaves SQLite reading a period’s pages and sites in key order, unsorted', async (context) => {
    if (engine.engine !== 'sqlite') context.skip('query plans of SQLite');
    await stores.open();
    const db = rawDatabase(stores.options);
    try {
      const plan = async (query: string) =>
        (await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${sql.raw(query)}`.execute(db)).rows.map((r) => r.detail);
      const period = "day >= '2026-11-12' AND day <= '2026-11-20'";
      const places = await plan(
        `SELECT path, referrer_host, sum(views) FROM visit_counts WHERE ${period} GROUP BY day, path, referrer_host`,
      );
      expect(places).toContainEqual(expect.stringContaining('USING PRIMARY KEY'));
      expect(places.join(' ')).not.toContain('TEMP B-TREE');
    } finally {
      await db.destroy();
    }
  });
});
