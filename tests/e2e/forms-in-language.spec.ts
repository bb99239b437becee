// A form in the visitor's language (issue 42), on the fixture config in two languages
// (tests/support/arabic-fixture.ts), built and served for this spec alone: the Arabic callback page's
// form in Arabic, right to left, with its messages in Arabic as the visitor types and as the server
// answers a form sent without scripts; each lead stored with the language of its page, as the leads
// table shows it; no axe violation on the Arabic form page. (Which texts a form translates, and the
// validator's checks of it, are unit-tested: src/shared/translation.test.ts, translation-checks.test.ts.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import strings from '../../src/editor/strings.json' with { type: 'json' };
import type { TranslationConfig } from '../../src/shared/generated/config-types.ts';
import arabicDemo from '../fixtures/arabic/translations/ar/forms/demo.json' with { type: 'json' };
import englishDemo from '../fixtures/site-config/forms/demo.json' with { type: 'json' };
import languages from '../fixtures/arabic/languages.json' with { type: 'json' };
import { arabicFixtureConfig } from '../support/arabic-fixture.ts';
import { WCAG_TAGS } from './support/accessibility.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { addSalesAccount } from './support/leads-account.ts';
import { startServer, type RunningServer } from './support/server-process.ts';
import { buildSite } from './support/spec-build.ts';

const arabic = (pointer: string) => (arabicDemo as TranslationConfig).texts[pointer]!.text;
const notice = languages[1]!.untranslatedNotice!;
const PASSWORD = 'forms in their language, in a spec';
const t = strings.leads;

let dir: string;
let server: RunningServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The build of a small config: well under a minute, but on a busy machine more.
  test.setTimeout(240_000);
  dir = mkdtempSync(join(tmpdir(), 'forms-in-language-e2e-'));
  const config = arabicFixtureConfig(join(dir, 'config'));
  await buildSite(config, join(dir, 'dist'));
  const dataDir = join(dir, 'data');
  await addSalesAccount(dataDir, PASSWORD);
  server = await startServer({
    DIST_DIR: join(dir, 'dist'),
    DATA_DIR: dataDir,
    FORM_MIN_FILL_MS: '0',
    RATE_LIMIT_PER_MINUTE: '1000',
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const at = (path: string) => `${server.url}${path}`;
const field = (page: Page, name: string) => page.locator(`#demo_${name}`);

async function fillPerson(page: Page, email: string) {
  await field(page, 'FirstName').fill('Layla');
  await field(page, 'Email').fill(email);
  await field(page, 'phoneNumber').fill('5125550143');
}

test('the Arabic page shows its form in Arabic, right to left, and checks it in Arabic as the visitor types', async ({
  page,
}) => {
  await page.goto(at('/ar/callback'));
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The form runs in the page's language: no English island inside the Arabic page, and no notice.
  await expect(page.locator('.form')).not.toHaveAttribute('lang', /.*/);
  await expect(page.getByText(notice)).toHaveCount(0);
  await expect(page.locator('label[for="demo_FirstName"]')).toContainText(arabic('/schema/properties/FirstName/title'));
  await page.getByRole('button', { name: arabic('/submitLabel') }).click();
  await expect(page.locator('#demo_FirstName__error')).toHaveText(arabic('/messages/FirstName/required'));
  await expect(page.locator('#demo_Email__error')).toHaveText(arabic('/messages/Email/required'));
  await fillPerson(page, 'layla.script@example.com');
  await page.getByRole('button', { name: arabic('/submitLabel') }).click();
  await expect(page.getByText(arabic('/success/text'))).toBeVisible();
});

test('without scripts, the server answers the Arabic page in Arabic: each refusal and the thanks', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(at('/ar/callback'));
  await field(page, 'Email').fill('not an address');
  await page.getByRole('button', { name: arabic('/submitLabel') }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('alert')).toHaveText(arabic('/failure/invalid'));
  await expect(page.locator('#demo_Email__error')).toHaveText(arabic('/messages/Email/format'));
  await expect(page.locator('#demo_FirstName__error')).toHaveText(arabic('/messages/FirstName/required'));
  await fillPerson(page, 'layla.page@example.com');
  await page.getByRole('button', { name: arabic('/submitLabel') }).click();
  await expect(page.getByRole('status')).toHaveText(arabic('/success/text'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await context.close();
});

test('each lead is listed with the language of its page, an English one too', async ({ page, problems }) => {
  await page.goto(at('/callback'));
  await waitForHydration(page);
  await fillPerson(page, 'lee.english@example.com');
  await page.locator('.form button[type="submit"]').click();
  await expect(page.getByText(englishDemo.success.text)).toBeVisible();

  // The page asks who is signed in before the sign-in.
  problems.expected.push(/401/);
  await page.goto(at('/admin/leads'));
  await page.getByLabel('Account name').fill('sales');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const table = page.getByRole('table');
  const languageOf = async (email: string) => {
    const row = table.getByRole('row').filter({ hasText: email });
    const column = await table.getByRole('columnheader').allTextContents();
    return (await row.getByRole('cell').allTextContents())[column.indexOf(t.language)];
  };
  await expect(table.getByRole('row').filter({ hasText: 'layla.page@example.com' })).toBeVisible();
  expect(await languageOf('layla.script@example.com')).toBe('ar');
  expect(await languageOf('layla.page@example.com')).toBe('ar');
  expect(await languageOf('lee.english@example.com')).toBe('en');
});

test('the Arabic form page has no axe violation, its messages showing', async ({ page }) => {
  await page.goto(at('/ar/callback'));
  await waitForHydration(page);
  await page.getByRole('button', { name: arabic('/submitLabel') }).click();
  await expect(page.locator('#demo_FirstName__error')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
