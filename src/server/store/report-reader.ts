// The reads of /admin/insights (src/server/insights/report.ts), kept apart from the store that
// takes the site's writes (issue 43). A year-long report adds up a year of day counts: on SQLite,
// run on the store's own thread and connection, every form post and page view waited behind it
// (9-17 s, up to 89 s at a flood's bound: docs/performance.md). So the reports read:
//  - on SQLite, through a read-only connection on a thread of their own (sqlite/report-thread.ts):
//    in WAL mode a reader runs beside the writer and neither waits for the other;
//  - on PostgreSQL, through a pool of their own of REPORT_CONNECTIONS, so a report never takes the
//    connections form posts need, each statement cut by statement_timeout at the report's limit.
// The views of a period's whole calendar months are read from their month sums (0024: a row per
// month and page, campaign or site, bounded per month by the counter), the days of its partial
// months (at most two, at its ends) from the day counts: at a flood's bound a year was 7.3 million
// day counts to add up, read in twelve windows. The visitors are read a window of SLICE_DAYS at a
// time. The time limit is checked between reads: a report past it stops within one, and no read
// holds a snapshot for the whole year (on SQLite that would keep the checkpoints from emptying
// the log meanwhile).
import type { Kysely } from 'kysely';
import { ReportTooLongError } from './errors.ts';
import type { StoreOptions } from './open.ts';
import { inTurns } from './report-columns.ts';
import { postgresEngine } from './postgres/engine.ts';
import { openPostgres } from './postgres/open.ts';
import type { Database } from './schema.ts';
import { openReportThread } from './sqlite/report-thread.ts';
import type { StoreEngine } from './engine.ts';
import { createSubmissionStore } from './submissions/submission-store.ts';
import type { SendCount } from './submissions/types.ts';
import type { ViewTotals } from './visits/types.ts';
import { createVisitStore } from './visits/visit-store.ts';

/** When a report must be done by (epoch ms), and its limit, for the words of its refusal. */
export interface ReportLimit {
  endsAt: number;
  limitMs: number;
}

/** What a report reads: the period's views, visitors and form sends, each added up. */
export interface ReportReads {
  viewTotals(from: string, to: string, limit: ReportLimit): Promise<ViewTotals>;
  visitorTotals(from: string, to: string, limit: ReportLimit): Promise<{ path: string; visitors: number }[]>;
  /** Instants, as SubmissionStore.sendCounts takes them. */
  sendCounts(from: string, to: string, limit: ReportLimit): Promise<SendCount[]>;
}

export interface ReportReader extends ReportReads {
  close(): Promise<void>;
}

/** Days read per query: a month's counts, a twelfth of a year-long period. */
export const SLICE_DAYS = 31;

/** Connections of the reports' own pool on PostgreSQL: a report runs its reads two at a time at most. */
const REPORT_CONNECTIONS = 2;

/** PostgreSQL's query_canceled, which statement_timeout raises. */
const QUERY_CANCELED = '57014';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period from `from` to `to` (days, inclusive) in windows of at most SLICE_DAYS. */
function windows(from: string, to: string): [string, string][] {
  const out: [string, string][] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= end; at += SLICE_DAYS * DAY_MS)
    out.push([dayOf(at), dayOf(Math.min(end, at + (SLICE_DAYS - 1) * DAY_MS))]);
  return out;
}

/** A period's reads of views: whole months ([first, last] months, YYYY-MM) or days ([first, last] days). */
type ViewRead = { months: [string, string] } | { days: [string, string] };

/**
 * The period from `from` to `to` (days, inclusive) as reads of views: its run of whole calendar
 * months as one read of their month sums, each partial month at its ends as a read of its days.
 */
export function viewReads(from: string, to: string): ViewRead[] {
  const reads: ViewRead[] = [];
  let run: [string, string] | undefined;
  for (let start = `${from.slice(0, 7)}-01`; start <= to;) {
    const next = new Date(Date.parse(`${start}T00:00:00Z`));
    next.setUTCMonth(next.getUTCMonth() + 1);
    const end = dayOf(next.getTime() - DAY_MS);
    const month = start.slice(0, 7);
    if (start >= from && end <= to) {
      if (run) run[1] = month;
      else reads.push({ months: (run = [month, month]) });
    } else reads.push({ days: [start < from ? from : start, end > to ? to : end] });
    start = dayOf(next.getTime());
  }
  return reads;
}

function checkLimit(limit: ReportLimit): void {
  if (Date.now() > limit.endsAt) throw new ReportTooLongError(limit.limitMs);
}

/** Adds `views` to the total of `key`, keeping the first row seen for its other fields. */
function addUp<T extends { views: number }>(totals: Map<string, T>, key: string, row: T): void {
  const seen = totals.get(key);
  if (seen) seen.views += row.views;
  else totals.set(key, { ...row });
}

/** The reads on `db`, the view counts a window at a time. */
export function slicedReads(db: Kysely<Database>, engine: StoreEngine): ReportReads {
  const visits = createVisitStore(db);
  const { submissions } = createSubmissionStore({
    db,
    engine,
    salt: () => {
      throw new Error('the reports make no pseudonyms');
    },
  });
  return {
    async viewTotals(from, to, limit) {
      const pages = new Map<string, ViewTotals['pages'][number]>();
      const campaigns = new Map<string, ViewTotals['campaigns'][number]>();
      const referrers = new Map<string, ViewTotals['referrers'][number]>();
      for (const read of viewReads(from, to)) {
        checkLimit(limit);
        const part =
          'months' in read ? await visits.monthTotals(...read.months) : await visits.viewTotals(...read.days);
        // A turn given every ROWS_A_TURN rows: on PostgreSQL these sums run on the main thread.
        await inTurns(part.pages.length, (n) => addUp(pages, part.pages[n]!.path, part.pages[n]!));
        await inTurns(part.campaigns.length, (n) => {
          const row = part.campaigns[n]!;
          addUp(campaigns, JSON.stringify([row.utmSource, row.utmMedium, row.utmCampaign]), row);
        });
        await inTurns(part.referrers.length, (n) =>
          addUp(referrers, part.referrers[n]!.referrerHost, part.referrers[n]!),
        );
      }
      return { pages: [...pages.values()], campaigns: [...campaigns.values()], referrers: [...referrers.values()] };
    },

    async visitorTotals(from, to, limit) {
      const totals = new Map<string, number>();
      for (const [first, last] of windows(from, to)) {
        checkLimit(limit);
        for (const row of await visits.visitorTotals(first, last))
          totals.set(row.path, (totals.get(row.path) ?? 0) + row.visitors);
      }
      return [...totals].map(([path, visitors]) => ({ path, visitors }));
    },

    async sendCounts(from, to, limit) {
      checkLimit(limit);
      return submissions.sendCounts(from, to);
    },
  };
}

/** PostgreSQL's reads through a pool of their own, each statement cut at `limitMs`. */
function postgresReader(databaseUrl: string, limitMs: number): ReportReader {
  const db = openPostgres(databaseUrl, { size: REPORT_CONNECTIONS, statementTimeoutMs: limitMs, readOnly: true });
  const reads = slicedReads(db, postgresEngine);
  const cut =
    <A extends unknown[], R>(read: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await read(...args);
      } catch (error) {
        if ((error as { code?: unknown }).code === QUERY_CANCELED) throw new ReportTooLongError(limitMs);
        throw error;
      }
    };
  return {
    viewTotals: cut(reads.viewTotals),
    visitorTotals: cut(reads.visitorTotals),
    sendCounts: cut(reads.sendCounts),
    close: () => db.destroy(),
  };
}

/**
 * The reader of the reports for the store `options` open: a pool of its own on PostgreSQL, a thread
 * and read-only connection of its own on SQLite (the store must be open: it made the file WAL).
 * Both are opened at the first report, not before.
 */
export function openReportReader(options: StoreOptions, limitMs: number): ReportReader {
  let opened: Promise<ReportReader> | undefined;
  const open = async () =>
    options.databaseUrl ? postgresReader(options.databaseUrl, limitMs) : openReportThread(options.dataDir);
  // A thread that failed to open is tried again at the next report.
  const reader = () =>
    (opened ??= open().catch((error: unknown) => {
      opened = undefined;
      throw error;
    }));
  return {
    viewTotals: async (...args) => (await reader()).viewTotals(...args),
    visitorTotals: async (...args) => (await reader()).visitorTotals(...args),
    sendCounts: async (...args) => (await reader()).sendCounts(...args),
    async close() {
      await (await opened?.catch(() => undefined))?.close();
    },
  };
}
