// How much JavaScript a route makes the browser load, gzip-compressed, measured in a real browser
// (so lazy chunks that load at once, such as a form's, count too).
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export const BUDGET_CONTENT_KIB = 35;
export const BUDGET_FORM_KIB = 120;

export interface JsWeight {
  path: string;
  files: number;
  gzipBytes: number;
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
