// Two marketers, one file (issue 27, "Update my draft"): A changes a service's price and a FAQ answer
// in her draft; B publishes a change to the same price and another to the same services file. A's
// publish is refused; "Update my draft" takes B's other change without a question, asks only about
// the price (Yours / Theirs side by side), A keeps hers, and her publish goes live with both. On a
// server of its own over a copy of the fixture config in a git work tree (the base is found there).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatPrice } from '../../../src/sections/serviceCards/price.ts';
import { languageTag } from '../../../src/shared/dates.ts';
import { expectAccessible, editorShown } from '../support/editor-fixtures.ts';
import { expect, test } from '../support/fixtures.ts';
import { saveToDraft, xsrfHeaders } from '../support/draft-api.ts';
import { accountsWithPassword, liveFixtureSite } from '../support/live-fixture-site.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

/** Two publishes build the whole site: tens of seconds each on a busy machine. */
const PUBLISH_MS = 240_000;
const PASSWORD = 'a passphrase for two marketers';

interface Services {
  currency: string;
  services: { title: string; price: number }[];
}

let dir: string;
let configDir: string;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(PUBLISH_MS);
  dir = mkdtempSync(join(tmpdir(), 'draft-update-e2e-'));
  let distDir: string;
  ({ configDir, distDir } = liveFixtureSite(dir));
  const dataDir = join(dir, 'data');
  await accountsWithPassword(dataDir, { asha: ['editor', 'publisher'], ben: ['editor', 'publisher'] }, PASSWORD);
  server = await startServer({ DATA_DIR: dataDir, DIST_DIR: distDir, CONFIG_DIR: configDir });
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Where the search finds a service's price: by the file's and the service's names and the field's title. */
const priceOf = (service: { title: string }) =>
  new RegExp(`^Paid services › ${escaped(service.title)} › Starting price `);
const live = (path: string) => readFileSync(join(configDir, path), 'utf8');

async function signIn(page: Page, name: string) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Account name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await editorShown(page);
}

/** Waits until publish `id` is live. */
async function published(request: APIRequestContext, id: number) {
  await expect
    .poll(
      async () => {
        const status = (await (
          await request.get(`${server.url}/admin/api/publish/status`, { headers: await xsrfHeaders(request) })
        ).json()) as { running: unknown; last: { id: number; status: string } | null };
        return status.running === null && status.last?.id === id ? status.last.status : 'building';
      },
      { timeout: PUBLISH_MS / 2, intervals: [250] },
    )
    .toBe('published');
}

/** Finds a value with the editor's search, which opens its field (`id`); the field, once focused. */
async function find(page: Page, value: string, place: RegExp, id: string) {
  await page.getByRole('searchbox', { name: 'Search the content' }).fill(value);
  await page.getByRole('list', { name: 'Places found' }).getByRole('button', { name: place }).click();
  const field = page.locator(`[id="${id}"]`);
  await expect(field).toBeFocused();
  return field;
}

test('after B publishes over her draft, A updates it: B’s other change arrives, A keeps her price, and publishes both', async ({
  page,
  browser,
  problems,
}) => {
  test.setTimeout(PUBLISH_MS);
  // The refused publish is a 409 answer, which the browser logs.
  problems.expected.push(/409/);
  const services = JSON.parse(live('services.json')) as Services;
  const [first, second] = services.services as [Services['services'][0], Services['services'][0]];
  const faq = JSON.parse(live('faq.json')) as { items: { question: string; answer: string }[] };
  const minePrice = first.price + 2;
  const theirPrice = first.price + 1;
  const theirTitle = `${second.title}, renamed`;
  const mineAnswer = `${faq.items[0]!.answer} Now with more detail.`;
  const money = (amount: number) => formatPrice(amount, services.currency, languageTag('en_US'));

  // A: the price of the first service and the first answer, saved to her draft.
  await signIn(page, 'asha');
  // Her price changes without its checkout link: Publish asks first (issue 40), and she means it.
  const asked: string[] = [];
  page.on('dialog', (question) => {
    asked.push(question.message());
    void question.accept();
  });
  await (await find(page, String(first.price), priceOf(first), 'file_services_0_price')).fill(String(minePrice));
  await (
    await find(
      page,
      faq.items[0]!.answer,
      new RegExp(` › ${escaped(faq.items[0]!.question)} › Answer `),
      'file_items_0_answer',
    )
  ).fill(mineAnswer);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('#save-status')).toContainText('Saved to your draft');

  // B: the same price, and the second service's title, published.
  const other = await browser.newContext();
  const ben = await other.newPage();
  await signIn(ben, 'ben');
  const before = live('services.json');
  const theirs = JSON.parse(before) as Services;
  theirs.services[0]!.price = theirPrice;
  theirs.services[1]!.title = theirTitle;
  const saved = await saveToDraft(ben.request, server.url, { path: 'services.json', live: before, value: theirs });
  const headers = await xsrfHeaders(ben.request);
  expect(saved.status()).toBe(200);
  const started = await ben.request.post(`${server.url}/admin/api/publish`, { headers, data: {} });
  expect(started.status()).toBe(202);
  await published(ben.request, ((await started.json()) as { id: number }).id);
  await other.close();

  // Opened again, A's editor says her draft is behind, before she tries anything.
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: 'Someone published services.json since your draft began' }),
  ).toBeVisible();

  // A's publish is refused, and says what to do.
  const publishing = page.getByRole('region', { name: 'Publishing' });
  await expect(publishing.getByRole('button', { name: 'Publish', exact: true })).toBeEnabled({ timeout: 20_000 });
  await publishing.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(publishing).toContainText('Someone published services.json since you began editing it');
  await page.getByRole('button', { name: 'Update my draft' }).click();

  // Only the price is asked about, both values side by side.
  const dialog = page.getByRole('dialog', { name: 'Update my draft' });
  await expect(dialog).toBeVisible();
  const choice = dialog.getByRole('group', {
    name: new RegExp(`^${escaped(first.title)} › [^›]*price: which to keep$`, 'i'),
  });
  await expect(dialog.getByRole('group')).toHaveCount(1);
  await expect(choice.getByRole('radio', { name: `Keep mine Yours ${money(minePrice)}` })).toBeVisible();
  await expect(choice.getByRole('radio', { name: `Take theirs Theirs ${money(theirPrice)}` })).toBeVisible();
  await expectAccessible(page);
  // Nothing chosen: the dialog says so and stays.
  await dialog.getByRole('button', { name: 'Update my draft' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose Keep mine or Take theirs for every change first.');
  // By keyboard: the first radio of the group, then Update.
  await choice.getByRole('radio', { name: /Keep mine/ }).focus();
  await page.keyboard.press('Space');
  await expect(choice.getByRole('radio', { name: /Keep mine/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Update my draft' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#save-status')).toContainText('Your draft is up to date');
  // The button pressed is gone with the banner: the focus is on the line that says how it went, not on the page.
  await expect(page.locator('#save-status')).toBeFocused();
  // What the refusal said is no longer true, and is no longer said.
  await expect(publishing).not.toContainText('Someone published');
  await expect(page.getByRole('button', { name: 'Update my draft' })).toBeHidden();

  // B's title arrived in the editor without a question; A's price is still hers.
  await expect(
    await find(
      page,
      theirTitle,
      new RegExp(`^Paid services › ${escaped(theirTitle)} › Name `),
      'file_services_1_title',
    ),
  ).toHaveValue(theirTitle);
  await expect(await find(page, String(minePrice), priceOf(first), 'file_services_0_price')).toHaveValue(
    String(minePrice),
  );

  await publishing.getByRole('button', { name: 'Publish', exact: true }).click();
  // Her own publish's outcome: the panel said Ben's version "is live" already, before she pressed it.
  await expect(publishing).toContainText(/Published: version \d+ is live\./, { timeout: PUBLISH_MS / 2 });
  expect(asked.at(-1)).toContain(`"${first.title}" now shows ${money(minePrice)}, its checkout link still charges`);
  await page.goto(`${server.url}/help`);
  const card = (title: string) =>
    page.locator('.service-cards__card').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card(first.title)).toContainText(money(minePrice));
  await expect(card(theirTitle)).toBeVisible();
  expect(JSON.parse(live('faq.json')).items[0].answer).toBe(mineAnswer);
});
