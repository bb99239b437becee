// What Publish asks before it publishes (issue 40), under /admin on a server of its own over a copy
// of the fixture config in a git work tree: a price changed while its checkout link stayed the live
// one (said at the price field and under Problems, the link still charging the old amount), and the
// texts a copied page still has from the page it came from. Dismissed, nothing is published; once the
// link changed with the price, Publish no longer asks about it. No publish is run here: the request
// Publish sends is answered by the test.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { formatPrice } from '../../../src/shared/money.ts';
import { languageTag } from '../../../src/shared/dates.ts';
import { expectAccessible, problems as problemsRegion, editorShown } from '../support/editor-fixtures.ts';
import { expect, test } from '../support/fixtures.ts';
import { accountsWithPassword, liveFixtureSite } from '../support/live-fixture-site.ts';
import { startServer, type RunningServer } from '../support/server-process.ts';

const PASSWORD = 'a passphrase for the price list';

interface Services {
  currency: string;
  services: { title: string; price: number; checkoutUrl: string }[];
}

let dir: string;
let configDir: string;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = mkdtempSync(join(tmpdir(), 'publish-doubts-e2e-'));
  let distDir: string;
  ({ configDir, distDir } = liveFixtureSite(dir));
  const dataDir = join(dir, 'data');
  // An admin: a new checkout link is a setting only an admin may publish.
  await accountsWithPassword(dataDir, { asha: ['editor', 'publisher', 'admin'] }, PASSWORD);
  server = await startServer({ DATA_DIR: dataDir, DIST_DIR: distDir, CONFIG_DIR: configDir });
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const read = <T>(path: string) => JSON.parse(readFileSync(join(configDir, path), 'utf8')) as T;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
type Page0 = { sections: { heading?: string }[] };

async function signIn(page: Page) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Account name').fill('asha');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await editorShown(page);
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('#save-status')).toContainText('Saved to your draft');
}

test('Publish asks before a price goes live without its checkout link, and before copied texts do', async ({
  page,
  problems,
}) => {
  test.setTimeout(180_000);
  // The test's own answer to Publish's request, which the browser logs.
  problems.expected.push(/503/);
  const services = read<Services>('services.json');
  const site = read<{ seo: { locale: string } }>('site.json');
  const money = (amount: number) => formatPrice(amount, services.currency, languageTag(site.seo.locale));
  const service = services.services[0]!;
  const raised = service.price + 3;
  const publishing = page.getByRole('region', { name: 'Publishing' });
  const publishButton = publishing.getByRole('button', { name: 'Publish', exact: true });
  // Publish's request never builds here: it is counted and answered.
  const publishes: string[] = [];
  await page.route('**/admin/api/publish', async (route) => {
    publishes.push(route.request().method());
    await route.fulfill({ status: 503, json: { error: 'Service Unavailable', message: 'Answered by the test.' } });
  });
  const asked: string[] = [];
  let answer = false;
  page.on('dialog', (question) => {
    asked.push(question.message());
    void (answer ? question.accept() : question.dismiss());
  });

  await signIn(page);
  await page.getByRole('searchbox', { name: 'Search the content' }).fill(String(service.price));
  await page
    .getByRole('list', { name: 'Places found' })
    .getByRole('button', { name: new RegExp(`^Paid services › ${escaped(service.title)} › Starting price `) })
    .click();
  const price = page.locator('[id="file_services_0_price"]');
  await expect(price).toBeFocused();
  await price.fill(String(raised));
  // Said at the price field and under Problems: the link still charges the live amount.
  const said = `"${service.title}" now shows ${money(raised)}, its checkout link still charges ${money(service.price)}`;
  await expect(page.locator('.file-editor').getByText(said)).toBeVisible();
  await expect(problemsRegion(page)).toContainText(`services.json`);
  await expect(problemsRegion(page)).toContainText(
    `/services/0/price  warning: the price changed but not its checkout link: ${said}`,
  );
  await expectAccessible(page);
  await save(page);

  // Publish asks; dismissed, nothing is published.
  await expect(publishButton).toBeEnabled({ timeout: 20_000 });
  await publishButton.click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain(said);
  expect(publishes).toEqual([]);

  // The link changed with the price: nothing to ask about; Publish sends its request at once.
  const link = page.locator('[id="file_services_0_checkoutUrl"]');
  await link.fill(`${service.checkoutUrl}_${String(raised).replace('.', '_')}`);
  await expect(page.locator('.file-editor').getByText(said)).toHaveCount(0);
  await save(page);
  await expect(publishButton).toBeEnabled({ timeout: 20_000 });
  await publishButton.click();
  await expect.poll(() => publishes.length).toBe(1);
  expect(asked).toHaveLength(1);

  // A page copied from another: Publish names its copied texts, neither rewritten nor kept.
  const from = read<{ routes: { path: string; page: string }[] }>('routes.json').routes.find(
    (route) => typeof read<Page0>(`pages/${route.page}.json`).sections[0]?.heading === 'string',
  )!;
  const fromHeading = read<Page0>(`pages/${from.page}.json`).sections[0]!.heading!;
  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByLabel('Path').fill('/quality-check');
  await dialog.getByLabel('Title').fill('Quality checks');
  await dialog.getByLabel('Start with').selectOption({ label: `A copy of ${from.path}: ${fromHeading}` });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(problemsRegion(page)).toContainText('copied from');
  await save(page);
  await expect(publishButton).toBeEnabled({ timeout: 20_000 });
  await publishButton.click();
  await expect.poll(() => asked.length).toBe(2);
  expect(asked[1]).toMatch(/\d+ texts copied from another page are neither rewritten nor kept \(\/quality-check\)/);
  expect(publishes).toHaveLength(1);
  // Asked and confirmed: the publish is sent.
  answer = true;
  await publishButton.click();
  await expect.poll(() => publishes.length).toBe(2);
});
