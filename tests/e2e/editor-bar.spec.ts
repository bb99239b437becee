// The editor's bar under /admin holds the Publishing panel (Publish, Publish later, Share a preview,
// Reviews): far taller than the one line it had. Kept at the top while the page scrolls, it covered
// the form, the Content list and the preview's own bar beneath it (at 1280 × 800 only a few hundred
// pixels of the editor were left). It scrolls away with the page now, and the Content list and the
// preview stick at the top: nothing is hidden behind it, and a focused field is not either.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import editorText from '../../src/editor/strings.json' with { type: 'json' };
import { expect, test } from './support/fixtures.ts';
import { accountsWithPassword, liveFixtureSite } from './support/live-fixture-site.ts';
import { startServer, type RunningServer } from './support/server-process.ts';

const PASSWORD = 'a long passphrase of mine';

/** Whether what the page shows at the middle of `locator` is the locator's own (not something over it). */
async function uncovered(page: Page, locator: Locator): Promise<boolean> {
  const box = (await locator.boundingBox())!;
  return locator.evaluate(
    (element, [x, y]) => {
      const top = document.elementFromPoint(x!, y!);
      return top !== null && (element === top || element.contains(top));
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  );
}

test('the Publishing panel scrolls away with the page rather than cover the editor', async ({ page, problems }) => {
  test.setTimeout(180_000);
  // The editor's first look, before the sign-in, is answered 401.
  problems.expected.push(/401/);
  const dir = mkdtempSync(join(tmpdir(), 'editor-bar-e2e-'));
  let server: RunningServer | undefined;
  try {
    const { configDir, distDir } = liveFixtureSite(dir, { git: false });
    const dataDir = join(dir, 'data');
    await accountsWithPassword(dataDir, { asha: ['editor', 'publisher'] }, PASSWORD, { asha: 'Asha Rao' });
    server = await startServer({ DATA_DIR: dataDir, DIST_DIR: distDir, CONFIG_DIR: configDir });
    await page.goto(`${server.url}/admin/`);
    await page.getByLabel('Account name').fill('asha');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const panel = page.getByRole('region', { name: 'Publishing' });
    await expect(panel.getByRole('region', { name: editorText.sharedPreview.title })).toBeVisible({ timeout: 60_000 });

    // Scrolled down a long page: the preview's bar and the Content list's title show, nothing over them
    // (asked again while the panel's lists load and the bar settles).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const previewTitle = page.getByRole('heading', { name: editorText.preview, exact: true });
    await expect(previewTitle).toBeInViewport();
    await expect.poll(() => uncovered(page, previewTitle)).toBe(true);
    const contentTitle = page.getByRole('heading', { name: editorText.contentNav, exact: true });
    await expect(contentTitle).toBeInViewport();
    await expect.poll(() => uncovered(page, contentTitle)).toBe(true);

    // A control the focus moves to, going back up the form from the keyboard, is not hidden either.
    const first = page.getByRole('main').getByRole('button').first();
    await first.focus();
    await expect(first).toBeInViewport();
    await expect.poll(() => uncovered(page, first)).toBe(true);
  } finally {
    await page.goto('about:blank');
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
