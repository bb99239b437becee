// npm run bench:visits: what counting the views (issue 43) adds to a page view. Two real servers on
// the built dist/, one counting (COUNT_VISITS=on) and one not, are asked for the same page by the
// same visitor (a desktop browser from many addresses, a referring site and a campaign, so every view
// is judged, counted and its visitor hashed), in turns: three rounds, each server in each round, the
// order alternating. Each round prints both servers' median and 99th percentile and their difference;
// the last line is the median of the three differences at the 99th percentile (target: at most 1 ms).
// Timings are reported, never asserted.
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { startSiteServer, type SiteServer } from './site-server.ts';

const root = resolve(import.meta.dirname, '../..');
const ROUNDS = 3;
const VIEWS = Number(process.env.BENCH_VISIT_VIEWS ?? 3000);
const WARM_UP = 300;
const PAGE = '/erp';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

if (!existsSync(join(root, 'dist', '.meta'))) {
  console.log('bench:visits: build the site first (npm run build)');
  process.exit(1);
}

/** `count` views of the page, one after the other; each one's time in ms. */
async function views(server: SiteServer, count: number, first: number): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index++) {
    const start = performance.now();
    const response = await fetch(`${server.url}${PAGE}?utm_source=bench&utm_campaign=round-${first % 7}`, {
      headers: {
        'user-agent': BROWSER,
        referer: 'https://news.example.org/article',
        // Many visitors (the server trusts the one proxy in front): each hashed with the day's salt.
        'x-forwarded-for': `198.51.${(first + index) % 250}.${(first + index) % 199}`,
      },
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${PAGE} answered ${response.status}`);
    times.push(performance.now() - start);
  }
  return times;
}

const quantile = (times: number[], q: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

const settings = { LOG_LEVEL: 'warn', TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '1000000' };
const counting = await startSiteServer(root, { ...settings, COUNT_VISITS: 'on' });
const plain = await startSiteServer(root, { ...settings, COUNT_VISITS: 'off' });
try {
  for (const server of [counting, plain]) await views(server, WARM_UP, 0);
  const differences: number[] = [];
  console.log(`bench:visits: ${VIEWS} views of ${PAGE} per server and round, one after the other`);
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? [counting, plain] : [plain, counting];
    const measured = new Map<SiteServer, number[]>();
    for (const server of order) measured.set(server, await views(server, VIEWS, round * VIEWS));
    const [on, off] = [measured.get(counting)!, measured.get(plain)!];
    const difference = quantile(on, 0.99) - quantile(off, 0.99);
    differences.push(difference);
    console.log(
      `  round ${round + 1}: counting median ${quantile(on, 0.5).toFixed(2)} ms, p99 ${quantile(on, 0.99).toFixed(2)} ms; ` +
        `not counting median ${quantile(off, 0.5).toFixed(2)} ms, p99 ${quantile(off, 0.99).toFixed(2)} ms; ` +
        `p99 difference ${difference.toFixed(2)} ms`,
    );
  }
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `counting adds ${quantile(differences, 0.5).toFixed(2)} ms at the 99th percentile (median of ${ROUNDS} rounds; target: at most 1 ms); load average ${load} on ${availableParallelism()} cores`,
  );
} finally {
  await counting.stop();
  await plain.stop();
}
