/**
 * npm run bench:insights-parts: where the CSV of a flood's year holds the event loop, each step of
 * the main thread's work measured alone over `--campaigns` campaigns a period (20,000: the counter's
 * bound a day, the same every day): the reader's answer arriving from its thread (a structured
 * clone, as thread-calls.ts posts it), the report made of it (insightsReport, whose sort of the
 * campaigns runs at once), and the CSV's pieces. Each step's longest run between two turns of the
 * event loop is given in CPU time (hold-meter.ts) and wall-clock time. Timings are reported, never
 * asserted.
 *
 *   npm run bench:insights-parts -- [--campaigns 20000] [--repeat 5]
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { deserialize, serialize } from 'node:v8';
import { insightsCsvStream, fullReport } from '../../src/server/insights/report-csv.ts';
import { periodOf } from '../../src/server/insights/period.ts';
import { limitFromNow } from '../../src/server/insights/report.ts';
import type { ReportReads } from '../../src/server/store/index.ts';
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

/** Each answer arrives as a message from the reader's thread does: a structured clone, read here. */
const message = serialize(totals());
const reads: ReportReads = {
  viewTotals: async () => deserialize(message) as ViewTotals,
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
alone("the reader's answer arriving (deserialize)", () => deserialize(message));
const report = await fullReport(reads, verdict.period, verdict.previous, limitFromNow());
// The sort of the campaigns as the report made it before issue 43's fix: at once, in one turn.
alone('the campaigns sorted at once', () =>
  [...report.campaigns].sort(
    (a, b) => b.now.views - a.now.views || b.now.sends - a.now.sends || (a.campaign < b.campaign ? -1 : 1),
  ),
);
await held('the full report (reads, sums, sorts)', () =>
  fullReport(reads, verdict.period, verdict.previous, limitFromNow()),
);
await held("the CSV's pieces of a made report", async () => {
  for await (const piece of insightsCsvStream(report)) void piece;
});
console.log(`load ${loadavg()[0]!.toFixed(1)}`);
