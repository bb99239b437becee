// Publishing from the browser, end to end, on a server of its own whose config folder is a copy of
// site-config/ in a git work tree: sign-in (and its wait after five failures), the one-time
// password changed, a draft published with its progress shown, the public page changed, a failed
// build leaving the site as it was, a roll back, sign-out; and visitors' GETs and form posts sent
// all through a publish, every one answered in full.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { addUser } from '../../src/server/admin/accounts.ts';
import { openStore } from '../../src/server/store/index.ts';
import { validDemo } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { startServer, type RunningServer } from './support/server-process.ts';
import { allPaths, faq, form, pathsWith } from './support/site-data.ts';

test.describe.configure({ mode: 'serial' });

const root = resolve(import.meta.dirname, '../..');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const PASSWORD = 'a long passphrase of mine';
/** A publish builds the whole site: tens of seconds on a busy machine. */
const PUBLISH_MS = 180_000;
const faqPath = pathsWith((section) => section.type === 'faq')[0]!;
const question = faq.items[0]!.question;

let dir: string;
let configDir: string;
let server: RunningServer;
const oneTime: Record<string, string> = {};

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'publish-e2e-'));
  configDir = join(dir, 'config');
  cpSync(join(root, 'site-config'), configDir, { recursive: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: configDir, env: { ...process.env, GIT_AUTHOR_NAME: 'Dev', GIT_AUTHOR_EMAIL: 'dev@example.com', GIT_COMMITTER_NAME: 'Dev', GIT_COMMITTER_EMAIL: 'dev@example.com' } });
  git('init', '--quiet');
  git('add', '--all');
  git('commit', '--quiet', '-m', 'The config as shipped');
  const dataDir = join(dir, 'data');
  const store = await openStore({ dataDir });
  for (const name of ['asha', 'blocked']) oneTime[name] = (await addUser(store, { name, email: `${name}@example.com`, fullName: name === 'asha' ? 'Asha Rao' : 'Blocked Person' })).password;
  await store.close();
  server = await startServer({ DATA_DIR: dataDir, CONFIG_DIR: configDir, FORM_MIN_FILL_MS: '0', RATE_LIMIT_PER_MINUTE: '100000' });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The anti-forgery header of the browser context's cookie, for calls made beside the page. */
async function xsrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const token = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  return { 'content-type': 'application/json', 'x-xsrf-token': token };
}

async function signIn(page: Page, name: string, password: string) {
  await page.getByLabel('Account name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in as asha (her own password chosen already) and waits for the publishing page. */
async function openDashboard(page: Page) {
  await page.goto(`${server.url}/admin`);
  await signIn(page, 'asha', PASSWORD);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publishing the site');
}

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Saves the first FAQ question as `text` in the signed-in user's draft, as the editor's Save does. */
async function draftQuestion(page: Page, text: string) {
  const current = readFileSync(join(configDir, 'faq.json'), 'utf8');
  const next = JSON.parse(current) as { items: { question: string }[] };
  next.items[0]!.question = text;
  const response = await page.request.post(`${server.url}/admin/api/draft`, {
    headers: await xsrfHeaders(page.request),
    data: { files: [{ path: 'faq.json', baseHash: createHash('sha256').update(current).digest('hex'), text: `${JSON.stringify(next, null, 2)}\n` }] },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Clicks a button that starts a publish and follows its progress bar until the page reloads with the outcome; returns the percentages seen. */
async function followPublish(page: Page, start: () => Promise<void>): Promise<number[]> {
  const seen: number[] = [];
  const progress = page.locator('#publish-progress');
  await start();
  await expect(progress).toBeVisible();
  await expect(progress.locator('.progress-step')).not.toHaveText('');
  // Until the page reloads (the section is hidden again), note what the bar says.
  await expect
    .poll(
      async () => {
        const text = await progress.locator('.progress-percent').textContent({ timeout: 1000 }).catch(() => null);
        if (text) seen.push(Number.parseInt(text, 10));
        return progress.isVisible();
      },
      { timeout: PUBLISH_MS - 30_000, intervals: [250] },
    )
    .toBe(false);
  return seen;
}

test('sign in, choose a password, publish a draft with its progress shown, see the public page changed, roll back, sign out', async ({ page, problems }) => {
  test.setTimeout(3 * PUBLISH_MS);
  problems.expected.push(/401/);
  await page.goto(`${server.url}/admin/login`);
  await signIn(page, 'asha', oneTime.asha!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your own password');
  await expectAccessible(page);
  await page.getByLabel('The one-time password').fill(oneTime.asha!);
  await page.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('New password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save my password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publishing the site');
  await expect(page.getByText('You have no unpublished changes.')).toBeVisible();

  const edited = `${question} (published from the browser)`;
  await draftQuestion(page, edited);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your draft' }).getByText('faq.json')).toBeVisible();
  await expectAccessible(page);
  const seen = await followPublish(page, () => page.getByRole('button', { name: 'Publish', exact: true }).click());
  expect(seen.some((percent) => percent > 0 && percent < 100), `the bar moved: ${seen.join(', ')}`).toBe(true);
  await expect(page.getByRole('status')).toHaveText(/^Version 2 is live since /);
  await expect(page.getByText('You have no unpublished changes.')).toBeVisible();

  const publicPage = await page.context().newPage();
  await publicPage.goto(`${server.url}${faqPath}`);
  await expect(publicPage.getByText(edited)).toBeVisible();

  // The history: version 1 is the site as it was, version 2 the publish, with its diff and commit.
  const version2 = page.locator('.version').filter({ hasText: 'Version 2: Publish, by asha' });
  await version2.getByText('Show the changes').click();
  await expect(version2.locator('.diff-added')).toContainText(edited);
  await expect(version2.locator('.diff-removed')).toContainText(question);
  const author = execFileSync('git', ['log', '-1', '--format=%an <%ae>|%s'], { cwd: configDir }).toString().trim();
  expect(author).toBe('Asha Rao <asha@example.com>|Publish version 2 from /admin');

  page.once('dialog', (dialog) => void dialog.accept());
  await followPublish(page, () => page.locator('.version').filter({ hasText: 'Version 1:' }).getByRole('button', { name: 'Roll back to this version' }).click());
  await expect(page.getByRole('status')).toHaveText(/^Version 3 is live since /);
  await expect(page.locator('.version').first()).toContainText('Version 3: Roll back to version 1, by asha');
  await publicPage.reload();
  await expect(publicPage.getByText(question, { exact: true })).toBeVisible();
  await expect(publicPage.getByText(edited)).toHaveCount(0);
  expect(readFileSync(join(configDir, 'faq.json'), 'utf8')).not.toContain(edited);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to edit the site');
  const after = await page.request.get(`${server.url}/admin/api/history`, { headers: await xsrfHeaders(page.request) });
  expect(after.status()).toBe(401);
});

test('a build that fails leaves the live site as it was and shows the build\'s message', async ({ page, problems }) => {
  test.setTimeout(PUBLISH_MS);
  problems.expected.push(/401/);
  await openDashboard(page);
  // An empty question: valid JSON, but not a valid config.
  await draftQuestion(page, '');
  await page.reload();
  await followPublish(page, () => page.getByRole('button', { name: 'Publish', exact: true }).click());
  await expect(page.locator('.status-failed')).toContainText('The last publish failed, and the live site stayed as it was: The build failed:');
  await expect(page.locator('.status-failed')).toContainText(/faq\.json:\d+:\d+\s+\/items\/0\/question\s+must not be empty/);
  const publicPage = await (await page.request.get(`${server.url}${faqPath}`)).text();
  expect(publicPage).toContain(question);
  // The draft is kept, to be mended or discarded.
  await expect(page.getByRole('region', { name: 'Your draft' }).getByText('faq.json')).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Discard my draft' }).click();
  await expect(page.getByText('You have no unpublished changes.')).toBeVisible();
});

test('GETs and form posts sent during a publish all succeed, and a second publish is refused meanwhile', async ({ page, problems }) => {
  test.setTimeout(PUBLISH_MS);
  problems.expected.push(/401/);
  await openDashboard(page);
  const edited = `${question} (published under load)`;
  await draftQuestion(page, edited);
  const headers = await xsrfHeaders(page.request);

  // A visitor's anti-forgery cookie, and what a page loads besides itself.
  const home = await fetch(`${server.url}${faqPath}`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(home.headers.get('set-cookie') ?? '')![1]!;
  const assets = [...(await home.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  const demoUrl = form('demo').endpoint.url;
  const visitor = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };

  const failures: string[] = [];
  let answered = 0;
  let sawNew = 0;
  let sawOld = 0;
  let publishing = true;
  const visit = async (n: number) => {
    const path = allPaths[n % allPaths.length]!;
    try {
      if (n % 5 === 0) {
        const response = await fetch(`${server.url}${demoUrl}`, { method: 'POST', headers: visitor, body: JSON.stringify({ ...validDemo, Email: `load.${n}@example.com` }) });
        if (response.status !== 201) failures.push(`POST ${demoUrl}: ${response.status} ${await response.text()}`);
      } else if (n % 5 === 1 && assets.length > 0) {
        const asset = assets[n % assets.length]!;
        const response = await fetch(`${server.url}${asset}`);
        if (response.status !== 200 || (await response.arrayBuffer()).byteLength === 0) failures.push(`GET ${asset}: ${response.status}`);
      } else {
        const target = n % 5 === 2 ? faqPath : path;
        const response = await fetch(`${server.url}${target}`);
        const body = await response.text();
        if (response.status !== 200 || !body.trimEnd().endsWith('</html>')) failures.push(`GET ${target}: ${response.status}, ${body.length} characters`);
        if (target === faqPath) {
          if (body.includes(edited)) sawNew++;
          else sawOld++;
        }
      }
      answered++;
    } catch (error) {
      failures.push(`${path}: ${(error as Error).message}`);
    }
  };
  // Eight visitors at once, each sending its next request as soon as the last is answered.
  let next = 0;
  const visitors = Array.from({ length: 8 }, async () => {
    while (publishing) await visit(next++);
  });

  const started = await page.request.post(`${server.url}/admin/api/publish`, { headers, data: {} });
  expect(started.status()).toBe(202);
  const { id } = (await started.json()) as { id: number };
  const second = await page.request.post(`${server.url}/admin/api/publish`, { headers, data: {} });
  expect(second.status()).toBe(409);
  expect(((await second.json()) as { message: string }).message).toMatch(/^A publish by asha, started at \d\d:\d\d UTC, is under way\. Wait for it to finish, then try again\.$/);

  await expect
    .poll(async () => ((await (await page.request.get(`${server.url}/admin/api/publish/status`, { headers })).json()) as { running: unknown }).running, { timeout: PUBLISH_MS - 30_000, intervals: [500] })
    .toBeNull();
  // A while longer, so that requests are answered by the new build as well.
  const after = answered;
  await expect.poll(() => answered - after, { intervals: [100] }).toBeGreaterThan(50);
  publishing = false;
  await Promise.all(visitors);

  const version = (await (await page.request.get(`${server.url}/admin/api/history/${id}`, { headers })).json()) as { version: { status: string } };
  expect(version.version.status).toBe('published');
  expect(failures).toEqual([]);
  expect(sawOld, 'pages of the old build were served during the publish').toBeGreaterThan(0);
  expect(sawNew, 'pages of the new build were served after the switch').toBeGreaterThan(0);
  expect(answered).toBeGreaterThan(200);
});

// Last: the five failures block this address (127.0.0.1) too for a while.
test('a wrong password five times makes the next attempts wait, with a clear message', async ({ page, problems }) => {
  problems.expected.push(/401|429/);
  await page.goto(`${server.url}/admin`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to edit the site');
  await expectAccessible(page);
  for (let attempt = 1; attempt <= 4; attempt++) {
    await signIn(page, 'blocked', `wrong password ${attempt}`);
    await expect(page.getByRole('alert')).toHaveText('Wrong account name or password.');
  }
  await signIn(page, 'blocked', 'wrong password 5');
  await expect(page.getByRole('alert')).toHaveText(/^Too many failed sign-ins for this account\. Wait 30 seconds before you try again\.$/);
  await signIn(page, 'blocked', oneTime.blocked!);
  await expect(page.getByRole('alert')).toHaveText(/Too many failed sign-ins for this account/);
});
