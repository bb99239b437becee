// The JavaScript budgets of the developers' guide, measured as npm run measure does: every route's
// scripts, gzip-compressed, in a real browser (so the code a form loads once the page is there counts too).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { budgetOf, measureJs } from '../../scripts/measure/js-weight.ts';
import { ROUTES_META, type RoutesMeta } from '../../src/shared/build-meta.ts';
import { expect, test } from './support/fixtures.ts';
import { pathsWith } from './support/site-data.ts';

const meta = JSON.parse(readFileSync(join(resolve(import.meta.dirname, '../..'), 'dist', ROUTES_META), 'utf8')) as RoutesMeta;

test('every route stays within its JavaScript budget', async ({ browser }) => {
  test.setTimeout(180_000);
  const over: string[] = [];
  for (const path of meta.pages) {
    const { gzipBytes } = await measureJs(browser, process.env.BASE_URL!, path);
    const budget = budgetOf(meta, path) * 1024;
    if (gzipBytes > budget) over.push(`${path}: ${(gzipBytes / 1024).toFixed(1)} KiB > ${budget / 1024} KiB`);
  }
  // The larger budget goes to exactly the pages whose config shows a form.
  expect(meta.formPages.sort()).toEqual(pathsWith((section) => section.type === 'form').sort());
  expect(over).toEqual([]);
});
