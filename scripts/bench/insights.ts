/**
 * npm run bench:insights: what the longest period of /admin/insights costs the server, above all its
 * CSV, which holds every page, campaign and referring site: the time to the last byte and the
 * longest the event loop is held meanwhile (target: 20 ms), on SQLite (the store on its own thread,
 * as the server runs it) and on PostgreSQL (a throwaway cluster). Then what a year-long report costs
 * the site's writes: a form post's latency (a demo request stored and acknowledged) and a page
 * view's counting (a batch of views added) while the report runs, the report reading on the store
 * itself (before issue 43's fix: on SQLite its one thread) against its own reader (report-reader.ts),
 * in `--rounds` alternating rounds.
 *
 *   npm run bench:insights -- [--engine sqlite|postgres|both] [--per-day 2000] [--days 732] [--repeat 3] [--rounds 3]
 *
 * The hold is this thread's CPU time between two turns of the event loop (hold-meter.ts).
 * The store is loaded with `per-day` combinations of page, referring site and campaign a day for
 * the 732 days of a 366-day period and the one before (2,000 a day: 1.46 million rows, a site whose
 * links carry many campaigns; the counter's bound is 20,000 a day per instance under a flood).
 * Timings are reported, never asserted.
 */
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { fullReport, insightsCsvStream } from '../../src/server/insights/report-csv.ts';
import { periodOf, type Period } from '../../src/server/insights/period.ts';
import { insightsReport, limitFromNow, readsOfStore } from '../../src/server/insights/report.ts';
import {
  openReportReader,
  type InsertSubmissionInput,
  type ReportReads,
  type Store,
  type StoreOptions,
  type ViewCount,
} from '../../src/server/store/index.ts';
import { adminText } from '../../src/server/words/text.ts';
import { benchViewCount, onEachEngine } from './bench-store.ts';
import { holdMeter } from './hold-meter.ts';

const TARGET_MS = 20;
/** The reports' time limit here: the bench measures how long they take, however long. */
const BENCH_LIMIT_MS = 3_600_000;
const DAY_MS = 86_400_000;
const SALT = 'bench-salt';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    'per-day': { type: 'string', default: '2000' },
    repeat: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    // Fewer days loaded (the last ones) make a shorter run at the same rows a window: the report of
    // the year still reads all its windows, the empty ones at no cost.
    days: { type: 'string', default: '732' },
  },
});
const DAYS = Number(values.days);
const perDay = Number(values['per-day']);
const repeat = Number(values.repeat);
const rounds = Number(values.rounds);
if (
  !['sqlite', 'postgres', 'both'].includes(values.engine!) ||
  !(perDay > 0) ||
  !(repeat > 0) ||
  !(rounds > 0) ||
  !(DAYS > 0)
) {
  process.stderr.write(
    'usage: npm run bench:insights -- [--engine sqlite|postgres|both] [--per-day N] [--days N] [--repeat N] [--rounds N]\n',
  );
  process.exit(2);
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const last = Date.parse('2026-12-06T00:00:00Z');
const first = last - (DAYS - 1) * DAY_MS;

/** A day's combinations: 100 pages, 50 referring sites, the rest of the variety in campaigns. */
function dayRows(day: string): ViewCount[] {
  return Array.from({ length: perDay }, (_, n) => benchViewCount(day, n, 1 + (n % 7)));
}

async function load(store: Store): Promise<void> {
  const started = performance.now();
  for (let at = first; at <= last; at += DAY_MS) await store.visits.add(dayRows(dayOf(at)), []);
  console.log(
    `  loaded ${(DAYS * perDay).toLocaleString('en')} rows in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

async function drain(stream: Readable): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Buffer | string).length;
  return bytes;
}

/** Runs `work` `repeat` times: the median time, and the longest hold of the event loop over all runs
 *  in CPU time (the wall-clock delay beside it). */
async function measure(name: string, work: () => Promise<unknown>): Promise<void> {
  const times: number[] = [];
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const stop = holdMeter();
  let result: unknown;
  for (let round = 0; round < repeat; round++) {
    const started = performance.now();
    result = await work();
    times.push(performance.now() - started);
  }
  const held = stop();
  delay.disable();
  times.sort((a, b) => a - b);
  console.log(
    `  ${name.padEnd(34)} median ${(times[Math.floor(repeat / 2)]! / 1000).toFixed(2)} s, event loop held at most ${held.toFixed(1)} ms of CPU (target ${TARGET_MS}; wall-clock delay at most ${(delay.max / 1e6).toFixed(0)} ms)${typeof result === 'number' ? `, ${(result / 1e6).toFixed(1)} MB` : ''}, load ${loadavg()[0]!.toFixed(1)}`,
  );
}

const demo = (n: number): InsertSubmissionInput => ({
  type: 'demo',
  payload: { FirstName: 'Asha', Email: `asha-${n}@bench.example` },
  leadEmail: `asha-${n}@bench.example`,
  source: { page: '/page-1' },
  outbox: [],
});

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(value < 100 ? 1 : 0)} ms`;

/**
 * A year-long report read through `reads` (none: for as long as the last report took), and meanwhile,
 * one after the other until it is done, a form post and a page view's counting: their latencies, as
 * a visitor would wait for them.
 */
async function writesDuringReport(
  store: Store,
  name: string,
  reads: ReportReads | undefined,
  [period, previous]: [Period, Period],
): Promise<void> {
  const posts: number[] = [];
  const views: number[] = [];
  const started = performance.now();
  let done = false;
  const report = reads
    ? insightsReport(reads, period, previous, { limit: limitFromNow(BENCH_LIMIT_MS) })
    : new Promise((resolve) => setTimeout(resolve, lastReportMs));
  void report.finally(() => (done = true));
  const view: ViewCount = { ...dayRows(dayOf(Date.now()))[0]!, views: 1 };
  for (let n = 0; !done; n++) {
    let at = performance.now();
    await store.submissions.insertSubmission(demo(n));
    posts.push(performance.now() - at);
    at = performance.now();
    await store.visits.add([view], []);
    views.push(performance.now() - at);
  }
  await report;
  const took = performance.now() - started;
  if (reads) lastReportMs = took;
  posts.sort((a, b) => a - b);
  views.sort((a, b) => a - b);
  console.log(
    `  ${name.padEnd(30)} ${reads ? `report ${(took / 1000).toFixed(1)} s` : `no report, ${(took / 1000).toFixed(1)} s`}; ${posts.length} form posts meanwhile: median ${ms(quantile(posts, 0.5))}, p99 ${ms(quantile(posts, 0.99))}, longest ${ms(posts.at(-1)!)}; page views counted: median ${ms(quantile(views, 0.5))}, longest ${ms(views.at(-1)!)}; load ${loadavg()[0]!.toFixed(1)}`,
  );
}

/** How long the last report took: the baseline round writes for as long. */
let lastReportMs = 5_000;

async function bench(engine: string, store: Store, options: StoreOptions): Promise<void> {
  console.log(`${engine}:`);
  await load(store);
  const verdict = periodOf(dayOf(last - 365 * DAY_MS), dayOf(last), adminText.insights.period);
  if (!verdict.ok) throw new Error(verdict.message);
  const reader = openReportReader(options, BENCH_LIMIT_MS);
  const year: [Period, Period] = [verdict.period, verdict.previous];
  try {
    await measure('the page (top 50 of each table)', () =>
      insightsReport(reader, ...year, { limit: limitFromNow(BENCH_LIMIT_MS) }),
    );
    await measure('the CSV (every row)', async () =>
      drain(insightsCsvStream(await fullReport(reader, ...year, limitFromNow(BENCH_LIMIT_MS)))),
    );
    console.log('  a year-long report (the page) while form posts and page views are written:');
    for (let round = 1; round <= rounds; round++) {
      await writesDuringReport(store, `${round}. on the store (before)`, readsOfStore(store), year);
      await writesDuringReport(store, `${round}. its own reader (after)`, reader, year);
      await writesDuringReport(store, `${round}. no report (baseline)`, undefined, year);
    }
  } finally {
    await reader.close();
  }
}

await onEachEngine(values.engine, 'bench_insights', { durable: false, pseudonymSalt: SALT }, bench);
