// npm run measure: the JavaScript each route loads (gzip), against the budgets of the developers'
// guide. Serves the built site on a free port for the measurement; exits non-zero over budget.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { ROUTES_META, type RoutesMeta } from '../src/shared/build-meta.ts';
import { BUDGET_CONTENT_KIB, BUDGET_FORM_KIB, measureJs } from './measure/js-weight.ts';

const root = resolve(import.meta.dirname, '..');
const meta = join(root, 'dist', ROUTES_META);
if (!existsSync(meta)) {
  console.error('No build found: run npm run build first.');
  process.exit(1);
}
const { pages, formPages = [] } = JSON.parse(readFileSync(meta, 'utf8')) as Partial<RoutesMeta> & Pick<RoutesMeta, 'pages'>;

const server = spawn(process.execPath, [join(root, 'src/server/main.ts')], { env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', DATA_DIR: join(root, 'data/measure') }, stdio: ['ignore', 'pipe', 'inherit'] });
const baseUrl = await new Promise<string>((done) => {
  server.stdout.on('data', (chunk: Buffer) => {
    const match = /listening on (http:\/\/[\d.:]+)/.exec(chunk.toString());
    if (match) done(match[1]!);
  });
});

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
let over = 0;
try {
  console.log('route'.padEnd(60) + 'files  gzip KiB  budget');
  for (const path of pages) {
    const weight = await measureJs(browser, baseUrl, path);
    const budget = formPages.includes(path) ? BUDGET_FORM_KIB : BUDGET_CONTENT_KIB;
    const kib = weight.gzipBytes / 1024;
    if (kib > budget) over++;
    console.log(`${path.padEnd(60)}${String(weight.files).padStart(5)}  ${kib.toFixed(1).padStart(8)}  ${budget}${kib > budget ? '  OVER' : ''}`);
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
if (over > 0) {
  console.error(`${over} route(s) over budget`);
  process.exitCode = 1;
}
