// Roles in the browser, end to end, on a server of its own over a copy of the fixture config (a git
// work tree, built once for the live site): an editor-only account has no usable Publish and the
// server refuses its publish (403); a publisher's draft that changes a checkout link cannot be
// published by that publisher, who is told why; the same change published by an admin goes live;
// an admin runs the accounts in the browser (a new account's one-time password shown once, its
// roles changed by keyboard, removed when asked first) and reads the audit log; an account without
// the editor role gets a page saying why; an editor's saved price change waits for a publisher, who
// reviews it in words and publishes it (the git commit names both).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import editorText from '../../src/editor/strings.json' with { type: 'json' };
import adminText from '../../src/server/words/admin-text.json' with { type: 'json' };
import { fill } from '../../src/shared/fill-template.ts';
import { formatPrice } from '../../src/sections/serviceCards/price.ts';
import AxeBuilder from '@axe-core/playwright';
import { WCAG_TAGS } from './support/accessibility.ts';
import { expectAccessible, preview, editorShown } from './support/editor-fixtures.ts';
import { expect, test } from './support/fixtures.ts';
import { saveToDraft, xsrfHeaders } from './support/draft-api.ts';
import { accountsWithPassword, liveFixtureSite } from './support/live-fixture-site.ts';
import { startServer, type RunningServer } from './support/server-process.ts';

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'a passphrase for the roles';
/** A publish builds the whole site: tens of seconds on a busy machine. */
const PUBLISH_MS = 180_000;
const ACCOUNTS = {
  root: ['admin'],
  pia: ['editor', 'publisher'],
  paul: ['publisher'],
  eddie: ['editor'],
  lena: ['leads'],
} as const;
/** Eddie's drafts are named by the person, not the account. */
const EDDIE = 'Eddie Edwards';

let dir: string;
let configDir: string;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(PUBLISH_MS);
  dir = mkdtempSync(join(tmpdir(), 'roles-e2e-'));
  let distDir: string;
  // A git work tree: a publish of another's draft names both accounts in its commit.
  ({ configDir, distDir } = liveFixtureSite(dir));
  const dataDir = join(dir, 'data');
  await accountsWithPassword(dataDir, ACCOUNTS, PASSWORD, { eddie: EDDIE });
  server = await startServer({ DATA_DIR: dataDir, DIST_DIR: distDir, CONFIG_DIR: configDir });
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function signInOnly(page: Page, name: string, password = PASSWORD) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Account name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signIn(page: Page, name: keyof typeof ACCOUNTS) {
  await signInOnly(page, name);
  await editorShown(page);
  await expect(preview(page).locator('main')).toBeVisible();
}

/** Zero axe-core WCAG 2.2 A/AA violations on a page written by the server (no editor frame). */
async function expectPageAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const publishing = (page: Page) => page.getByRole('region', { name: 'Publishing' });
const publishButton = (page: Page) => publishing(page).getByRole('button', { name: 'Publish', exact: true });
const reason = (page: Page) => publishing(page).locator('#publish-reason');
const publishCall = async (page: Page) =>
  page.request.post(`${server.url}/admin/api/publish`, { headers: await xsrfHeaders(page.request), data: {} });

/** The first service's checkout link moved to another (allowed) address, as a draft of services.json. */
function checkoutLinkChanged() {
  const live = readFileSync(join(configDir, 'services.json'), 'utf8');
  const services = JSON.parse(live) as { services: { title: string; checkoutUrl: string }[] };
  const service = services.services[0]!;
  service.checkoutUrl = `${service.checkoutUrl}_moved`;
  return { title: service.title, url: service.checkoutUrl, file: { path: 'services.json', live, value: services } };
}

/** Saves the changed checkout link to the signed-in account's draft, then opens the editor on it afresh. */
async function draftCheckoutLink(page: Page) {
  const change = checkoutLinkChanged();
  const saved = await saveToDraft(page.request, server.url, change.file);
  expect(saved.status(), await saved.text()).toBe(200);
  await page.reload();
  await editorShown(page);
  return change;
}

test('an editor-only account has no usable Publish or Roll back, and the server refuses its publish', async ({
  page,
}) => {
  await signIn(page, 'eddie');
  // The first Tab reaches the skip link, shown; it leads past the bar and the Content list to the form.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: editorText.skipToForm });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#editor-heading')).toBeFocused();
  await expect(publishButton(page)).toBeDisabled();
  await expect(reason(page)).toHaveText(/^Your account may edit and save drafts, but not publish/);
  await expectAccessible(page);
  const refused = await publishCall(page);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toMatch(/^Your account may edit and save drafts/);
  await publishing(page).getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Published versions' });
  await expect(history).toContainText('Rolling back is for accounts that may publish');
  await expect(history.getByRole('button', { name: /^Roll back/ })).toHaveCount(0);
});

test('a publisher cannot publish a draft that changes a checkout link, and is told why', async ({ page }) => {
  await signIn(page, 'pia');
  const change = await draftCheckoutLink(page);
  const why = `Only an admin may publish a change to the checkout link of “${change.title}” (services.json)`;
  await expect(reason(page)).toContainText(why);
  await expect(publishButton(page)).toBeDisabled();
  await expectAccessible(page);
  const refused = await publishCall(page);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toContain(why);
  expect(readFileSync(join(configDir, 'services.json'), 'utf8')).not.toContain(change.url);
});

test('an admin publishes the same change, and it goes live', async ({ page }) => {
  test.setTimeout(PUBLISH_MS + 60_000);
  await signIn(page, 'root');
  const change = await draftCheckoutLink(page);
  await expect(reason(page)).toHaveText(/^Publish builds the whole site/);
  await publishButton(page).click();
  await expect(publishing(page).getByRole('status')).toHaveText(/^Published: version \d+ is live\.$/, {
    timeout: PUBLISH_MS,
  });
  expect(readFileSync(join(configDir, 'services.json'), 'utf8')).toContain(change.url);
});

test('an admin adds an account in the browser, its one-time password shown once, changes its roles by keyboard, and removes it', async ({
  page,
  problems,
}) => {
  // The refused new password (too easy to guess) is a 400; a name taken, a 409; the own admin role, a 403.
  problems.expected.push(/status of 400/, /status of 409/, /status of 403/);
  await signIn(page, 'root');
  await publishing(page).getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounts');
  await expectPageAccessible(page);
  const add = page.locator('#add-account');
  await add.getByLabel('Account name').fill('nora');
  await add.getByLabel('Full name').fill('Nora Quist');
  await add.getByRole('checkbox', { name: /^publisher/ }).uncheck();
  await add.getByRole('button', { name: 'Add the account' }).click();
  const said = add.getByRole('status');
  await expect(said).toContainText('Account “nora” added. Its one-time password is ');
  await expect(said).toBeFocused();
  const password = /one-time password is (\S+)/.exec((await said.textContent())!)![1]!;
  // Listed at once, without a reload (which would lose the password's message).
  await expect(page.getByRole('region', { name: 'nora' })).toContainText('Nora Quist');
  await expectPageAccessible(page);

  // The same name again: the words say what to do, tied to the name's field, which has the focus.
  const nameField = add.getByLabel('Account name');
  const taken = fill(adminText.accounts.nameTaken, { name: 'nora' });
  await nameField.fill('nora');
  await add.getByRole('button', { name: 'Add the account' }).click();
  await expect(add.getByRole('alert')).toHaveText(taken);
  await expect(nameField).toBeFocused();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField).toHaveAccessibleDescription(new RegExp(taken.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // A refusal about no field (the admin's own admin role) leaves the focus on the button pressed.
  const own = page.getByRole('region', { name: /^root/ });
  await own.getByRole('checkbox', { name: /^admin/ }).uncheck();
  const saveOwn = own.getByRole('button', { name: 'Save the roles of root' });
  await saveOwn.focus();
  await page.keyboard.press('Enter');
  await expect(own.getByRole('alert')).toHaveText(adminText.accounts.notYourself);
  await expect(saveOwn).toBeFocused();

  // Reloaded, the page lists her, without the password; her roles change by keyboard alone.
  await page.reload();
  const nora = page.getByRole('region', { name: 'nora' });
  await expect(nora).toContainText('Nora Quist');
  await expect(page.locator('body')).not.toContainText(password);
  await expect(nora.getByRole('checkbox', { name: /^editor/ })).toBeChecked();
  await nora.getByRole('checkbox', { name: /^leads/ }).focus();
  await page.keyboard.press('Space');
  await nora.getByRole('button', { name: 'Save the roles of nora' }).focus();
  await page.keyboard.press('Enter');
  await expect(nora.getByRole('alert')).toHaveText('“nora” now has the roles: editor, leads.');

  // The audit log, newest first, says who did it.
  await page.getByRole('link', { name: 'The audit log' }).click();
  const rows = page.getByRole('table', { name: 'Audit log' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('root');
  await expect(rows.nth(1)).toContainText('Changed the roles of an account');
  await expect(rows.nth(1)).toContainText('roles: editor → editor, leads');
  await expect(rows.nth(2)).toContainText('Added an account');
  await expectPageAccessible(page);

  // Her one-time password signs her in, once, to choose her own.
  await page.context().clearCookies();
  await signInOnly(page, 'nora', password);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your own password');
  // A refused new password: the words are tied to that field, which has the focus.
  await page.getByLabel('The one-time password').fill(password);
  await page.getByLabel('New password', { exact: true }).fill('password1234');
  await page.getByLabel('New password again').fill('password1234');
  await page.getByRole('button', { name: 'Save my password' }).click();
  const next = page.getByLabel('New password', { exact: true });
  await expect(next).toBeFocused();
  await expect(next).toHaveAttribute('aria-invalid', 'true');
  await expect(next).toHaveAccessibleDescription(/The new password is too easy to guess/);

  // Removed, asked first: she is gone from the list, and her password no longer signs in.
  await page.context().clearCookies();
  await signIn(page, 'root');
  await page.goto(`${server.url}/admin/accounts`);
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(
      'Remove the account “nora”, with its sessions and its unpublished draft? This cannot be undone.',
    );
    void dialog.accept();
  });
  const remove = page.getByRole('button', { name: 'Remove nora' });
  // Set apart from the blue actions: red on white.
  await expect(remove).toHaveCSS('color', 'rgb(163, 22, 27)');
  await remove.click();
  await expect(page.getByRole('status').filter({ hasText: 'Account “nora” removed.' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'nora' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'pia' })).toBeVisible();
});

test("on a phone (375 px), Add an account's refusal stands under the field that has the focus, both in view", async ({
  page,
  problems,
}, testInfo) => {
  // A name taken is a 409; a name the server cannot take, a 400.
  problems.expected.push(/status of 409/, /status of 400/);
  await page.setViewportSize({ width: 375, height: 667 });
  await signIn(page, 'root');
  await page.goto(`${server.url}/admin/accounts`);
  const add = page.locator('#add-account');
  const nameField = add.getByLabel('Account name');
  const fullName = add.getByLabel('Full name');
  const refusal = add.getByRole('alert');
  const refused = async (name: string, words: string) => {
    await nameField.fill(name);
    await fullName.fill('Pia Again');
    // Pressed from the button at the end of the form, below the roles: the page is scrolled down to it.
    await add.getByRole('button', { name: 'Add the account' }).click();
    await expect(refusal).toHaveText(words);
    await expect(nameField).toBeFocused();
    await expect(nameField).toHaveAccessibleDescription(new RegExp(words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    // The words are in view with the field, right under it: between it and the next field.
    await expect(nameField).toBeInViewport();
    await expect(refusal).toBeInViewport();
    const [field, message, next] = await Promise.all([
      nameField.boundingBox(),
      refusal.boundingBox(),
      fullName.boundingBox(),
    ]);
    expect(message!.y).toBeGreaterThanOrEqual(field!.y + field!.height);
    expect(message!.y + message!.height).toBeLessThanOrEqual(next!.y);
  };
  await refused('pia', fill(adminText.accounts.nameTaken, { name: 'pia' }));
  // Kept beside the run's results, to be looked at: the words under the field, not under the roles.
  const shot = testInfo.outputPath('add-account-refusal-375.png');
  await page.screenshot({ path: shot });
  await testInfo.attach('add-account refusal at 375 px', { path: shot, contentType: 'image/png' });
  await expectPageAccessible(page);
  // Another refusal about the same field finds the words there again.
  await refused('-pia', fill(adminText.accounts.badName, { name: '-pia' }));
});

test('an account that may only see the leads lands on the Leads page; a page it may not open says why and leads back', async ({
  page,
  problems,
}) => {
  problems.expected.push(/403/);
  await signInOnly(page, 'lena');
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(editorText.leads.title);
  await page.goto(`${server.url}/admin/accounts`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account may not open this page');
  await expect(page.locator('main')).toContainText('Only an admin may do this.');
  await expect(page.locator('main')).toContainText('Your roles: leads.');
  await expectPageAccessible(page);
  await page.getByRole('link', { name: 'The leads' }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  // No way "back" to an editor it may not open; its account page leads back to the leads.
  await expect(page.getByRole('link', { name: editorText.leads.backToEditor })).toHaveCount(0);
  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('link', { name: 'Back to the editor' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the leads' }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
});

test("an editor's saved price change waits for a publisher, who reviews it in words and publishes it", async ({
  page,
}) => {
  test.setTimeout(PUBLISH_MS + 60_000);
  await signIn(page, 'eddie');
  await expect(reason(page)).toContainText('see it under “Drafts waiting”');
  // Eddie's save, as the editor's Save sends it: the first service's price, raised.
  const live = readFileSync(join(configDir, 'services.json'), 'utf8');
  const services = JSON.parse(live) as { currency: string; services: { title: string; price: number }[] };
  const site = JSON.parse(readFileSync(join(configDir, 'site.json'), 'utf8')) as { locale?: string };
  const money = (amount: number) => formatPrice(amount, services.currency, (site.locale ?? 'en_US').replace('_', '-'));
  const before = services.services[0]!.price;
  const after = before + 5;
  services.services[0]!.price = after;
  const saved = await saveToDraft(page.request, server.url, { path: 'services.json', live, value: services });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.context().clearCookies();
  await signIn(page, 'paul');
  const waiting = page.getByRole('region', { name: 'Drafts waiting' });
  // Named by the person's full name, not by the account name.
  await expect(waiting).toContainText(new RegExp(`${EDDIE} — services\\.json — saved (just now|1 minute ago)`));
  await waiting.getByRole('button', { name: `Review ${EDDIE}'s draft` }).click();
  const review = page.getByRole('dialog', { name: `${EDDIE}'s draft` });
  await expect(review.getByRole('listitem').filter({ hasText: services.services[0]!.title })).toContainText(
    `${money(before)} → ${money(after)}`,
  );
  await expectAccessible(page);
  page.once('dialog', (dialog) => void dialog.accept());
  await review.getByRole('button', { name: `Publish ${EDDIE}'s draft` }).click();
  await expect(publishing(page).getByRole('status')).toHaveText(/^Published: version \d+ is live\.$/, {
    timeout: PUBLISH_MS,
  });
  await expect(waiting.getByText(new RegExp(`^${EDDIE}`))).toHaveCount(0);
  // The Review button the dialog gave the focus back to went with the draft: the focus waits on the panel.
  await expect(publishing(page)).toBeFocused();
  const version = /version (\d+)/.exec((await publishing(page).getByRole('status').textContent())!)![1];
  expect(execFileSync('git', ['log', '-1', '--format=%s'], { cwd: configDir, encoding: 'utf8' }).trim()).toBe(
    `Published by paul from eddie's draft (version ${version})`,
  );
  // The History says whose draft it was, by the person's full name, beside who published it.
  await publishing(page).getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'Published versions' });
  await expect(history.getByRole('heading', { name: new RegExp(`^Version ${version}: `) })).toHaveText(
    new RegExp(`^Version ${version}: ${fill(editorText.publishing.publishOf, { name: EDDIE })}, by paul, `),
  );
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await page.goto(`${server.url}/help`);
  await expect(page.locator('main')).toContainText(money(after));

  // Eddie's draft went live: his editor starts from the live site again.
  await page.context().clearCookies();
  await signIn(page, 'eddie');
  const draft = await page.request.get(`${server.url}/admin/api/draft`, { headers: await xsrfHeaders(page.request) });
  expect(await draft.json()).toMatchObject({ files: [] });
});
