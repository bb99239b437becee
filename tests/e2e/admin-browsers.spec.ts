// The admin pages' focus and refusals in Firefox (Debian's Firefox ESR over WebDriver BiDi,
// support/other-browsers.ts), where a walk of /admin found them wrong; Chromium runs the same flows
// in roles.spec.ts and publish.spec.ts. On a phone's width, Add an account's refusal stands under
// the field that has the focus, in view with it; once two-step sign-in is set up, the focus is on
// the outcome ("Two-step sign-in is on."), not at the top of the page; the editor's preview stays a
// band of the window at 375 px.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Browser, Page } from 'puppeteer-core';
import adminText from '../../src/server/words/admin-text.json' with { type: 'json' };
import { codeAt } from '../../src/server/admin/two-factor.ts';
import { fill } from '../../src/shared/fill-template.ts';
import { engineAvailable, launch } from './support/other-browsers.ts';
import { accountsWithPassword, liveFixtureSite } from './support/live-fixture-site.ts';
import { startServer, type RunningServer } from './support/server-process.ts';

const PASSWORD = 'a passphrase for the admin pages';

test.describe('Firefox ESR (puppeteer-core)', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(!engineAvailable('firefox'), 'Firefox ESR is not installed');
  let dir: string;
  let server: RunningServer;
  let browser: Browser;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    dir = mkdtempSync(join(tmpdir(), 'admin-browsers-e2e-'));
    const { configDir, distDir } = liveFixtureSite(dir, { git: false });
    const dataDir = join(dir, 'data');
    await accountsWithPassword(dataDir, { root: ['admin'], pia: ['editor', 'publisher'] }, PASSWORD);
    server = await startServer({ DATA_DIR: dataDir, DIST_DIR: distDir, CONFIG_DIR: configDir });
    browser = await launch('firefox');
  });

  test.afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Signs root in, in a context of its own (no cookie of another test's), then opens `path` of /admin. */
  async function signedIn(width: number, path: string): Promise<Page> {
    const page = await (await browser.createBrowserContext()).newPage();
    await page.setViewport({ width, height: 667 });
    await page.goto(`${server.url}/admin/login`);
    await page.locator('#sign-in-name').fill('root');
    await page.locator('#sign-in-password').fill(PASSWORD);
    await Promise.all([page.waitForNavigation(), page.locator('#sign-in button[type="submit"]').click()]);
    await page.goto(`${server.url}/admin/${path}`);
    return page;
  }

  test("at 375 px, Add an account's refusal stands under the field that has the focus, both in view", async () => {
    const page = await signedIn(375, 'accounts');
    await page.locator('#add-account-name').fill('pia');
    await page.locator('#add-account button[type="submit"]').click();
    const taken = fill(adminText.accounts.nameTaken, { name: 'pia' });
    await page.waitForFunction(
      (words) => document.querySelector('#add-account .form-message[role="alert"]')?.textContent === words,
      { timeout: 20_000 },
      taken,
    );
    const seen = await page.evaluate(() => {
      const box = (element: Element | null) => element!.getBoundingClientRect();
      const field = document.querySelector('#add-account-name')!;
      const message = document.querySelector('#add-account .form-message[role="alert"]')!;
      return {
        focused: document.activeElement?.id,
        describedBy: field.getAttribute('aria-describedby')?.split(' ').includes(message.id),
        field: box(field).toJSON() as DOMRect,
        message: box(message).toJSON() as DOMRect,
        next: box(document.querySelector('#add-account-full-name')).toJSON() as DOMRect,
        height: window.innerHeight,
      };
    });
    // Under the field, above the next one, and the two in view (every measure in the message when one fails).
    expect(
      {
        focused: seen.focused,
        describedBy: seen.describedBy,
        underTheField: seen.message.top >= seen.field.bottom,
        aboveTheNext: seen.message.bottom <= seen.next.top,
        fieldInView: seen.field.top >= 0,
        messageInView: seen.message.bottom <= seen.height,
      },
      JSON.stringify(seen),
    ).toEqual({
      focused: 'add-account-name',
      describedBy: true,
      underTheField: true,
      aboveTheNext: true,
      fieldInView: true,
      messageInView: true,
    });
    await page.browserContext().close();
  });

  test("at 375 px, the editor's preview is a band of the window, not as tall as its page grows", async () => {
    const page = await signedIn(375, '');
    await page.waitForSelector('.preview__frame', { timeout: 30_000 });
    // The preview's page shown in its frame: fitted to the stage from then on.
    await page.waitForFunction(
      () =>
        (document.querySelector<HTMLIFrameElement>('.preview__frame')?.contentDocument?.body?.childElementCount ?? 0) >
        0,
      { timeout: 30_000 },
    );
    // Two frames, for the fit that the stage's resize calls, and a third for what it changes.
    const sizes = await page.evaluate(async () => {
      await new Promise((frame) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(frame))),
      );
      return {
        stage: document.querySelector('.preview__stage')!.getBoundingClientRect().height,
        window: window.innerHeight,
      };
    });
    // It was 17.9 million px in Firefox: the stage took its frame's height, which the fit made taller.
    expect(sizes.stage, JSON.stringify(sizes)).toBeGreaterThan(0);
    expect(sizes.stage, JSON.stringify(sizes)).toBeLessThanOrEqual(sizes.window);
    await page.browserContext().close();
  });

  test('once two-step sign-in is set up, the focus is on the outcome that says it is on', async () => {
    const page = await signedIn(1280, 'account');
    await Promise.all([
      page.waitForNavigation(),
      page.locator(`::-p-text(${adminText.accountPage.startSetup})`).click(),
    ]);
    const key = (await page.$eval('code.secret', (code) => code.textContent ?? '')).replace(/\s/g, '');
    await page.locator('#two-factor-confirm-code').fill(codeAt(key, new Date()));
    await page.locator('#two-factor-confirm button[type="submit"]').click();
    await page.waitForSelector('#recovery-codes:not([hidden]) li', { timeout: 20_000 });
    const focused = await page.evaluate(() => ({
      text: document.activeElement?.textContent,
      role: document.activeElement?.getAttribute('role'),
    }));
    expect(focused).toEqual({ text: adminText.twoFactor.turnedOn, role: 'status' });
    await page.browserContext().close();
  });
});
