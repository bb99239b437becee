// The insights of a period against the one before (issue 43): per page, its views, its daily unique
// visitors added up, the forms sent from it and their rate; per campaign, its views, its sends and
// their rate; the top referring sites. Made from the day counts (store.visits) and the submissions'
// sources (store.submissions.sendCounts), nothing else, read apart from the store's writes
// (store/report-reader.ts) and within a time limit.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ReportLimit, ReportReads, Store } from '../store/index.ts';
import { inTurns, ROWS_A_TURN } from '../store/report-columns.ts';
import { endInstant, startInstant, type Period } from './period.ts';

export interface Figures {
  views: number;
  visitors: number;
  sends: number;
  /** Sends per 100 daily unique visitors (per 100 views for a campaign); null when there were none. */
  rate: number | null;
}

export interface PageRow {
  page: string;
  now: Figures;
  before: Figures;
  /** Sends of each kind of form from the page, this period and the one before. */
  kinds: { type: string; now: number; before: number }[];
}

export interface CampaignRow {
  source: string;
  medium: string;
  campaign: string;
  now: Figures;
  before: Figures;
}

export interface ReferrerRow {
  host: string;
  now: number;
  before: number;
}

export interface InsightsReport {
  period: Period;
  previous: Period;
  totals: { now: Figures; before: Figures };
  pages: PageRow[];
  campaigns: CampaignRow[];
  referrers: ReferrerRow[];
}

/** Rows shown at most per table on the page (the CSV has them all): never a page of thousands of rows. */
export const TOP = 50;

/** Rows handled between two turns of the event loop (ROWS_A_TURN): a flood's hundreds of thousands
 *  of forged campaigns or sites make a long report, never a long hold of the server
 *  (bench:insights). At a flood's bound, 5,000 a turn (with the reads' arrival and the sorts in the
 *  same turns) held the event loop 33.5 ms; 2,000 keep a turn to a few ms (npm run
 *  bench:insights-parts). */
export const SLICE = ROWS_A_TURN;

/** Calls `each` on every row, giving the event loop a turn after each SLICE of them. */
export const inSlices = <T>(rows: readonly T[], each: (row: T) => void): Promise<void> =>
  inTurns(rows.length, (n) => each(rows[n]!));

/**
 * The rows sorted by `compare` as Array.prototype.sort sorts them (stably), a SLICE of the work per
 * turn of the event loop: runs of SLICE rows sorted, then merged two by two, the left run first on
 * a tie. One sort of 20,000 campaigns at once was a turn of several ms on its own.
 */
export async function sortedInSlices<T>(rows: readonly T[], compare: (a: T, b: T) => number): Promise<T[]> {
  let runs: T[][] = [];
  for (let at = 0; at < rows.length; at += SLICE) {
    if (at > 0) await nextTurn();
    runs.push(rows.slice(at, at + SLICE).sort(compare));
  }
  let done = 0;
  while (runs.length > 1) {
    const merged: T[][] = [];
    for (let n = 0; n < runs.length; n += 2) {
      const [left, right = []] = [runs[n]!, runs[n + 1]];
      const out: T[] = [];
      let [l, r] = [0, 0];
      while (l < left.length || r < right.length) {
        if (r >= right.length || (l < left.length && compare(left[l]!, right[r]!) <= 0)) out.push(left[l++]!);
        else out.push(right[r++]!);
        if (++done % SLICE === 0) await nextTurn();
      }
      merged.push(out);
    }
    runs = merged;
  }
  return runs[0] ?? [];
}

/**
 * The keys of `now` then those of `before` not in it, as a Set of both would list them, a SLICE of
 * `before`'s at a time: a Set of a flood's 40,000 campaign keys made at once was a turn of 4-9 ms.
 */
async function keysOfBoth(now: Map<string, unknown>, before: Map<string, unknown>): Promise<string[]> {
  const keys = [...now.keys()];
  await inSlices([...before.keys()], (key) => void (now.has(key) || keys.push(key)));
  return keys;
}

/** The order of the tables: the busiest first (views, then sends), then by name. */
const busiest = <T extends { now: Figures }>(a: T, b: T) => b.now.views - a.now.views || b.now.sends - a.now.sends;
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
export const pageOrder = (a: PageRow, b: PageRow) => busiest(a, b) || byName(a.page, b.page);
/** Ties of a campaign's name are told apart by its source and medium, so the order is one order. */
export const campaignOrder = (a: CampaignRow, b: CampaignRow) =>
  busiest(a, b) || byName(a.campaign, b.campaign) || byName(a.source, b.source) || byName(a.medium, b.medium);
export const referrerOrder = (a: ReferrerRow, b: ReferrerRow) => b.now - a.now || byName(a.host, b.host);

const empty = (): Figures => ({ views: 0, visitors: 0, sends: 0, rate: null });

function rated(figures: Figures, per: 'visitors' | 'views'): Figures {
  const base = figures[per];
  return { ...figures, rate: base === 0 ? null : Math.round((figures.sends / base) * 1000) / 10 };
}

interface Counted {
  pages: Map<string, Figures>;
  kinds: Map<string, Map<string, number>>;
  campaigns: Map<string, Figures>;
  referrers: Map<string, number>;
  totals: Figures;
}

async function counted(reads: ReportReads, period: Period, limit: ReportLimit): Promise<Counted> {
  // Added up by the database (per page, campaign and site), so a year of day counts is never
  // carried to this thread row by row.
  const [views, visitors, sends] = await Promise.all([
    reads.viewTotals(period.from, period.to, limit),
    reads.visitorTotals(period.from, period.to, limit),
    reads.sendCounts(startInstant(period), endInstant(period), limit),
  ]);
  // The last read's answer was taken in (on SQLite, a message from the reader's thread) in this
  // turn: its sums start in the next.
  await nextTurn();
  const result: Counted = {
    pages: new Map(),
    kinds: new Map(),
    campaigns: new Map(),
    referrers: new Map(),
    totals: empty(),
  };
  const page = (path: string) => result.pages.get(path) ?? result.pages.set(path, empty()).get(path)!;
  const campaign = (key: string) => result.campaigns.get(key) ?? result.campaigns.set(key, empty()).get(key)!;
  for (const row of views.pages) {
    page(row.path).views += row.views;
    result.totals.views += row.views;
  }
  await inSlices(views.campaigns, (row) => {
    campaign(JSON.stringify([row.utmSource, row.utmMedium, row.utmCampaign])).views += row.views;
  });
  await inSlices(views.referrers, (row) => void result.referrers.set(row.referrerHost, row.views));
  for (const row of visitors) {
    if (row.path === '') result.totals.visitors += row.visitors;
    else page(row.path).visitors += row.visitors;
  }
  for (const row of sends) {
    result.totals.sends += row.sends;
    if (row.page) {
      page(row.page).sends += row.sends;
      const kinds = result.kinds.get(row.page) ?? result.kinds.set(row.page, new Map()).get(row.page)!;
      kinds.set(row.type, (kinds.get(row.type) ?? 0) + row.sends);
    }
    if (row.utmSource || row.utmMedium || row.utmCampaign)
      campaign(JSON.stringify([row.utmSource, row.utmMedium, row.utmCampaign])).sends += row.sends;
  }
  return result;
}

/**
 * The reads on the store itself, without slices or time limit: on SQLite on the store's own thread,
 * where every write waits behind them (how reports read before store/report-reader.ts; the
 * benchmark's "before", and the routes' when given no reader).
 */
export const readsOfStore = (store: Store): ReportReads => ({
  viewTotals: (from, to) => store.visits.viewTotals(from, to),
  visitorTotals: (from, to) => store.visits.visitorTotals(from, to),
  sendCounts: (from, to) => store.submissions.sendCounts(from, to),
});

/**
 * How long a report may take before it is stopped (ReportTooLongError), reads and sums together:
 * under the 60 s nginx gives an answer from /admin (deploy/nginx/cortracker.conf), by more than a
 * window of the reads takes (report-reader.ts), so the marketer reads why rather than a gateway's 504.
 */
export const REPORT_TIME_LIMIT_MS = 45_000;

/** The limit of a report that starts now. */
export const limitFromNow = (limitMs = REPORT_TIME_LIMIT_MS): ReportLimit => ({
  endsAt: Date.now() + limitMs,
  limitMs,
});

export async function insightsReport(
  reads: ReportReads,
  period: Period,
  previous: Period,
  { top = TOP, limit = limitFromNow() }: { top?: number; limit?: ReportLimit } = {},
): Promise<InsightsReport> {
  const [now, before] = [await counted(reads, period, limit), await counted(reads, previous, limit)];
  const pages = [...new Set([...now.pages.keys(), ...before.pages.keys()])].map((path): PageRow => {
    const types = new Set([...(now.kinds.get(path)?.keys() ?? []), ...(before.kinds.get(path)?.keys() ?? [])]);
    return {
      page: path,
      now: rated(now.pages.get(path) ?? empty(), 'visitors'),
      before: rated(before.pages.get(path) ?? empty(), 'visitors'),
      kinds: [...types].sort().map((type) => ({
        type,
        now: now.kinds.get(path)?.get(type) ?? 0,
        before: before.kinds.get(path)?.get(type) ?? 0,
      })),
    };
  });
  const campaigns: CampaignRow[] = [];
  await inSlices(await keysOfBoth(now.campaigns, before.campaigns), (key) => {
    const [source = '', medium = '', campaign = ''] = JSON.parse(key) as string[];
    campaigns.push({
      source,
      medium,
      campaign,
      now: rated(now.campaigns.get(key) ?? empty(), 'views'),
      before: rated(before.campaigns.get(key) ?? empty(), 'views'),
    });
  });
  const referrers: ReferrerRow[] = [];
  await inSlices(await keysOfBoth(now.referrers, before.referrers), (host) => {
    referrers.push({ host, now: now.referrers.get(host) ?? 0, before: before.referrers.get(host) ?? 0 });
  });
  await nextTurn();
  return {
    period,
    previous,
    totals: { now: rated(now.totals, 'visitors'), before: rated(before.totals, 'visitors') },
    pages: (await sortedInSlices(pages, pageOrder)).slice(0, top),
    campaigns: (await sortedInSlices(campaigns, campaignOrder)).slice(0, top),
    referrers: (await sortedInSlices(referrers, referrerOrder)).slice(0, top === TOP ? 10 : top),
  };
}
