// The Leads page (/admin/leads), end to end: a visitor's demo request appears in the list in its
// form's own columns, the CSV download of the filter holds it, the person's timeline shows it with
// its mails sent, and erasure, asked for and confirmed, removes it everywhere (the list, the
// timeline, the operator's CLI, the mail files). Every view passes axe; the timeline opens and
// closes from the keyboard.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { request as playwrightRequest, type Page } from '@playwright/test';
import adminText from '../../src/server/words/admin-text.json' with { type: 'json' };
import { WCAG_TAGS } from './support/accessibility.ts';
import { formHeaders, validDemo } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { addSalesAccount } from './support/leads-account.ts';
import { startServer, type RunningServer } from './support/server-process.ts';
import { form } from './support/site-data.ts';

const demo = form('demo');
const root = resolve(import.meta.dirname, '../..');
const PASSWORD = 'a passphrase for the leads';
// No hyphen in it: the browser may break a line at one, and the timeline's heading must wrap without.
const EMAIL = 'priya.nair@leadspage.example';
/** The reader's time zone: their downloads' times are in it. */
const READER_ZONE = 'Asia/Kolkata';

test.use({ timezoneId: READER_ZONE, locale: 'en-IN' });

let dir: string;
let server: RunningServer;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'leads-page-e2e-'));
  const dataDir = join(dir, 'data');
  await addSalesAccount(dataDir, PASSWORD);
  server = await startServer({ DATA_DIR: dataDir, OUTBOX_INTERVAL_MS: '200' });
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The .eml files the server wrote (no SMTP_URL: the file transport) that name the person. */
function mailFilesOf(email: string): string[] {
  const mailDir = join(server.dataDir, 'mail');
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir).filter((name) => readFileSync(join(mailDir, name), 'utf8').toLowerCase().includes(email));
}

async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

test("a visitor's demo request is in Leads, in the CSV and the timeline; erasure removes it everywhere", async ({
  page,
  problems,
}) => {
  problems.expected.push(/401/);
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  try {
    const posted = await api.post(demo.endpoint.url, {
      headers: await formHeaders(api),
      data: {
        ...validDemo,
        Email: EMAIL,
        company: 'Malabar Spices',
        // Where she came from, as the form's script sends it; the campaign's markup stays text.
        source: {
          page: '/demo',
          landingPage: '/erp',
          referrerHost: 'news.example.org',
          utmSource: 'newsletter',
          utmCampaign: '<img src=x onerror=alert(1)>',
        },
      },
    });
    expect(posted.status()).toBe(201);
  } finally {
    await api.dispose();
  }
  await expect.poll(() => mailFilesOf(EMAIL).length).toBeGreaterThan(0);

  await page.goto(`${server.url}/admin/leads`);
  await page.getByLabel('Account name').fill('sales');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  // A leads-only account: its account and Sign out, no way to an editor it may not open; a skip link first.
  await expect(page.getByRole('link', { name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the editor' })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to the leads' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  const row = page.getByRole('row').filter({ hasText: EMAIL });
  await expect(row).toContainText('Malabar Spices');
  await expect(row).toContainText(
    'sent from /demo; visit began on /erp; referred by news.example.org; campaign newsletter / <img src=x onerror=alert(1)>',
  );
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expectAccessible(page, 'the list');

  // The demo requests of this month alone, in the demo form's own columns.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: READER_ZONE }).format(new Date());
  await page.getByLabel('Kind', { exact: true }).selectOption({ label: 'Demo requests' });
  await page.getByLabel('From (day)').fill(`${today.slice(0, 8)}01`);
  await page.getByLabel('To (day)').fill(today);
  await page.getByLabel('Name, e-mail or company').fill('malabar');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: demo.schema.properties.company!.title! })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  const shownReceived = await row.locator('td').first().textContent();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  // Named by what it holds: the kind and the period, in the reader's days.
  expect(download.suggestedFilename()).toBe(`leads-demo-${today.slice(0, 8)}01-to-${today}-search.csv`);
  const csv = readFileSync((await download.path())!, 'utf8').split('\r\n');
  // Its columns in words, as the people who open it read them: each field of the form by its title,
  // the ones the visitor left empty too (Topic), the time in the reader's zone, named.
  const words = adminText.leads.csv;
  const header = csv[0]!.split(',');
  // The zone by the browser's own name for it (Chromium's ICU says Asia/Calcutta for Asia/Kolkata).
  const zoneName = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect([READER_ZONE, 'Asia/Calcutta']).toContain(zoneName);
  expect(header.slice(0, 3)).toEqual([words.id, words.type, `Received (${zoneName})`]);
  expect(header).toEqual(expect.arrayContaining(Object.values(demo.schema.properties).map((field) => field.title!)));
  expect(header).not.toContain('company');
  expect(header).toContain(words.form);
  // Technical details in words, and no network fingerprint for sales.
  expect(csv.join('\n')).not.toMatch(/[0-9a-f]{64}|\{"/);
  const record = csv.filter((line) => line.includes(EMAIL));
  expect(record).toHaveLength(1);
  // "Received" as the list (and the History) shows it to this reader.
  expect(record[0]).toContain(`"${shownReceived}"`);
  expect(header).toEqual(expect.arrayContaining([words.sourcePage, words.landingPage, words.utmCampaign]));
  expect(record[0]).toContain('/demo,/erp,news.example.org,newsletter,<img src=x onerror=alert(1)>');
  expect(csv.at(-1)).toBe('');
  expect(csv).toHaveLength(3);

  // The timeline, from the keyboard: its mails went out.
  await row.getByRole('button', { name: `Timeline of ${EMAIL}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Timeline of ${EMAIL}` });
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog).toContainText('Malabar Spices');
  await expect(dialog).toContainText(': sent');
  await expect(dialog.getByRole('definition').filter({ hasText: 'news.example.org' })).toBeVisible();
  await expectAccessible(page, 'the timeline');
  // On a phone, the address in its heading wraps inside the dialog.
  await page.setViewportSize({ width: 375, height: 700 });
  const heading = await dialog.getByRole('heading', { level: 2 }).evaluate((h) => h.scrollWidth <= h.clientWidth);
  expect(heading, 'the heading fits the dialog').toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: `Timeline of ${EMAIL}` })).toBeFocused();

  // Erasure asks first, saying what goes.
  await row.getByRole('button', { name: `Timeline of ${EMAIL}` }).click();
  await dialog.getByRole('button', { name: 'Erase this person…' }).click();
  await expect(dialog).toContainText(`1 submission of ${EMAIL}`);
  await expectAccessible(page, 'the erasure question');
  await dialog.getByRole('button', { name: 'Erase permanently' }).click();
  await expect(dialog.getByRole('status')).toContainText(`Erased ${EMAIL}: 1 submission,`);
  await expect(dialog.getByRole('status')).toBeFocused();
  await dialog.getByRole('button', { name: 'Close' }).click();
  // The row is gone: the focus is where it was, on the words that the list is empty.
  await expect(page.getByText('Nothing matches this filter.')).toBeFocused();

  const cli = spawnSync(process.execPath, [join(root, 'scripts/submissions.ts'), 'lead', EMAIL], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' },
  });
  expect(cli.stdout).toBe(`Nothing is stored for ${EMAIL}.\n`);
  expect(mailFilesOf(EMAIL)).toEqual([]);

  for (const view of ['Suspected bots', 'Mail queue']) {
    await page.getByRole('button', { name: view }).click();
    await expect(page.getByRole('button', { name: view })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('status').first()).not.toHaveText('Loading…');
    await expectAccessible(page, view);
  }
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('on a phone the table scrolls sideways and each row keeps its Timeline button in view', async ({
  page,
  problems,
}) => {
  problems.expected.push(/401/);
  const email = 'a.rather.long.address.for.a.phone@leadspage.example';
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  try {
    const posted = await api.post(demo.endpoint.url, {
      headers: await formHeaders(api),
      data: { ...validDemo, Email: email },
    });
    expect(posted.status()).toBe(201);
  } finally {
    await api.dispose();
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${server.url}/admin/leads`);
  await page.getByLabel('Account name').fill('sales');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  const timeline = row.getByRole('button', { name: /Timeline/ });
  await expect(timeline).toBeVisible();
  const table = page.getByRole('region', { name: /newest first/ });
  const tableBox = (await table.boundingBox())!;
  // Wider than the phone: the table scrolls on its own, and the page does not.
  expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // The caption (what the list is, which page) stays in view too, at the left edge.
  const caption = page.locator('caption').filter({ hasText: /newest first/ });
  for (const scrolled of [0, 10_000]) {
    await table.evaluate((element, left) => (element.scrollLeft = left), scrolled);
    const box = (await timeline.boundingBox())!;
    expect(box.x, `scrolled to ${scrolled}`).toBeGreaterThanOrEqual(tableBox.x);
    expect(box.x + box.width, `scrolled to ${scrolled}`).toBeLessThanOrEqual(tableBox.x + tableBox.width);
    const captionBox = (await caption.boundingBox())!;
    expect(captionBox.x, `caption scrolled to ${scrolled}`).toBeGreaterThanOrEqual(tableBox.x);
    expect(captionBox.x + captionBox.width, `caption scrolled to ${scrolled}`).toBeLessThanOrEqual(
      tableBox.x + tableBox.width,
    );
  }
  await expectAccessible(page, 'the list at 375 px');
});
