// How many bytes of web fonts a page makes the browser load, measured in a real browser: the files
// as sent (woff2 is compressed in itself, so the server sends it as it is). The budget is kept here,
// beside the JavaScript's (js-weight.ts); the e2e suite (budgets.spec.ts) holds the pages to it.
import type { Page, Response } from 'playwright-core';

/** A page in Arabic: the Arabic typeface's regular and bold faces, cut to the Arabic characters,
 *  17,312 and 17,976 bytes (34.5 KiB, src/styles/arabic-type.css; uncut 85.1 KiB), and room for a new
 *  release of its package, not for a third face or an uncut one. */
export const BUDGET_ARABIC_FONTS_KIB = 40;

export interface FontWeight {
  /** The fonts' addresses, each with its status and media type. */
  files: { url: string; status: number; type: string }[];
  bytes: number;
}

/** Opens `url` in the page and adds up the fonts it loads, once they have loaded. */
export async function measureFonts(page: Page, url: string): Promise<FontWeight> {
  const loaded = countFonts(page);
  await page.goto(url);
  return loaded();
}

/**
 * Starts counting the fonts the page loads from now on; the function returned waits until the
 * fonts of what the page shows have loaded, stops counting and adds them up. So a page opened for
 * another measure (js-weight.ts) counts its fonts too, without being loaded again.
 */
export function countFonts(page: Page): () => Promise<FontWeight> {
  const fonts: Promise<{ url: string; status: number; type: string; bytes: number }>[] = [];
  const listen = (response: Response) => {
    if (response.request().resourceType() !== 'font') return;
    fonts.push(
      response.body().then((body) => ({
        url: response.url(),
        status: response.status(),
        type: response.headers()['content-type'] ?? '',
        bytes: body.length,
      })),
    );
  };
  page.on('response', listen);
  return async () => {
    try {
      // Fonts load as the text that needs them is laid out; `ready` settles once those loads have ended.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
    } finally {
      page.off('response', listen);
    }
    const loaded = await Promise.all(fonts);
    return {
      files: loaded.map(({ url: address, status, type }) => ({ url: address, status, type })),
      bytes: loaded.reduce((sum, font) => sum + font.bytes, 0),
    };
  };
}
