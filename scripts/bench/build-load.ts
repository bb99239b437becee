// node --expose-gc scripts/bench/build-load.ts DIR [--cache-mib N]: how the server loads a build, as a
// publish's switch (and an instance following another's publish) does: the wall time, the longest
// time the event loop was held meanwhile (a 1 ms timer's longest gap, the main thread's processor time
// within a gap, and perf_hooks' histogram), and
// the process's memory with the build loaded, then after every file of it was served once (every
// encoding, through the byte-bounded cache). Prints one JSON line; npm run bench:scale runs it.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { loadSiteBuild } from '../../src/server/site/site-build.ts';
import { FileBodies } from '../../src/server/static-files.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { 'cache-mib': { type: 'string', default: '64' } },
});
const dir = positionals[0];
if (!dir) {
  console.error('usage: node --expose-gc scripts/bench/build-load.ts DIR [--cache-mib N]');
  process.exit(2);
}
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const rssMB = () => {
  gc();
  return Math.round(process.memoryUsage().rss / 2 ** 20);
};

/** The main thread's processor time so far, in ms (not the other threads': the event loop is this one). */
const threadCpuMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};

/**
 * Runs `work` while a 1 ms timer watches the event loop; its result, wall time, the longest gap
 * between two ticks, and the most processor time the main thread spent within one gap. On a busy
 * machine a gap also counts the time the process waited for a processor; the processor time within
 * it is the event loop's own work, which is what a request waits for on a machine of its own.
 */
async function watched<T>(
  work: () => Promise<T>,
): Promise<{ result: T; ms: number; blockMs: number; blockCpuMs: number; histogramMaxMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  let longest = 0;
  let longestCpu = 0;
  let last = performance.now();
  let lastCpu = threadCpuMs();
  const probe = setInterval(() => {
    const now = performance.now();
    const cpu = threadCpuMs();
    longest = Math.max(longest, now - last);
    longestCpu = Math.max(longestCpu, cpu - lastCpu);
    last = now;
    lastCpu = cpu;
  }, 1);
  await sleep(20);
  histogram.enable();
  longest = 0;
  longestCpu = 0;
  last = performance.now();
  lastCpu = threadCpuMs();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  await sleep(20);
  histogram.disable();
  clearInterval(probe);
  return { result, ms, blockMs: longest, blockCpuMs: longestCpu, histogramMaxMs: histogram.max / 1e6 };
}

const before = rssMB();
const bodies = new FileBodies(Number(values['cache-mib']) * 2 ** 20);
const load = await watched(() => loadSiteBuild(dir, bodies));
const loaded = rssMB();
const variants = [...load.result.files.values()].flatMap((file) => Object.values(file.variants));
const serve = await watched(async () => {
  for (const variant of variants) await bodies.read(variant);
});
console.log(
  JSON.stringify({
    files: load.result.files.size,
    indexedFrom: load.result.indexed.from,
    loadMs: Math.round(load.ms),
    longestBlockMs: Math.round(load.blockMs),
    longestBlockCpuMs: Math.round(load.blockCpuMs),
    histogramMaxMs: Math.round(load.histogramMaxMs),
    rssBeforeMB: before,
    rssLoadedMB: loaded,
    servedVariants: variants.length,
    serveAllLongestBlockMs: Math.round(serve.blockMs),
    serveAllLongestBlockCpuMs: Math.round(serve.blockCpuMs),
    rssAfterServingAllMB: rssMB(),
    cacheMB: Math.round(bodies.size / 2 ** 20),
  }),
);
