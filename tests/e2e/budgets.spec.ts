// The JavaScript budgets of the developers' guide, measured as npm run measure does: every route's
// scripts, gzip-compressed, in a real browser (so the code a form loads once the page is there counts
// too), on the build of the shipped content. And the web fonts: an Arabic page loads the Arabic
// typeface within its budget, a page in English loads no font at all.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import { BUDGET_ARABIC_FONTS_KIB, measureFonts, type FontWeight } from '../../scripts/measure/font-weight.ts';
import { budgetOf, measureJs, type JsWeight } from '../../scripts/measure/js-weight.ts';
import { PAGE_MODULES_ID, type PageModules } from '../../src/sections/page-modules.ts';
import { ROUTES_META, type RoutesMeta } from '../../src/shared/build-meta.ts';
import { pathIn } from '../../src/shared/language-paths.ts';
import { asArabicPage } from './support/arabic-page.ts';
import { expect, shipped, test, waitForHydration } from './support/shipped.ts';
import { SHIPPED_DIST_DIR } from './support/spec-build.ts';

const { pathsWith, languages } = shipped;
const meta = JSON.parse(
  readFileSync(join(resolve(import.meta.dirname, '../..'), SHIPPED_DIST_DIR, ROUTES_META), 'utf8'),
) as RoutesMeta;

/** Either test that uses it may be the one that measures every page: minutes on a loaded machine. */
const MEASURE_MS = 300_000;
/** Pages measured at once: each waits for its network to stay idle for half a second, and those
 *  waits need not follow one another (each page counts only its own scripts). */
const AT_ONCE = 4;

// The file's tests run in order in one worker, so they share one measuring of every page.
test.describe.configure({ mode: 'default' });

let measured: Promise<JsWeight[]> | undefined;
/**
 * Every page, opened once in a context of its own (an empty cache, as a first visit), its scripts
 * and its fonts counted: the first test that asks measures, the others read what it found.
 */
function everyPageMeasured(browser: Browser): Promise<JsWeight[]> {
  measured ??= (async () => {
    const weights: JsWeight[] = [];
    const paths = [...meta.pages];
    const measureNext = async (): Promise<void> => {
      for (let path = paths.shift(); path !== undefined; path = paths.shift())
        weights.push(await measureJs(browser, process.env.SHIPPED_BASE_URL!, path, { fonts: true }));
    };
    await Promise.all(Array.from({ length: AT_ONCE }, measureNext));
    return weights;
  })();
  return measured;
}

test('every route stays within its JavaScript budget', async ({ browser }) => {
  test.setTimeout(MEASURE_MS);
  const over: string[] = [];
  for (const { path, gzipBytes } of await everyPageMeasured(browser)) {
    const budget = budgetOf(meta, path) * 1024;
    if (gzipBytes > budget) over.push(`${path}: ${(gzipBytes / 1024).toFixed(1)} KiB > ${budget / 1024} KiB`);
  }
  // The larger budget goes to exactly the pages whose config shows a form, in every language.
  const formRoutes = pathsWith((section) => section.type === 'form');
  const formPages = languages.flatMap((language) => formRoutes.map((path) => pathIn(languages, language.code, path)));
  expect(meta.formPages.sort()).toEqual(formPages.sort());
  expect(over).toEqual([]);
});

test('section code is requested only once the page has shown its first screen', async ({ page }) => {
  for (const path of pathsWith((section) => section.type === 'form').slice(0, 2)) {
    await page.goto(path);
    await waitForHydration(page);
    const { firstPaint, moduleStarts } = await page.evaluate((blockId) => {
      const block = JSON.parse(document.getElementById(blockId)!.textContent!) as PageModules;
      const files = new Set([...block.clients.map((client) => client.src), ...block.preload]);
      const resources = performance
        .getEntriesByType('resource')
        .filter((entry) => files.has(new URL(entry.name).pathname));
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        moduleStarts: resources.map((entry) => ({ file: entry.name, start: entry.startTime })),
      };
    }, PAGE_MODULES_ID);
    expect(firstPaint, path).toBeDefined();
    expect(moduleStarts.length, path).toBeGreaterThan(0);
    for (const { file, start } of moduleStarts) expect(start, `${file} on ${path}`).toBeGreaterThanOrEqual(firstPaint!);
  }
});

/** The site's pages in Arabic (issue 42 puts them under /ar/). */
const arabicPages = meta.pages.filter((path) => path === '/ar' || path.startsWith('/ar/'));

/** Both faces, from /assets/ under the names the inline style sheet gives them, within the budget. */
function expectArabicFaces(path: string, { files, bytes }: FontWeight): void {
  expect(files.map(({ url }) => new URL(url).pathname).sort(), path).toEqual([
    expect.stringMatching(/^\/assets\/ibm-plex-sans-arabic-arabic-400-normal-[\w-]+\.woff2$/),
    expect.stringMatching(/^\/assets\/ibm-plex-sans-arabic-arabic-700-normal-[\w-]+\.woff2$/),
  ]);
  expect(
    files.map(({ status, type }) => `${status} ${type}`),
    path,
  ).toEqual(files.map(() => '200 font/woff2'));
  expect(bytes, `${path}: ${(bytes / 1024).toFixed(1)} KiB of fonts`).toBeLessThanOrEqual(
    BUDGET_ARABIC_FONTS_KIB * 1024,
  );
}

test('an Arabic page loads its typeface within the font budget, and a page in English loads no font', async ({
  browser,
  page,
}) => {
  test.setTimeout(MEASURE_MS);
  const weights = await everyPageMeasured(browser);
  // Each page was opened in a context of its own (an empty cache), as a first visit loads it; a
  // second page in the same context would take the fonts from the cache, whose bodies cannot be read.
  for (const { path, fonts } of weights.filter(({ path }) => arabicPages.includes(path)))
    expectArabicFaces(path, fonts!);
  // Until the site has pages in Arabic, its first page stands in for one (support/arabic-page.ts).
  if (arabicPages.length === 0) {
    const first = meta.pages[0]!;
    await page.route(
      (url) => url.pathname === first,
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: asArabicPage(await response.text()) });
      },
    );
    expectArabicFaces(first, await measureFonts(page, first));
  }

  const loaded = weights
    .filter(({ path }) => !arabicPages.includes(path))
    .flatMap(({ path, fonts }) => fonts!.files.map(({ url }) => `${path}: ${url}`));
  expect(loaded).toEqual([]);
});
