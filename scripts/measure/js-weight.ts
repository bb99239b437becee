// How much JavaScript a route makes the browser load, gzip-compressed, measured in a real browser
// (so chunks that load by themselves once the page is there, such as a form's, count too, and so do
// scripts inline in the page). The
// budgets are kept here only: npm run measure, npm run bench and the e2e suite read them.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import type { RoutesMeta } from '../../src/shared/build-meta.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { countFonts, type FontWeight } from './font-weight.ts';

/** A page of text, cards and images: the header, the years, a small section script at most. */
export const BUDGET_CONTENT_KIB = 35;
/** A page with a form: React for its island and react-jsonschema-form besides (the parts of it no
 *  valid form reaches are left out: scripts/vite-rjsf-parts-plugin.ts). */
export const BUDGET_FORM_KIB = 120;

export interface JsWeight {
  path: string;
  /** Script files and inline scripts. */
  files: number;
  gzipBytes: number;
  /** The fonts it loaded, when asked for (`{ fonts: true }`): a page measured once for both. */
  fonts?: FontWeight;
}

export function budgetOf(routes: Pick<RoutesMeta, 'formPages'>, path: string): number {
  return routes.formPages.includes(path) ? BUDGET_FORM_KIB : BUDGET_CONTENT_KIB;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

export async function measureJs(
  browser: Browser,
  baseUrl: string,
  path: string,
  { fonts = false } = {},
): Promise<JsWeight> {
  const page = await browser.newPage();
  const fontsLoaded = fonts ? countFonts(page) : undefined;
  const bodies: Promise<Buffer | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => null));
  });
  await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
  const fontWeight = await fontsLoaded?.();
  const files = (await Promise.all(bodies)).filter((body): body is Buffer => body !== null);
  // Scripts written into the page count as much as those in files (the page's own script is inline).
  const inline = await page
    .locator('script[type="module"]:not([src])')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  await page.close();
  const scripts = [...files, ...inline.map((code) => Buffer.from(code))];
  return {
    path,
    files: scripts.length,
    gzipBytes: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    ...(fontWeight ? { fonts: fontWeight } : {}),
  };
}
