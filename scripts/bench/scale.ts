// npm run bench:scale -- --articles N [--pages M] [--keep] [--editor-only | --publish-only | --build-only]: how the site's tools cope with a large
// site, on this machine. Makes a copy of site-config/ with N generated articles (each on the blog
// list, which lists every article) and M extra pages (scale-config.ts), then measures, each with the
// load average of the moment (the machine is shared: a figure taken under load says so):
//   validate                   npm run validate on it
//   full build                 npm run build's build, from empty caches
//   full build, nothing changed  the same again (the bundles come from the cache)
//   publish: one word          a build from the previous one after one word of one article changed
//   publish: header            the same after a label of the header changed (every page changes)
//   the server's load          the server loading the new build, as a publish's switch does (build-load.ts)
//   hugo                       Debian's hugo on the same articles (scale-hugo.ts), the reference
// and the editor's measures of scale-editor.ts (--editor-only: those alone, without the builds), then
// the publish of one word through the real server's /admin routes, click to live (scale-publish.ts;
// it needs the builds' last one, so --editor-only skips it; --publish-only makes one full build and
// measures that publish alone). --build-only: the full build (from the config to the files served, its
// bundle cache emptied before each) and Hugo's, alternating, BUILD_ONLY_RUNS times, each with the
// load average and the ratio of the two in the same round: the figure of issue 45, quickly.
// Figures only: nothing here is a test.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SITE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { EDITOR_MEASURES, EDITOR_NOT_MEASURED } from './scale-editor.ts';
import { PUBLISH_MEASURES } from './scale-publish.ts';
import { generatedSlug, writeScaleConfig } from './scale-config.ts';
import { hugoVersion, runHugo, writeHugoSite } from './scale-hugo.ts';
import type { ScaleFigure } from './scale-measure.ts';
import {
  CONFIG_FILES,
  CONFIG_FOLDERS,
  articleFile,
  idOfFileName,
} from '../../src/shared/config-check/config-layout.ts';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    articles: { type: 'string' },
    pages: { type: 'string', default: '0' },
    keep: { type: 'boolean' },
    'editor-only': { type: 'boolean' },
    'publish-only': { type: 'boolean' },
    'build-only': { type: 'boolean' },
  },
});
const articles = Number(values.articles);
const pages = Number(values.pages);
if (
  !Number.isInteger(articles) ||
  articles < 0 ||
  !Number.isInteger(pages) ||
  pages < 0 ||
  [values['editor-only'], values['publish-only'], values['build-only']].filter(Boolean).length > 1
) {
  console.error(
    'usage: npm run bench:scale -- --articles N [--pages M] [--keep] [--editor-only | --publish-only | --build-only]   (N, M: whole numbers, 0 or more)',
  );
  process.exit(2);
}
/** Hugo runs this many times: its first run reads a cold disk cache. */
const HUGO_RUNS = 3;
/** Rounds of --build-only: each builds once with ours and once with Hugo. */
const BUILD_ONLY_RUNS = 3;

const work = mkdtempSync(join(tmpdir(), 'bench-scale-'));
const config = join(work, 'site-config');
// The generated config's "$schema" lines lead to the project's schemas from here, as from site-config/.
symlinkSync(join(root, 'schemas'), join(work, 'schemas'));
// A bundle cache of the run's own: the first build starts cold, whatever was built before.
const bundleCache = `node_modules/.cache/bench-scale-${process.pid}`;
// The publishes' server builds with it too: its first publish finds the bundles the builds before made, as a
// server finds those of the build it started with, instead of a cold cache of its own.
process.env.SITE_BUNDLE_CACHE = bundleCache;

/** The CPU time of this process's finished children, from /proc (Linux): what a spawned step used of
 *  the processors, which unlike its wall time hardly depends on what else the machine runs. */
function childrenCpuMs(): number | undefined {
  try {
    // Fields after the command name; cutime and cstime are the 14th and 15th, in clock ticks (100 a second).
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return undefined;
  }
}

/** Runs a child process to its end; its wall and CPU time. */
function timed<T>(run: () => T): { result: T; ms: number; cpuMs: number | undefined } {
  const cpuBefore = childrenCpuMs();
  const started = performance.now();
  const result = run();
  const ms = performance.now() - started;
  const cpuAfter = childrenCpuMs();
  return { result, ms, cpuMs: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore };
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
const figures: (ScaleFigure & { load: string })[] = [];
function report(figure: ScaleFigure, loadThen: string): void {
  figures.push({ ...figure, load: loadThen });
  const rss = figure.peakRssMB ? `, peak RSS ${figure.peakRssMB} MB` : '';
  const cpu = figure.cpuMs === undefined ? '' : ` (CPU ${seconds(figure.cpuMs)})`;
  const time = figure.ms === undefined ? '' : seconds(figure.ms);
  console.log(`${figure.name.padEnd(40)} ${time.padStart(9)}${cpu}${rss}  [load ${loadThen}]`);
  if (figure.detail) console.log(`${''.padEnd(42)}${figure.detail}`);
}

interface Timing {
  step: string;
  ms: number;
  peakRssMB?: number;
}

function build(name: string, previous?: string): { figure: ScaleFigure; dir: string } {
  const out = join(work, name);
  const { result, ms, cpuMs } = timed(() =>
    spawnSync(
      process.execPath,
      [
        join(root, 'scripts/build.ts'),
        '--config',
        config,
        '--out',
        out,
        ...(previous ? ['--previous', previous] : []),
        '--timings',
      ],
      { cwd: root, encoding: 'utf8', env: { ...process.env, SITE_BUNDLE_CACHE: bundleCache }, maxBuffer: 64 << 20 },
    ),
  );
  if (result.status !== 0) throw new Error(`the build ${name} failed:\n${result.stderr}`);
  const timings = result.stdout
    .split('\n')
    .filter((line) => line.startsWith('timing '))
    .map((line) => JSON.parse(line.slice('timing '.length)) as Timing);
  const total = timings.find((timing) => timing.step === 'total');
  const built = /^built: (.*)$/m.exec(result.stdout)?.[1] ?? '';
  const steps = timings
    .filter((timing) => timing.step !== 'total')
    .map((timing) => `${timing.step} ${seconds(timing.ms)}`)
    .join(', ');
  return {
    figure: { name, ms, cpuMs, peakRssMB: total?.peakRssMB, detail: `${built}\n${''.padEnd(42)}${steps}` },
    dir: out,
  };
}

function measure(name: string, run: () => ScaleFigure | ScaleFigure[]): void {
  const loadThen = load();
  const result = run();
  for (const figure of Array.isArray(result) ? result : [result])
    report({ ...figure, name: figure.name || name }, loadThen);
}

function editJson<T>(path: string, change: (value: T) => void): void {
  const file = join(config, path);
  const value = JSON.parse(readFileSync(file, 'utf8')) as T;
  change(value);
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

let full: ScaleFigure | undefined;
let live = '';
try {
  writeScaleConfig({ from: join(root, SITE_CONFIG_DIR), to: config, articles, pages });
  const total = readdirSync(join(config, CONFIG_FOLDERS.blog)).length;
  console.log(
    `bench:scale: ${total} articles (${articles} generated), ${pages} extra pages; ${availableParallelism()} cores, Node ${process.version}\n`,
  );

  if (values['build-only']) measureBuildAgainstHugo();
  else if (values['publish-only'])
    measure('full build', () => {
      // The build the publishes start from (the server's DIST_DIR), and nothing else measured before them.
      const { figure, dir } = build('full build');
      live = dir;
      return figure;
    });
  else if (!values['editor-only']) measureBuilds();
  const editorMeasures = values['publish-only'] || values['build-only'] ? [] : EDITOR_MEASURES;
  if (!values['publish-only'] && !values['build-only'] && EDITOR_MEASURES.length === 0)
    console.log(`\n${EDITOR_NOT_MEASURED}`);
  // The publish last: it changes the generated config (one word, three times) and makes it a git work tree.
  for (const editor of values['build-only'] ? [] : [...editorMeasures, ...PUBLISH_MEASURES]) {
    const loadThen = load();
    for (const figure of await editor.run({ root, configDir: config, buildDir: live, workDir: work }))
      report(figure, loadThen);
  }
} finally {
  rmSync(resolve(root, bundleCache), { recursive: true, force: true });
  if (values.keep) console.log(`\nkept: ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

/** The builds' measures, from validate to Hugo; the last build is left in `live`. */
function measureBuilds(): void {
  measure('validate', () => {
    const { result, ms, cpuMs } = timed(() =>
      spawnSync(process.execPath, [join(root, 'scripts/validate.ts'), '--config', config], { encoding: 'utf8' }),
    );
    if (result.status !== 0) throw new Error(`validate failed:\n${result.stdout}${result.stderr}`);
    return { name: 'validate', ms, cpuMs };
  });

  measure('full build', () => {
    const { figure } = build('full build');
    full = figure;
    return figure;
  });
  measure('full build, nothing changed', () => {
    const { figure, dir } = build('full build, nothing changed');
    live = dir;
    return figure;
  });

  const slug = articles > 0 ? generatedSlug(1) : idOfFileName(readdirSync(join(config, CONFIG_FOLDERS.blog))[0]!)!;
  editJson<{ body: string[] }>(articleFile(slug), (article) => {
    article.body[0] = `${article.body[0]!} Revised.`;
  });
  measure('publish: one word of one article', () => {
    const { figure, dir } = build('publish: one word of one article', live);
    live = dir;
    return figure;
  });
  measure("the server's load of that build", () => {
    // In a process of its own (build-load.ts), as the server does it: its memory is the server's.
    const run = spawnSync(process.execPath, ['--expose-gc', join(root, 'scripts/bench/build-load.ts'), live], {
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`the build's load failed:\n${run.stderr}`);
    const loaded = JSON.parse(run.stdout) as Record<string, number | string>;
    return {
      name: "the server's load of that build",
      ms: Number(loaded.loadMs),
      detail: `${loaded.files} files indexed from its ${loaded.indexedFrom}; event loop held at most ${loaded.longestBlockMs} ms; RSS ${loaded.rssLoadedMB} MB loaded, ${loaded.rssAfterServingAllMB} MB after serving all ${loaded.servedVariants} files and copies once (cache ${loaded.cacheMB} MB)`,
    };
  });

  editJson<{ header: { items: { label: string }[] } }>(CONFIG_FILES.navigation, (navigation) => {
    navigation.header.items[0]!.label = `${navigation.header.items[0]!.label} new`;
  });
  measure('publish: a label of the header', () => {
    const { figure, dir } = build('publish: a label of the header', live);
    live = dir;
    return figure;
  });

  const version = hugoVersion();
  if (!version) console.log('\nhugo: not installed (apt-get install hugo), so no reference figure');
  else
    measure('hugo', () => {
      const site = join(work, 'hugo');
      mkdirSync(site);
      const count = writeHugoSite(config, site);
      const runs = Array.from({ length: HUGO_RUNS }, (_, run) =>
        timed(() => runHugo(site, join(work, `hugo-out-${run}`))),
      );
      const best = runs.reduce((fastest, run) => (run.ms < fastest.ms ? run : fastest));
      const ratio = (ours: number | undefined, theirs: number | undefined) =>
        ours === undefined || theirs === undefined ? '?' : `${(ours / theirs).toFixed(1)}x`;
      return {
        name: `hugo (${version}), same articles`,
        ms: best.ms,
        cpuMs: best.cpuMs,
        detail: `${count} articles; fastest of ${HUGO_RUNS} runs (${runs.map((run) => seconds(run.ms)).join(', ')}); full build / hugo: ${ratio(full?.ms, best.ms)} in time (target: at most 5x, issue 45), ${ratio(full?.cpuMs, best.cpuMs)} in CPU`,
      };
    });
}

/** --build-only: the full build and Hugo's, alternating, so each ratio compares builds that met the same load. */
function measureBuildAgainstHugo(): void {
  const version = hugoVersion();
  if (!version) throw new Error('--build-only compares with Hugo: apt-get install hugo');
  const site = join(work, 'hugo');
  mkdirSync(site);
  writeHugoSite(config, site);
  const ratios: number[] = [];
  for (let run = 1; run <= BUILD_ONLY_RUNS; run++) {
    // From cold bundles every time, as the first full build of a run.
    rmSync(resolve(root, bundleCache), { recursive: true, force: true });
    measure(`full build, round ${run}`, () => build(`full build ${run}`).figure);
    const ours = figures.at(-1)!;
    rmSync(join(work, `full build ${run}`), { recursive: true, force: true });
    const loadThen = load();
    const hugo = timed(() => runHugo(site, join(work, `hugo-out-${run}`)));
    report({ name: `hugo (${version}), round ${run}`, ms: hugo.ms, cpuMs: hugo.cpuMs }, loadThen);
    ratios.push(ours.ms! / hugo.ms);
    console.log(`${''.padEnd(42)}full build / hugo: ${ratios.at(-1)!.toFixed(1)}x (target: at most 5x, issue 45)`);
  }
  const sorted = [...ratios].sort((a, b) => a - b);
  console.log(
    `\nratio, median of ${BUILD_ONLY_RUNS} rounds: ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)}x (${ratios.map((r) => r.toFixed(1)).join(', ')})`,
  );
}
