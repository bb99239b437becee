// The JavaScript budgets of the developers' guide, measured as npm run measure does: every route's
// scripts, gzip-compressed, in a real browser (so the code a form loads once the page is there counts
// too), on the build of the shipped content.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { budgetOf, measureJs } from '../../scripts/measure/js-weight.ts';
import { PAGE_MODULES_ID, type PageModules } from '../../src/sections/page-modules.ts';
import { ROUTES_META, type RoutesMeta } from '../../src/shared/build-meta.ts';
import { pathIn } from '../../src/shared/language-paths.ts';
import { expect, shipped, test, waitForHydration } from './support/shipped.ts';
import { SHIPPED_DIST_DIR } from './support/spec-build.ts';

const { pathsWith, languages } = shipped;
const meta = JSON.parse(
  readFileSync(join(resolve(import.meta.dirname, '../..'), SHIPPED_DIST_DIR, ROUTES_META), 'utf8'),
) as RoutesMeta;

/** Pages measured at once: each waits for its network to stay idle for half a second, and those
 *  waits need not follow one another (each page counts only its own scripts). */
const AT_ONCE = 4;

test('every route stays within its JavaScript budget', async ({ browser }) => {
  test.setTimeout(180_000);
  const over: string[] = [];
  const paths = [...meta.pages];
  const measureNext = async (): Promise<void> => {
    for (let path = paths.shift(); path !== undefined; path = paths.shift()) {
      const { gzipBytes } = await measureJs(browser, process.env.SHIPPED_BASE_URL!, path);
      const budget = budgetOf(meta, path) * 1024;
      if (gzipBytes > budget) over.push(`${path}: ${(gzipBytes / 1024).toFixed(1)} KiB > ${budget / 1024} KiB`);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, measureNext));
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
