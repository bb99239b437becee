// How much JavaScript a route makes the browser load, gzip-compressed, measured in a real browser
// (so chunks that load by themselves once the page is there, such as a form's, count too). The
// budgets are kept here only: npm run measure, npm run bench and the e2e suite read them.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import type { RoutesMeta } from '../../src/shared/build-meta.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';

/** A page of text, cards and images: the header, the years, a small section script at most. */
export const BUDGET_CONTENT_KIB = 35;
/** What issue 15 asks of a page with a form (npm run bench reports against it). */
export const TARGET_FORM_KIB = 120;
/**
 * What a page with a form may load: React and react-jsonschema-form besides. The libraries alone
 * (react-dom 19.3 about 64 KiB, @rjsf/core and utils with their dependencies about 52 KiB) leave no
 * room under the 120 KiB target for the form's own code and validators, so this budget holds the
 * weight measured (135.3 KiB on /signup) against growth instead (README, "Performance").
 */
export const BUDGET_FORM_KIB = 136;

export interface JsWeight {
  path: string;
  files: number;
  gzipBytes: number;
}

export function budgetOf(routes: Pick<RoutesMeta, 'formPages'>, path: string): number {
  return routes.formPages.includes(path) ? BUDGET_FORM_KIB : BUDGET_CONTENT_KIB;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

export async function measureJs(browser: Browser, baseUrl: string, path: string): Promise<JsWeight> {
  const page = await browser.newPage();
  const bodies: Promise<Buffer | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => null));
  });
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  const files = (await Promise.all(bodies)).filter((body): body is Buffer => body !== null);
  await page.close();
  return { path, files: files.length, gzipBytes: files.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) };
}
