// npm run measure: the JavaScript each route loads (gzip), against the budgets of the developers'
// guide. Serves the built site on a free port for the measurement; exits non-zero over budget.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROUTES_META, type RoutesMeta } from '../src/shared/build-meta.ts';
import { startSiteServer } from './bench/site-server.ts';
import { budgetOf, launchBrowser, measureJs } from './measure/js-weight.ts';

const root = resolve(import.meta.dirname, '..');
const meta = join(root, 'dist', ROUTES_META);
if (!existsSync(meta)) {
  console.error('No build found: run npm run build first.');
  process.exit(1);
}
const routes = JSON.parse(readFileSync(meta, 'utf8')) as RoutesMeta;

const server = await startSiteServer(root, { LOG_LEVEL: 'warn' });
const browser = await launchBrowser();
let over = 0;
try {
  console.log('route'.padEnd(60) + 'files  gzip KiB  budget');
  for (const path of routes.pages) {
    const weight = await measureJs(browser, server.url, path);
    const budget = budgetOf(routes, path);
    const kib = weight.gzipBytes / 1024;
    if (kib > budget) over++;
    console.log(
      `${path.padEnd(60)}${String(weight.files).padStart(5)}  ${kib.toFixed(1).padStart(8)}  ${budget}${kib > budget ? '  OVER' : ''}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
if (over > 0) {
  console.error(`${over} route(s) over budget`);
  process.exitCode = 1;
}
