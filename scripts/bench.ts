// npm run bench: builds the site, serves it with the real server on a free port, and measures what
// issue 15 asks of it, printing per route: the JavaScript the page loads (gzip), the Lighthouse
// mobile scores, CLS, and its LCP beside the LCP of the same page with its scripts removed (same run,
// same server), then the static-serving rate against nginx. The last line sums it up. Figures depend
// on the machine and its load: each is the median of several runs, and the load is printed with it.
//
// Then the page of an uploaded photo (scripts/bench/photo-page.ts): the image bytes a phone transfers
// and its Lighthouse audit.
//
//   npm run bench [-- --routes /home,/signup] [--runs 3] [--skip-build] [--skip-photo]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROUTES_META, type RoutesMeta } from '../src/shared/build-meta.ts';
import { audit, launchChrome, median, medianAudit, rerun, type Audit } from './bench/lighthouse.ts';
import { PHOTO_BUDGET_KIB, photoPageBench, type PhotoPageFigures } from './bench/photo-page.ts';
import { plainPath, removePlainPages, writePlainPages } from './bench/plain-pages.ts';
import { startSiteServer } from './bench/site-server.ts';
import { staticRate } from './bench/static-rate.ts';
import { BUDGET_CONTENT_KIB, BUDGET_FORM_KIB, launchBrowser, measureJs } from './measure/js-weight.ts';
import { nginxUnavailableReason, startNginx, type RunningNginx } from '../tests/e2e/support/nginx.ts';

/** The targets of issue 15 beyond the JavaScript ones (scripts/measure/js-weight.ts). */
const TARGETS = {
  contentPerformance: 100,
  formPerformance: 99,
  otherScores: 100,
  maxCls: 0,
  maxLcpRatio: 1.15,
  minStaticRatio: 0.3,
};

const { values } = parseArgs({
  options: {
    routes: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'skip-build': { type: 'boolean', default: false },
    'skip-photo': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
console.log(`bench on ${cpus().length} cores, load average ${load()}`);

if (!values['skip-build']) {
  const built = spawnSync(process.execPath, [join(root, 'scripts/build.ts')], { stdio: 'inherit', cwd: root });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const meta = JSON.parse(readFileSync(join(dist, ROUTES_META), 'utf8')) as RoutesMeta;
const routes = values.routes ? values.routes.split(',') : meta.pages;
for (const path of routes) if (!meta.pages.includes(path)) throw new Error(`${path} is not a page of the build`);

interface RouteFigures {
  path: string;
  form: boolean;
  jsKib: number;
  page: Audit;
  plain: Audit;
  /** The same page served by nginx from disk in front of the same server, as docs/operators.md sets it up. */
  nginx: Audit | undefined;
  /** CPU seconds our server used while the page was audited from it: what it took from the browser's two cores. */
  serverCpu: number;
}

const figures: RouteFigures[] = [];
let photo: PhotoPageFigures | undefined;
writePlainPages(dist, routes);
// The server's default logging (a line per request) stays on, as in production. nginx, in front of
// it as docs/operators.md sets it up, serves the same build from BUILDS_DIR/current: the same pages
// audited from both in the same run, the Node ones soon after the server's start (issue 45).
const buildsDir = mkdtempSync(join(tmpdir(), 'cortracker-bench-builds-'));
const server = await startSiteServer(root, { BUILDS_DIR: buildsDir, TRUST_PROXY: '1' });
const nginxUnavailable = nginxUnavailableReason();
let nginx: RunningNginx | undefined;
try {
  if (nginxUnavailable === undefined) nginx = await startNginx(buildsDir, [new URL(server.url).host]);
  else console.log(`nginx: ${nginxUnavailable}; its column is left out`);
  const browser = await launchBrowser();
  const jsKib = new Map<string, number>();
  try {
    for (const path of routes) jsKib.set(path, (await measureJs(browser, server.url, path)).gzipBytes / 1024);
  } finally {
    await browser.close();
  }

  const chrome = await launchChrome();
  try {
    console.log(
      `Lighthouse mobile, median of ${runs}; LCP against the same page without scripts; srv s: our server's CPU seconds during the page's audit; then the same page from nginx in front${nginx ? '' : ' (not run)'}`,
    );
    console.log(
      `${'route'.padEnd(52)}${['JS KiB', 'perf', 'a11y', 'b.p.', 'seo', 'CLS', 'TBT ms', 'LCP ms', 'plain', 'ratio', 'srv s', 'nginx', 'TBT ms', 'LCP ms'].map((title) => title.padStart(7)).join('')}`,
    );
    for (const path of routes) {
      const page: Audit[] = [];
      const plain: Audit[] = [];
      const fromNginx: Audit[] = [];
      // Alternating, so all meet the same moments of a shared machine.
      const serverCpu: number[] = [];
      for (let run = 0; run < runs; run++) {
        const cpuBefore = server.cpuSeconds();
        page.push(await audit(chrome, server.url + path));
        serverCpu.push(server.cpuSeconds() - cpuBefore);
        plain.push(await audit(chrome, server.url + plainPath(path)));
        if (nginx) fromNginx.push(await audit(chrome, nginx.url + path));
      }
      const entry = {
        path,
        form: meta.formPages.includes(path),
        jsKib: jsKib.get(path)!,
        page: medianAudit(page),
        plain: medianAudit(plain),
        nginx: fromNginx.length ? medianAudit(fromNginx) : undefined,
        serverCpu: median(serverCpu),
      };
      figures.push(entry);
      const cells = [
        entry.jsKib.toFixed(1),
        entry.page.performance,
        entry.page.accessibility,
        entry.page.bestPractices,
        entry.page.seo,
        entry.page.cls.toFixed(3),
        entry.page.tbt.toFixed(0),
        entry.page.lcp.toFixed(0),
        entry.plain.lcp.toFixed(0),
        (entry.page.lcp / entry.plain.lcp).toFixed(2),
        entry.serverCpu.toFixed(2),
        ...(entry.nginx ? [entry.nginx.performance, entry.nginx.tbt.toFixed(0), entry.nginx.lcp.toFixed(0)] : []),
      ];
      console.log(`${path.padEnd(52)}${cells.map((cell) => String(cell).padStart(7)).join('')}`);
    }
    if (rerun.count > 0) console.log(`(${rerun.count} audit(s) run again after Lighthouse failed to record the trace)`);

    if (values['skip-photo']) console.log('the uploaded-photo page: skipped (--skip-photo)');
    else {
      console.log("the uploaded-photo page (a 2400x1600 JPEG in the home page's hero), built on its own:");
      photo = await photoPageBench(root, chrome, runs);
      console.log(
        `  the photo: ${(photo.photoBytes / 1024).toFixed(0)} KiB; on a ${'412 px phone at 1.75x'}: ${(photo.photoTransferBytes / 1024).toFixed(1)} KiB of it transferred, ${(photo.imageBytes / 1024).toFixed(1)} KiB of images in all`,
      );
      for (const image of photo.images)
        console.log(`    ${image.url} ${image.type} ${(image.bytes / 1024).toFixed(1)} KiB`);
      console.log(
        `  Lighthouse mobile, median of ${runs}: performance ${photo.audit.performance}, LCP ${photo.audit.lcp.toFixed(0)} ms, CLS ${photo.audit.cls.toFixed(3)}`,
      );
    }
  } finally {
    chrome.kill();
  }

  console.log(
    'static GET of /home (gzip), requests per second, median of alternating rounds: without cookies, as a first visit or a crawler',
  );
  const rate = await staticRate(dist, server.url, '/home', {
    rounds: 3,
    seconds: 5,
    headers: { 'accept-encoding': 'gzip' },
  });
  console.log(`  our server ${rate.node.toFixed(0)}/s, nginx ${rate.nginx.toFixed(0)}/s: ${rate.ratio.toFixed(2)}x`);

  const content = figures.filter((entry) => !entry.form);
  const forms = figures.filter((entry) => entry.form);
  const servedByNginx = content.flatMap((entry) => (entry.nginx ? [entry.nginx] : []));
  if (servedByNginx.length)
    console.log(
      `content pages, total blocking time, median over the routes: from our server ${median(content.map((entry) => entry.page.tbt)).toFixed(0)} ms, from nginx ${median(servedByNginx.map((entry) => entry.tbt)).toFixed(0)} ms`,
    );
  const max = (list: RouteFigures[], pick: (entry: RouteFigures) => number) => Math.max(...list.map(pick));
  const min = (list: RouteFigures[], pick: (entry: RouteFigures) => number) => Math.min(...list.map(pick));
  // A target on pages of a kind that --routes left out is reported as not measured, not as met.
  const onPages = (
    pages: RouteFigures[],
    label: string,
    figure: () => string,
    ok: (entry: RouteFigures) => boolean,
  ): [string, boolean | undefined] => (pages.length ? [`${label} ${figure()}`, pages.every(ok)] : [label, undefined]);
  const checks: [string, boolean | undefined][] = [
    onPages(
      content,
      'content JS',
      () => `max ${max(content, (entry) => entry.jsKib).toFixed(1)} KiB (<= ${BUDGET_CONTENT_KIB})`,
      (entry) => entry.jsKib <= BUDGET_CONTENT_KIB,
    ),
    onPages(
      forms,
      'form JS',
      () => `max ${max(forms, (entry) => entry.jsKib).toFixed(1)} KiB (<= ${BUDGET_FORM_KIB})`,
      (entry) => entry.jsKib <= BUDGET_FORM_KIB,
    ),
    onPages(
      content,
      'performance content',
      () => `min ${min(content, (entry) => entry.page.performance)}`,
      (entry) => entry.page.performance >= TARGETS.contentPerformance,
    ),
    onPages(
      forms,
      'performance forms',
      () => `min ${min(forms, (entry) => entry.page.performance)}`,
      (entry) => entry.page.performance >= TARGETS.formPerformance,
    ),
    [
      `a11y/best practices/SEO min ${min(figures, (entry) => Math.min(entry.page.accessibility, entry.page.bestPractices, entry.page.seo))}`,
      figures.every(
        (entry) => Math.min(entry.page.accessibility, entry.page.bestPractices, entry.page.seo) >= TARGETS.otherScores,
      ),
    ],
    [
      `CLS max ${max(figures, (entry) => entry.page.cls).toFixed(3)}`,
      figures.every((entry) => entry.page.cls <= TARGETS.maxCls),
    ],
    [
      `LCP ratio max ${max(figures, (entry) => entry.page.lcp / entry.plain.lcp).toFixed(2)}`,
      figures.every((entry) => entry.page.lcp / entry.plain.lcp <= TARGETS.maxLcpRatio),
    ],
    [`static GET ${rate.ratio.toFixed(2)}x nginx`, rate.ratio >= TARGETS.minStaticRatio],
    photo
      ? [
          `photo ${(photo.photoTransferBytes / 1024).toFixed(1)} KiB on a phone (<= ${PHOTO_BUDGET_KIB}), performance ${photo.audit.performance}`,
          photo.photoTransferBytes <= PHOTO_BUDGET_KIB * 1024 && photo.audit.performance >= TARGETS.contentPerformance,
        ]
      : ['photo page', undefined],
  ];
  const measured = checks.filter(([, ok]) => ok !== undefined);
  const met = measured.filter(([, ok]) => ok).length;
  const verdict = (ok: boolean | undefined) =>
    ok === undefined ? 'not measured (no such route)' : ok ? 'ok' : 'MISSED';
  console.log(
    `bench: ${met}/${measured.length} targets met (${figures.length} routes, load ${load()}): ${checks.map(([text, ok]) => `${text} ${verdict(ok)}`).join('; ')}`,
  );
  if (met < measured.length) process.exitCode = 1;
} finally {
  await nginx?.stop();
  await server.stop();
  rmSync(buildsDir, { recursive: true, force: true });
  removePlainPages(dist);
}
