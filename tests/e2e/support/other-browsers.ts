// Browsers beyond Playwright's Chromium for the visitor flows (tests/e2e/visitor-browsers.spec.ts),
// each driven by puppeteer-core: Debian's Firefox ESR over WebDriver BiDi (Playwright's own Firefox
// build cannot be installed here), and Debian's Chromium over CDP, so the same flows prove themselves
// in both. Nothing is downloaded: both are the system's browsers.
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type BrowserContext, type LaunchOptions, type Page } from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium.ts';

export type Engine = 'firefox' | 'chromium';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Firefox settings for a test browser: no traffic of its own to any host (updates, telemetry, lists). */
const QUIET_FIREFOX = {
  'app.update.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'browser.safebrowsing.downloads.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'extensions.update.enabled': false,
  'browser.newtabpage.enabled': false,
  'media.gmp-manager.updateEnabled': false,
};

export function engineAvailable(engine: Engine): boolean {
  return existsSync(engine === 'firefox' ? FIREFOX_PATH : CHROMIUM_PATH);
}

/** A headless browser of the engine; `scripts: false` turns JavaScript off for all its pages. */
export async function launch(engine: Engine, { scripts = true } = {}): Promise<Browser> {
  const options: LaunchOptions =
    engine === 'firefox'
      ? {
          browser: 'firefox',
          executablePath: FIREFOX_PATH,
          protocol: 'webDriverBiDi',
          headless: true,
          extraPrefsFirefox: { ...QUIET_FIREFOX, ...(scripts ? {} : { 'javascript.enabled': false }) },
        }
      : { browser: 'chrome', executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true };
  return puppeteer.launch(options);
}

/** A new page of the browser (or of one of its contexts), `width` px wide; in Chromium, JavaScript off as
 *  asked (Firefox: at launch). */
export async function openPage(
  browser: Browser | BrowserContext,
  engine: Engine,
  width: number,
  scripts = true,
): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport({ width, height: 800 });
  if (engine === 'chromium' && !scripts) await page.setJavaScriptEnabled(false);
  return page;
}

/** Waits until the page's script has started every section of the page (entry-client.ts marks it). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', { timeout: 20_000 });
}

/** Waits until the page shows the text (in its rendered words). */
export async function showsText(page: Page, text: string): Promise<void> {
  await page.waitForFunction((wanted) => document.body.innerText.includes(wanted), { timeout: 30_000 }, text);
}
