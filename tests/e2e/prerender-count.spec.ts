// A page the browser prerenders on the visitor's intent (the site's speculation rules) counts once
// when the visitor is shown it, by its script's beacon (src/lib/prerendered-visit.ts), and not at all
// when it is never shown: in Chromium, which prerenders, against the real server.
// Driven by puppeteer-core, which follows Chromium's tab targets: Chromium does not prerender in a
// page Playwright drives (nor in any page a DevTools client attached to the page itself:
// "PrerenderingDisabledByDevTools"). Whether the browser prerendered a page is read from the
// requests themselves (a recording proxy between the browser and the server), never waited for by time.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { openStore } from '../../src/server/store/index.ts';
import { VISIT_BEACON_PATH } from '../../src/shared/visit-beacon.ts';
import { expect, test } from './support/fixtures.ts';
import { startServer, type RunningServer } from './support/server-process.ts';
import { allPaths } from './support/site-data.ts';

/** A browser the counting takes for a person (a headless one names itself, and is taken for a bot). */
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const START = '/home';

interface Seen {
  method: string;
  path: string;
  /** Sec-Purpose: a request fetched ahead ("prefetch;prerender"), '' for one the visitor made. */
  purpose: string;
}

/** Passes every request on to `site` as it came (headers and body) and notes it. */
async function recordingProxy(site: string): Promise<{ url: string; seen: Seen[]; stop(): Promise<void> }> {
  const target = new URL(site);
  const seen: Seen[] = [];
  const server: Server = createServer((incoming, outgoing) => {
    seen.push({
      method: incoming.method!,
      path: incoming.url!.split('?', 1)[0]!,
      purpose: String(incoming.headers['sec-purpose'] ?? ''),
    });
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let dir: string;
let server: RunningServer;
let browser: Browser | undefined;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'prerender-e2e-'));
  server = await startServer({ DATA_DIR: join(dir, 'data') });
});

test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function viewsToday(): Promise<Record<string, number>> {
  const today = new Date().toISOString().slice(0, 10);
  const store = await openStore({ dataDir: server.dataDir });
  try {
    const views: Record<string, number> = {};
    for (const row of await store.visits.viewCounts(today, today)) views[row.path] = (views[row.path] ?? 0) + row.views;
    return views;
  } finally {
    await store.close();
  }
}

test('a prerendered page counts once when shown, and not at all when never shown', async () => {
  const proxy = await recordingProxy(server.url);
  try {
    browser = await puppeteer.launch({
      browser: 'chrome',
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, `--user-agent=${PERSON}`],
      headless: true,
    });
    const [page] = await browser.pages();
    const errors: string[] = [];
    // A CSP violation (the beacon refused) shows as a console error.
    page!.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    await page!.goto(proxy.url + START);

    // Two links of the page to two other pages of the site, both on screen.
    const hrefs = await page!.$$eval('main a[href^="/"]', (links) =>
      links.filter((link) => link.getBoundingClientRect().height > 0).map((link) => link.getAttribute('href')!),
    );
    const [neverShown, shown] = [...new Set(hrefs)].filter((href) => href !== START && allPaths.includes(href)) as [
      string,
      string,
    ];
    expect(shown).toBeDefined();
    const prerendered = (path: string) =>
      proxy.seen.some((request) => request.path === path && /prerender/.test(request.purpose));

    // The pointer rests on each link: the browser prerenders its page.
    await page!.hover(`main a[href="${neverShown}"]`);
    await expect.poll(() => prerendered(neverShown)).toBe(true);
    await page!.hover(`main a[href="${shown}"]`);
    await expect.poll(() => prerendered(shown)).toBe(true);
    await page!.click(`main a[href="${shown}"]`);
    // Shown from the prerender, not fetched again: the navigation began before its activation.
    await expect.poll(() => page!.evaluate(() => location.pathname)).toBe(shown);
    const activationStart = await page!.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart: number })
          .activationStart,
    );
    expect(activationStart).toBeGreaterThan(0);
    expect(proxy.seen.filter((request) => request.path === shown && request.method === 'GET')).toHaveLength(1);

    // The page shown counts once: its prerender's request was not counted, its one beacon was. The
    // page never shown, fetched before that beacon was sent, is counted nowhere.
    await expect.poll(async () => (await viewsToday())[shown] ?? 0).toBe(1);
    expect(await viewsToday()).toEqual({ [START]: 1, [shown]: 1 });
    expect(proxy.seen.filter((request) => request.path === VISIT_BEACON_PATH)).toEqual([
      { method: 'POST', path: VISIT_BEACON_PATH, purpose: '' },
    ]);
    expect(errors).toEqual([]);
  } finally {
    await proxy.stop();
  }
});
