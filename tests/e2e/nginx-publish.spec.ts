// A publish from /admin through nginx, as docs/operators.md sets it up: deploy/nginx/cortracker.conf
// installed in Debian's nginx (support/nginx.ts) in front of two instances sharing one PostgreSQL
// database and one builds folder, /admin going to the first. The marketer publishes through nginx
// in the browser; the change reaches both instances and nginx's visitors, served by nginx itself
// from the builds folder's link. A publish that changes the pages' headers (a theme colour: the
// inline style sheet's hash in the CSP) is answered by Node, with the new policy, until nginx is
// reloaded; then by nginx again.
import { mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { FIXTURE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { CURRENT_LINK } from '../../src/server/site/current-link.ts';
import {
  postgresRequired,
  postgresUnavailableReason,
  startPostgresCluster,
  type PostgresCluster,
} from '../support/postgres-cluster.ts';
import { saveToDraft, xsrfHeaders } from './support/draft-api.ts';
import { expect, test } from './support/fixtures.ts';
import { accountsWithPassword, liveFixtureSite } from './support/live-fixture-site.ts';
import { nginxUnavailableReason, startNginx, type RunningNginx } from './support/nginx.ts';
import { startServer, type RunningServer } from './support/server-process.ts';

const SALT = 'nginx-publish-salt';
const PASSWORD = 'a passphrase for publishing through nginx';
/** A publish builds the whole site: tens of seconds on a busy machine. */
const PUBLISH_MS = 180_000;

test.describe.configure({ mode: 'serial' });

const root = resolve(import.meta.dirname, '../..');
const fixture = (path: string) => JSON.parse(readFileSync(join(root, FIXTURE_CONFIG_DIR, path), 'utf8')) as unknown;
const routes = (fixture('routes.json') as { routes: { path: string; page: string }[] }).routes;
/** The fixture's route whose page shows the FAQ. */
const faqPath = routes.find((route) =>
  (fixture(`pages/${route.page}.json`) as { sections: { type: string }[] }).sections.some(
    (section) => section.type === 'faq',
  ),
)!.path;

let cluster: PostgresCluster | undefined;
let dir: string;
let configDir: string;
let buildsDir: string;
const servers: RunningServer[] = [];
let nginx: RunningNginx | undefined;

test.beforeAll(async () => {
  const unavailable = nginxUnavailableReason() ?? postgresUnavailableReason();
  test.skip(unavailable !== undefined && !postgresRequired(), `nginx with PostgreSQL: ${unavailable}`);
  test.setTimeout(180_000);
  dir = mkdtempSync(join(tmpdir(), 'nginx-publish-e2e-'));
  let distDir: string;
  ({ configDir, distDir } = liveFixtureSite(dir));
  buildsDir = join(dir, 'builds');
  cluster = await startPostgresCluster({ durable: false });
  const databaseUrl = await cluster.createDatabase('nginx_publish');
  await accountsWithPassword(
    { dataDir: join(dir, 'accounts'), databaseUrl, pseudonymSalt: SALT },
    { asha: ['editor', 'publisher'] },
    PASSWORD,
  );
  const settings = (n: number) => ({
    DATA_DIR: join(dir, `data-${n}`),
    DIST_DIR: distDir,
    CONFIG_DIR: configDir,
    BUILDS_DIR: buildsDir,
    DATABASE_URL: databaseUrl,
    IP_HASH_SALT: SALT,
    TRUST_PROXY: '1',
    FORM_MIN_FILL_MS: '0',
  });
  servers.push(...(await Promise.all([startServer(settings(1)), startServer(settings(2))])));
  nginx = await startNginx(
    buildsDir,
    servers.map((server) => new URL(server.url).host),
  );
});

test.afterAll(async () => {
  await nginx?.stop();
  for (const server of servers.splice(0)) await server.stop();
  cluster?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  text: string;
  csp: string | null;
  /** Whether nginx served it from the build itself: it says when the file was modified, Node does not. */
  byNginx: boolean;
}

async function get(base: string, path: string): Promise<Answer> {
  const response = await fetch(base + path);
  return {
    text: await response.text(),
    csp: response.headers.get('content-security-policy'),
    byNginx: response.headers.get('last-modified') !== null,
  };
}

/** Signs asha in at nginx's address (/admin goes to the instance that publishes), and waits for the editor. */
async function signIn(page: Page): Promise<void> {
  await page.goto(`${nginx!.url}/admin/login`);
  await page.getByLabel('Account name').fill('asha');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The editor's bundle is large: on a busy machine it takes a while.
  await expect(page.getByRole('navigation', { name: 'Content' })).toBeVisible({ timeout: 30_000 });
}

/** Publishes the signed-in account's draft through nginx and waits until it is live; returns its id. */
async function publishThroughNginx(page: Page): Promise<number> {
  const started = await page.request.post(`${nginx!.url}/admin/api/publish`, {
    headers: await xsrfHeaders(page.request),
    data: {},
  });
  expect(started.status(), await started.text()).toBe(202);
  const { id } = (await started.json()) as { id: number };
  await expect
    .poll(
      async () =>
        (
          (await (
            await page.request.get(`${nginx!.url}/admin/api/publish/status`, {
              headers: await xsrfHeaders(page.request),
            })
          ).json()) as { last: { id: number; status: string } | null }
        ).last,
      { timeout: PUBLISH_MS, intervals: [500] },
    )
    .toEqual(expect.objectContaining({ id, status: 'published' }));
  return id;
}

test('a publish through nginx reaches both instances and the visitors nginx serves', async ({ page }) => {
  test.setTimeout(PUBLISH_MS + 60_000);
  await signIn(page);

  const question = 'Does a publish reach the visitors behind nginx?';
  const live = readFileSync(join(configDir, 'faq.json'), 'utf8');
  const faq = JSON.parse(live) as { items: { question: string }[] };
  faq.items[0]!.question = question;
  expect((await saveToDraft(page.request, nginx!.url, { path: 'faq.json', live, value: faq })).status()).toBe(200);
  expect((await get(nginx!.url, faqPath)).text).not.toContain(question);

  // Published in the editor, as a marketer does, through nginx.
  await page.reload();
  const publishing = page.getByRole('region', { name: 'Publishing' });
  await publishing.getByRole('button', { name: 'Publish', exact: true }).click();
  // The whole config is checked before the build starts: under load, that alone takes a while. Her
  // own publish's words: the panel says other things "is live" (Share a preview: "No preview link is live.").
  await expect(publishing).toContainText(/Published: version \d+ is live\./, { timeout: PUBLISH_MS });
  await expect(publishing.getByRole('progressbar')).toBeHidden();

  // nginx serves the new page itself, from the new build the link leads to…
  // The link is moved as the build goes live (on the switch, beside the publish's own record): on a
  // loaded machine it can come a moment after the panel says so.
  const linkedBuild = () => Number(/^(\d+)\/site$/.exec(readlinkSync(join(buildsDir, CURRENT_LINK)))?.[1] ?? 0);
  await expect.poll(linkedBuild, { timeout: 10_000 }).toBeGreaterThan(0);
  const throughNginx = await get(nginx!.url, faqPath);
  expect(throughNginx).toMatchObject({ byNginx: true });
  expect(throughNginx.text).toContain(question);
  // …and both instances serve it: the one that published at once, the other once it looked (every 10 s).
  expect((await get(servers[0]!.url, faqPath)).text).toContain(question);
  await expect.poll(async () => (await get(servers[1]!.url, faqPath)).text, { timeout: 30_000 }).toContain(question);
  // The page nginx serves is the one the instances serve, headers included.
  expect(throughNginx.csp).toBe((await get(servers[1]!.url, faqPath)).csp);
});

test('a publish that changes the pages’ policy is answered by Node with the new one until nginx is reloaded', async ({
  page,
}) => {
  test.setTimeout(PUBLISH_MS + 60_000);
  await signIn(page);
  const before = await get(nginx!.url, faqPath);
  expect(before.byNginx).toBe(true);
  // A theme colour is in the style sheet every page inlines: its hash in the policy changes.
  const live = readFileSync(join(configDir, 'site.json'), 'utf8');
  const site = JSON.parse(live) as { theme: { colors: Record<string, string> } };
  site.theme.colors.primary = site.theme.colors.primary === '#1f4fd2' ? '#1f4fd3' : '#1f4fd2';
  expect((await saveToDraft(page.request, nginx!.url, { path: 'site.json', live, value: site })).status()).toBe(200);
  await publishThroughNginx(page);

  const node = await get(servers[0]!.url, faqPath);
  expect(node.csp).not.toBe(before.csp);
  // The other instance follows within its 10 s look: until then nginx may pass a page to it, which
  // still answers with the version before (nginx shares out what it passes on, the counts of visits too).
  await expect.poll(async () => (await get(servers[1]!.url, faqPath)).csp, { timeout: 30_000 }).toBe(node.csp);
  // nginx has the old policy loaded: it lets Node answer, with the new one.
  expect(await get(nginx!.url, faqPath)).toMatchObject({ byNginx: false, csp: node.csp, text: node.text });
  // A browser gets the page whole: its inline style sheet allowed (the fixture fails on a CSP violation).
  await page.goto(`${nginx!.url}${faqPath}`);
  await expect(page.locator('main')).toBeVisible();

  await nginx!.reload();
  await expect.poll(async () => (await get(nginx!.url, faqPath)).byNginx, { timeout: 15_000 }).toBe(true);
  expect((await get(nginx!.url, faqPath)).csp).toBe(node.csp);
});
