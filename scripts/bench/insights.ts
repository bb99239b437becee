/**
 * npm run bench:insights: what the longest period of /admin/insights costs the server, above all its
 * CSV, which holds every page, campaign and referring site: the time to the last byte and the
 * longest the event loop is held meanwhile (target: 20 ms), on SQLite (the store on its own thread,
 * as the server runs it) and on PostgreSQL (a throwaway cluster).
 *
 *   npm run bench:insights -- [--engine sqlite|postgres|both] [--per-day 2000] [--repeat 3]
 *
 * The hold is this thread's CPU time between two turns of the event loop (hold-meter.ts).
 * The store is loaded with `per-day` combinations of page, referring site and campaign a day for
 * the 732 days of a 366-day period and the one before (2,000 a day: 1.46 million rows, a site whose
 * links carry many campaigns; the counter's bound is 20,000 a day per instance under a flood).
 * Timings are reported, never asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { insightsCsvStream } from '../../src/server/insights/report-csv.ts';
import { periodOf } from '../../src/server/insights/period.ts';
import { insightsReport } from '../../src/server/insights/report.ts';
import { openStore, type Store, type ViewCount } from '../../src/server/store/index.ts';
import { adminText } from '../../src/server/words/text.ts';
import { startPostgresCluster, type PostgresCluster } from '../../tests/support/postgres-cluster.ts';
import { holdMeter } from './hold-meter.ts';

const TARGET_MS = 20;
const DAYS = 732;
const DAY_MS = 86_400_000;
const SALT = 'bench-salt';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    'per-day': { type: 'string', default: '2000' },
    repeat: { type: 'string', default: '3' },
  },
});
const perDay = Number(values['per-day']);
const repeat = Number(values.repeat);
if (!['sqlite', 'postgres', 'both'].includes(values.engine!) || !(perDay > 0) || !(repeat > 0)) {
  process.stderr.write('usage: npm run bench:insights -- [--engine sqlite|postgres|both] [--per-day N] [--repeat N]\n');
  process.exit(2);
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const last = Date.parse('2026-12-06T00:00:00Z');
const first = last - (DAYS - 1) * DAY_MS;

/** A day's combinations: 100 pages, 50 referring sites, the rest of the variety in campaigns. */
function dayRows(day: string): ViewCount[] {
  return Array.from({ length: perDay }, (_, n) => ({
    day,
    path: `/page-${n % 100}`,
    referrerHost: n % 3 === 0 ? `site-${n % 50}.example` : '',
    utmSource: `source-${n % 20}`,
    utmMedium: n % 2 === 0 ? 'email' : 'cpc',
    utmCampaign: `campaign-${n}`,
    device: ['desktop', 'mobile', 'tablet'][n % 3]!,
    views: 1 + (n % 7),
  }));
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

async function bench(engine: string, store: Store): Promise<void> {
  console.log(`${engine}:`);
  await load(store);
  const verdict = periodOf(dayOf(last - 365 * DAY_MS), dayOf(last), adminText.insights.period);
  if (!verdict.ok) throw new Error(verdict.message);
  await measure('the page (top 50 of each table)', () => insightsReport(store, verdict.period, verdict.previous));
  await measure('the CSV (every row)', () => drain(insightsCsvStream(store, verdict.period, verdict.previous)));
}

const engines = values.engine === 'both' ? ['sqlite', 'postgres'] : [values.engine!];
for (const engine of engines) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-insights-'));
  let cluster: PostgresCluster | undefined;
  try {
    let store: Store;
    if (engine === 'sqlite') store = await openStore({ dataDir: dir });
    else {
      cluster = await startPostgresCluster({ durable: false });
      store = await openStore({
        dataDir: dir,
        databaseUrl: await cluster.createDatabase('bench_insights'),
        pseudonymSalt: SALT,
      });
    }
    try {
      await bench(engine, store);
    } finally {
      await store.close();
    }
  } finally {
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
