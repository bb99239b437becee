/**
 * npm run bench:insights-parts: where the report and CSV of a flood's year hold the event loop, each
 * step of the main thread's work measured alone over `--campaigns` campaigns a period (20,000: the
 * counter's bound a day, the same every day): the reader's answer arriving from its thread, as rows
 * (a structured clone of objects, as it was posted before report-columns.ts) and as it is posted
 * now (in columns, their memory moved, then made rows again a slice per turn: report-thread.ts),
 * the page's report and the full one made of it (insightsReport), and the CSV's pieces. Each step's
 * longest run between two turns of the event loop is given in CPU time (hold-meter.ts), or for a
 * step that is one call, that call's CPU and wall-clock time. Timings are reported, never asserted.
 *
 *   npm run bench:insights-parts -- [--campaigns 20000] [--repeat 5]
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { MessageChannel } from 'node:worker_threads';
import { insightsCsvStream, fullReport } from '../../src/server/insights/report-csv.ts';
import { periodOf } from '../../src/server/insights/period.ts';
import { insightsReport, limitFromNow } from '../../src/server/insights/report.ts';
import type { ReportReads } from '../../src/server/store/index.ts';
import {
  transferList,
  viewsFromColumns,
  viewsToColumns,
  type RowColumns,
  type ViewColumns,
} from '../../src/server/store/report-columns.ts';
import type { ViewTotals } from '../../src/server/store/visits/types.ts';
import { adminText } from '../../src/server/words/text.ts';
import { holdMeter } from './hold-meter.ts';

const { values } = parseArgs({
  options: { campaigns: { type: 'string', default: '20000' }, repeat: { type: 'string', default: '5' } },
});
const count = Number(values.campaigns);
const repeat = Number(values.repeat);
if (!(count > 0) || !(repeat > 0)) {
  process.stderr.write('usage: npm run bench:insights-parts -- [--campaigns N] [--repeat N]\n');
  process.exit(2);
}

/** A period's view totals as the reader answers them: 100 pages, 50 sites, `count` campaigns. */
const totals = (): ViewTotals => ({
  pages: Array.from({ length: 100 }, (_, n) => ({ path: `/page-${n}`, views: 1_000 + n })),
  campaigns: Array.from({ length: count }, (_, n) => ({
    utmSource: `source-${n % 20}`,
    utmMedium: n % 2 === 0 ? 'email' : 'cpc',
    utmCampaign: `campaign-${n}`,
    views: 366 * (1 + (n % 7)),
  })),
  referrers: Array.from({ length: 50 }, (_, n) => ({ referrerHost: `site-${n}.example`, views: 500 + n })),
});

/** The answer as rows, as the reader's thread posted it before: a structured clone, read here. */
const message = serialize(totals());
/** The answer in columns, as the reader's thread posts it now, made on that thread (not timed). */
const columns = viewsToColumns(totals());

/**
 * The columns posted to this thread as the reader's thread posts them, their memory moved, and
 * made rows again as report-thread.ts makes them. A copy is posted each time (a transfer empties
 * the sender's arrays): that copy and the text's serializing, the reader thread's work in the
 * server, are counted here too, in the turn that asks.
 */
async function arriving(): Promise<ViewTotals> {
  const copied = (one: RowColumns): RowColumns => ({ ...one, ends: one.ends.slice(), numbers: one.numbers.slice() });
  const copy: ViewColumns = {
    pages: copied(columns.pages),
    campaigns: copied(columns.campaigns),
    referrers: copied(columns.referrers),
  };
  const { port1, port2 } = new MessageChannel();
  const arrived = new Promise<ViewColumns>((resolve) => port2.once('message', resolve));
  port1.postMessage(copy, transferList(copy.pages, copy.campaigns, copy.referrers));
  try {
    return await viewsFromColumns(await arrived);
  } finally {
    port1.close();
  }
}

const reads: ReportReads = {
  viewTotals: arriving,
  visitorTotals: async () =>
    Array.from({ length: 101 }, (_, n) => ({ path: n === 100 ? '' : `/page-${n}`, visitors: 700 + n })),
  sendCounts: async () => [],
};

const verdict = periodOf('2025-12-07', '2026-12-06', adminText.insights.period);
if (!verdict.ok) throw new Error(verdict.message);

/** The longest CPU and wall-clock time of `step` alone, synchronous, over `repeat` runs. */
function alone(name: string, step: () => unknown): void {
  let cpu = 0;
  let wall = 0;
  for (let n = 0; n < repeat; n++) {
    const before = process.threadCpuUsage();
    const at = performance.now();
    step();
    wall = Math.max(wall, performance.now() - at);
    const used = process.threadCpuUsage(before);
    cpu = Math.max(cpu, (used.user + used.system) / 1000);
  }
  console.log(`  ${name.padEnd(46)} ${cpu.toFixed(1)} ms of CPU (wall clock ${wall.toFixed(1)} ms), alone`);
}

/** The longest hold of the event loop while `work` runs, over `repeat` runs. */
async function held(name: string, work: () => Promise<unknown>): Promise<void> {
  let most = 0;
  for (let n = 0; n < repeat; n++) {
    const stop = holdMeter();
    await work();
    most = Math.max(most, stop());
  }
  console.log(`  ${name.padEnd(46)} event loop held at most ${most.toFixed(1)} ms of CPU`);
}

console.log(`${count.toLocaleString('en')} campaigns a period, load ${loadavg()[0]!.toFixed(1)}:`);
alone('the answer arriving as rows (deserialize; before)', () => deserialize(message));
await held('the answer arriving in columns, made rows', arriving);
const report = await fullReport(reads, verdict.period, verdict.previous, limitFromNow());
// The sort of the campaigns as the report made it before issue 43's fix: at once, in one turn.
alone('the campaigns sorted at once', () =>
  [...report.campaigns].sort(
    (a, b) => b.now.views - a.now.views || b.now.sends - a.now.sends || (a.campaign < b.campaign ? -1 : 1),
  ),
);
await held("the page's report (reads, sums, sorts, top 50)", () =>
  insightsReport(reads, verdict.period, verdict.previous),
);
await held('the full report (reads, sums, sorts)', () =>
  fullReport(reads, verdict.period, verdict.previous, limitFromNow()),
);
await held("the CSV's pieces of a made report", async () => {
  for await (const piece of insightsCsvStream(report)) void piece;
});
console.log(`load ${loadavg()[0]!.toFixed(1)}`);
