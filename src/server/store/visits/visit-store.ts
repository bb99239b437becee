// The VisitStore contract (types.ts) on Kysely, the same queries on both engines. Counts grow by
// upserts that add (views = views + excluded.views), so any number of instances add to the same rows
// without reading them first; a day's visitor hashes are taken out by one DELETE … RETURNING, so the
// instance that deletes a row is the only one that counts it.
import { randomBytes } from 'node:crypto';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import type { ViewCount, VisitorCount, VisitorSeen, VisitStore } from './types.ts';

/** Rows per INSERT: 8 values each keeps far below both engines' bind-parameter limits. */
const CHUNK = 500;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < rows.length; at += CHUNK) out.push(rows.slice(at, at + CHUNK));
  return out;
}

/**
 * One row per key, its views summed (one INSERT may not touch a row twice on PostgreSQL), sorted, so
 * two instances writing the same keys lock them in the same order and never deadlock.
 */
function mergedViews(views: readonly ViewCount[]): ViewCount[] {
  const merged = new Map<string, ViewCount>();
  for (const v of views) {
    const key = [v.day, v.path, v.referrerHost, v.utmSource, v.utmMedium, v.utmCampaign, v.device].join('\u0000');
    const seen = merged.get(key);
    if (seen) seen.views += v.views;
    else merged.set(key, { ...v });
  }
  return [...merged].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
}

/** A month's views per page, campaign and referring site, each sorted by its key (the lock order). */
interface MonthRows {
  pages: { month: string; path: string; views: number }[];
  campaigns: { month: string; utm_source: string; utm_medium: string; utm_campaign: string; views: number }[];
  referrers: { month: string; referrer_host: string; views: number }[];
}

/** The month sums of `views` (merged: a key once per INSERT), as 0024's tables hold them. */
function monthRows(views: readonly ViewCount[]): MonthRows {
  const sums = <T extends { views: number }>(rows: Map<string, T>, key: string[], row: () => T, views: number) => {
    const at = key.join('\u0000');
    const seen = rows.get(at);
    if (seen) seen.views += views;
    else rows.set(at, { ...row(), views });
  };
  const pages = new Map<string, MonthRows['pages'][number]>();
  const campaigns = new Map<string, MonthRows['campaigns'][number]>();
  const referrers = new Map<string, MonthRows['referrers'][number]>();
  for (const v of views) {
    const month = v.day.slice(0, 7);
    sums(pages, [month, v.path], () => ({ month, path: v.path, views: 0 }), v.views);
    if (v.utmSource !== '' || v.utmMedium !== '' || v.utmCampaign !== '')
      sums(
        campaigns,
        [month, v.utmSource, v.utmMedium, v.utmCampaign],
        () => ({ month, utm_source: v.utmSource, utm_medium: v.utmMedium, utm_campaign: v.utmCampaign, views: 0 }),
        v.views,
      );
    if (v.referrerHost !== '')
      sums(referrers, [month, v.referrerHost], () => ({ month, referrer_host: v.referrerHost, views: 0 }), v.views);
  }
  const sorted = <T>(rows: Map<string, T>) =>
    [...rows].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  return { pages: sorted(pages), campaigns: sorted(campaigns), referrers: sorted(referrers) };
}

/** Adds `rows` to 0024's month sums (negative views take a purged day out), in the transaction `trx`. */
async function addToMonths(trx: Kysely<Database>, rows: MonthRows): Promise<void> {
  for (const part of chunks(rows.pages))
    await trx
      .insertInto('visit_month_pages')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['month', 'path']).doUpdateSet({ views: sql`visit_month_pages.views + excluded.views` }),
      )
      .execute();
  for (const part of chunks(rows.campaigns))
    await trx
      .insertInto('visit_month_campaigns')
      .values(part)
      .onConflict((oc) =>
        oc
          .columns(['month', 'utm_source', 'utm_medium', 'utm_campaign'])
          .doUpdateSet({ views: sql`visit_month_campaigns.views + excluded.views` }),
      )
      .execute();
  for (const part of chunks(rows.referrers))
    await trx
      .insertInto('visit_month_referrers')
      .values(part)
      .onConflict((oc) =>
        oc
          .columns(['month', 'referrer_host'])
          .doUpdateSet({ views: sql`visit_month_referrers.views + excluded.views` }),
      )
      .execute();
}

const MONTH_TABLES = ['visit_month_pages', 'visit_month_campaigns', 'visit_month_referrers'] as const;

export function createVisitStore(db: Kysely<Database>): VisitStore {
  const inPeriod = (from: string, to: string) =>
    db.selectFrom('visit_counts').where('day', '>=', from).where('day', '<=', to);
  const summedViews = (eb: ExpressionBuilder<Database, 'visit_counts'>) =>
    eb.fn.sum<number | string>('views').as('views');

  return {
    async add(views, visitors) {
      if (views.length === 0 && visitors.length === 0) return;
      const merged = mergedViews(views);
      await db.transaction().execute(async (trx) => {
        for (const rows of chunks(merged))
          await trx
            .insertInto('visit_counts')
            .values(
              rows.map((v) => ({
                day: v.day,
                path: v.path,
                referrer_host: v.referrerHost,
                utm_source: v.utmSource,
                utm_medium: v.utmMedium,
                utm_campaign: v.utmCampaign,
                device: v.device,
                views: v.views,
              })),
            )
            .onConflict((oc) =>
              oc
                .columns(['day', 'path', 'referrer_host', 'utm_source', 'utm_medium', 'utm_campaign', 'device'])
                .doUpdateSet({ views: sql`visit_counts.views + excluded.views` }),
            )
            .execute();
        // Sorted for the same reason; a repeat within one INSERT is harmless to DO NOTHING.
        const sorted = [...visitors].sort((a, b) =>
          `${a.day}\u0000${a.path}\u0000${a.visitor}` < `${b.day}\u0000${b.path}\u0000${b.visitor}` ? -1 : 1,
        );
        for (const rows of chunks(sorted))
          await trx
            .insertInto('visit_visitors')
            .values(rows.map((v) => ({ day: v.day, path: v.path, visitor: v.visitor })))
            .onConflict((oc) => oc.doNothing())
            .execute();
        // The month sums in the same transaction: a month's row is always the sum of its days'.
        await addToMonths(trx, monthRows(merged));
      });
    },

    async saltOf(day) {
      await db.deleteFrom('visit_salts').where('day', '<', day).execute();
      await db
        .insertInto('visit_salts')
        .values({ day, salt: randomBytes(32).toString('base64url') })
        .onConflict((oc) => oc.column('day').doNothing())
        .execute();
      const row = await db.selectFrom('visit_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
      return row.salt;
    },

    async closeDays(today) {
      return db.transaction().execute(async (trx) => {
        const gone = await trx
          .deleteFrom('visit_visitors')
          .where('day', '<', today)
          .returning(['day', 'path'])
          .execute();
        const counts = new Map<string, VisitorCount>();
        for (const { day, path } of gone) {
          const key = `${day}\u0000${path}`;
          const count = counts.get(key) ?? { day, path, visitors: 0 };
          count.visitors++;
          counts.set(key, count);
        }
        for (const rows of chunks([...counts.values()]))
          await trx
            .insertInto('visitor_counts')
            .values(rows)
            .onConflict((oc) =>
              oc.columns(['day', 'path']).doUpdateSet({ visitors: sql`visitor_counts.visitors + excluded.visitors` }),
            )
            .execute();
        await trx.deleteFrom('visit_salts').where('day', '<', today).execute();
        return gone.length;
      });
    },

    async purgeBefore(keptFrom, today) {
      const claimed = await db
        .insertInto('visit_purges')
        .values({ day: today, kept_from: keptFrom })
        .onConflict((oc) => oc.column('day').doNothing())
        .returning('day')
        .executeTakeFirst();
      if (!claimed) return undefined;
      await db.deleteFrom('visit_purges').where('day', '<', keptFrom).execute();
      const old = async (table: 'visit_counts' | 'visitor_counts') =>
        (await db.selectFrom(table).select('day').distinct().where('day', '<', keptFrom).execute()).map((r) => r.day);
      const days = [...new Set([...(await old('visit_counts')), ...(await old('visitor_counts'))])].sort();
      // A day per statement: the first purge after a long time, or a year of floods, never holds the
      // (on SQLite, single) writer for the whole of it; the rows of one day are bounded (visit-counter.ts).
      // The month sums lose the day's views with its rows, in one transaction, so they stay the
      // sums of the days kept (a month partly purged is still read right from them).
      let deleted = 0;
      for (const day of days)
        deleted += await db.transaction().execute(async (trx) => {
          const gone = await trx.selectFrom('visit_counts').selectAll().where('day', '=', day).execute();
          await addToMonths(trx, monthRows(gone.map((row) => ({ ...viewOfRow(row), views: -Number(row.views) }))));
          for (const table of MONTH_TABLES)
            await trx.deleteFrom(table).where('month', '=', day.slice(0, 7)).where('views', '<=', 0).execute();
          let rows = 0;
          for (const table of ['visit_counts', 'visitor_counts'] as const)
            rows += Number((await trx.deleteFrom(table).where('day', '=', day).executeTakeFirst()).numDeletedRows);
          return rows;
        });
      return deleted;
    },

    async viewCounts(from, to) {
      const rows = await db
        .selectFrom('visit_counts')
        .selectAll()
        .where('day', '>=', from)
        .where('day', '<=', to)
        .orderBy('day')
        .orderBy('path')
        .execute();
      return rows.map(viewOfRow);
    },

    async monthTotals(fromMonth, toMonth) {
      // Each month's row is one key's sum already; a range of months added up per key here.
      const months = <T extends (typeof MONTH_TABLES)[number]>(table: T) =>
        db
          .selectFrom(table as (typeof MONTH_TABLES)[number])
          .where('month', '>=', fromMonth)
          .where('month', '<=', toMonth);
      const [pages, campaigns, referrers] = await Promise.all([
        months('visit_month_pages')
          .select((eb) => ['path', eb.fn.sum<number | string>('views').as('views')])
          .groupBy('path')
          .execute(),
        months('visit_month_campaigns')
          .select((eb) => ['utm_source', 'utm_medium', 'utm_campaign', eb.fn.sum<number | string>('views').as('views')])
          .groupBy(['utm_source', 'utm_medium', 'utm_campaign'])
          .execute(),
        months('visit_month_referrers')
          .select((eb) => ['referrer_host', eb.fn.sum<number | string>('views').as('views')])
          .groupBy('referrer_host')
          .execute(),
      ]);
      return {
        pages: pages.map((row) => ({ path: row.path, views: Number(row.views) })),
        campaigns: campaigns.map((row) => ({
          utmSource: row.utm_source,
          utmMedium: row.utm_medium,
          utmCampaign: row.utm_campaign,
          views: Number(row.views),
        })),
        referrers: referrers.map((row) => ({ referrerHost: row.referrer_host, views: Number(row.views) })),
      };
    },

    async viewTotals(from, to) {
      // Pages and sites from one read grouped by (day, path, site), a prefix of the key: on SQLite
      // the rows are added up in the key's order as they are read, with no sort (two GROUP BYs of
      // path and of site each sorted the whole window), and the few rows per day added up here.
      // Campaigns are added up by the database (a period's whole months from their sums, 0024).
      const [places, campaigns] = await Promise.all([
        inPeriod(from, to)
          .select((eb) => ['path', 'referrer_host', summedViews(eb)])
          .groupBy(['day', 'path', 'referrer_host'])
          .execute(),
        inPeriod(from, to)
          .select((eb) => ['utm_source', 'utm_medium', 'utm_campaign', summedViews(eb)])
          .where((eb) => eb.or([eb('utm_source', '!=', ''), eb('utm_medium', '!=', ''), eb('utm_campaign', '!=', '')]))
          .groupBy(['utm_source', 'utm_medium', 'utm_campaign'])
          .execute(),
      ]);
      const pages = new Map<string, number>();
      const referrers = new Map<string, number>();
      for (const row of places) {
        const views = Number(row.views);
        pages.set(row.path, (pages.get(row.path) ?? 0) + views);
        if (row.referrer_host !== '') referrers.set(row.referrer_host, (referrers.get(row.referrer_host) ?? 0) + views);
      }
      return {
        pages: [...pages].map(([path, views]) => ({ path, views })),
        campaigns: campaigns.map((row) => ({
          utmSource: row.utm_source,
          utmMedium: row.utm_medium,
          utmCampaign: row.utm_campaign,
          views: Number(row.views),
        })),
        referrers: [...referrers].map(([referrerHost, views]) => ({ referrerHost, views })),
      };
    },

    async visitorTotals(from, to) {
      const closed = await db
        .selectFrom('visitor_counts')
        .select((eb) => ['path', eb.fn.sum<number | string>('visitors').as('visitors')])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy('path')
        .execute();
      // A hash is one visitor of its day and page (the key), so its rows of several days add up as the counts do.
      const open = await db
        .selectFrom('visit_visitors')
        .select((eb) => ['path', eb.fn.countAll<number | string>().as('visitors')])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy('path')
        .execute();
      const totals = new Map<string, number>();
      for (const row of [...closed, ...open]) totals.set(row.path, (totals.get(row.path) ?? 0) + Number(row.visitors));
      return [...totals].map(([path, visitors]) => ({ path, visitors }));
    },

    async visitorCounts(from, to) {
      const closed = await db
        .selectFrom('visitor_counts')
        .select(['day', 'path', 'visitors'])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .execute();
      const open = await db
        .selectFrom('visit_visitors')
        .select(['day', 'path', (eb) => eb.fn.countAll<number | string>().as('visitors')])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy(['day', 'path'])
        .execute();
      const counts = new Map<string, VisitorCount>();
      for (const row of [...closed, ...open]) {
        const key = `${row.day}\u0000${row.path}`;
        const count = counts.get(key) ?? { day: row.day, path: row.path, visitors: 0 };
        count.visitors += Number(row.visitors);
        counts.set(key, count);
      }
      return [...counts.values()].sort((a, b) => (a.day + a.path < b.day + b.path ? -1 : 1));
    },
  };
}

function viewOfRow(row: Database['visit_counts']): ViewCount {
  return {
    day: row.day,
    path: row.path,
    referrerHost: row.referrer_host,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    device: row.device,
    views: Number(row.views),
  };
}

export type { VisitorSeen };
