// Publish later, end to end, on servers of their own over a copy of the fixture config (its site's
// zone is Asia/Dubai; the browser's is Asia/Kolkata, so both are shown): a saved draft scheduled two
// minutes ahead in the Publishing panel, the server restarted in between, then the time reached and
// the change live on the public page, on time, with the History saying who scheduled it for when;
// and the same on two instances sharing one PostgreSQL, published once. The servers' clock is moved
// by the test (CLOCK_OFFSET_FILE), the page's by Playwright's clock: nothing waits on the wall clock
// for the scheduled time.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { ScheduleView, SchedulesAnswer } from '../../src/shared/schedule-contract.ts';
import { localTimeOf, momentInZone } from '../../src/shared/zoned-time.ts';
import { hashPassword } from '../../src/server/admin/passwords.ts';
import { openStore } from '../../src/server/store/index.ts';
import {
  postgresRequired,
  postgresUnavailableReason,
  startPostgresCluster,
  type PostgresCluster,
} from '../support/postgres-cluster.ts';
import { WCAG_TAGS } from './support/accessibility.ts';
import { saveToDraft, xsrfHeaders } from './support/draft-api.ts';
import { expect, test } from './support/fixtures.ts';
import { accountsWithPassword, liveFixtureSite } from './support/live-fixture-site.ts';
import { startServer, type RunningServer } from './support/server-process.ts';

test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'Asia/Kolkata' });

const PASSWORD = 'a long passphrase of mine';
/** A publish builds the whole site: tens of seconds on a busy machine. */
const PUBLISH_MS = 180_000;
const ZONE = 'Asia/Dubai';
const FAQ = 'faq.json';

interface Faq {
  items: { question: string }[];
}

/** The servers' clock: the offset (ms) every instance reads from one file. */
function serverClock(dir: string) {
  const file = join(dir, 'clock-offset');
  let offset = 0;
  writeFileSync(file, '0');
  return {
    file,
    now: () => Date.now() + offset,
    /** Moves the servers' time to `at` (and a little past it: the time it takes to look). */
    moveTo(at: number) {
      offset = at - Date.now();
      writeFileSync(file, String(offset));
    },
  };
}

async function signIn(page: Page, url: string) {
  await page.goto(`${url}/admin/`);
  await page.getByLabel('Account name').fill('asha');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The editor loads the whole config first: on a machine busy with other work that takes a while.
  await expect(page.getByRole('region', { name: 'Publishing' })).toBeVisible({ timeout: 60_000 });
}

/** The schedules as the API lists them. */
async function schedules(page: Page, url: string): Promise<SchedulesAnswer> {
  const response = await page.request.get(`${url}/admin/api/schedules`, { headers: await xsrfHeaders(page.request) });
  expect(response.status()).toBe(200);
  return (await response.json()) as SchedulesAnswer;
}

/** Saves a new first FAQ question into asha's draft; returns it. */
async function saveQuestion(page: Page, url: string, configDir: string, question: string): Promise<void> {
  const live = readFileSync(join(configDir, FAQ), 'utf8');
  const value = JSON.parse(live) as Faq;
  value.items[0]!.question = question;
  const saved = await saveToDraft(page.request, url, { path: FAQ, live, value });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Whether a public page of the site shows `words`: the FAQ is on one of the fixture's pages. */
async function liveFaqShows(url: string, configDir: string, words: string): Promise<boolean> {
  const routes = JSON.parse(readFileSync(join(configDir, 'routes.json'), 'utf8')) as {
    routes: { path: string; page: string }[];
  };
  for (const route of routes.routes) {
    const page = readFileSync(join(configDir, `pages/${route.page}.json`), 'utf8');
    if (!page.includes('"faq"')) continue;
    if ((await (await fetch(`${url}${route.path}`)).text()).includes(words)) return true;
  }
  return false;
}

test('a publish scheduled two minutes ahead goes live on time, the server restarted in between', async ({
  page,
  problems,
}) => {
  test.setTimeout(3 * PUBLISH_MS);
  // The editor's first look, before the sign-in, is answered 401.
  problems.expected.push(/401/);
  const dir = mkdtempSync(join(tmpdir(), 'schedule-e2e-'));
  let server: RunningServer | undefined;
  try {
    const { configDir, distDir } = liveFixtureSite(dir);
    const dataDir = join(dir, 'data');
    await accountsWithPassword(dataDir, { asha: ['editor', 'publisher'] }, PASSWORD, { asha: 'Asha Rao' });
    const clock = serverClock(dir);
    const env = {
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      CONFIG_DIR: configDir,
      CLOCK_OFFSET_FILE: clock.file,
      SCHEDULE_POLL_MS: '250',
    };
    server = await startServer(env);
    await signIn(page, server.url);
    const question = 'Can it go live at nine on Monday?';
    await saveQuestion(page, server.url, configDir, question);
    // The page's clock is the servers': what the panel offers and shows is their time.
    await page.clock.setFixedTime(clock.now());
    await page.reload();

    // Two minutes ahead, in the site's zone, as a marketer types it.
    const at = Math.ceil((clock.now() + 2 * 60_000) / 60_000) * 60_000;
    const panel = page.getByRole('region', { name: 'Publishing' });
    const field = panel.getByLabel(`Date and time in ${ZONE} (the site's time zone)`);
    await field.fill(localTimeOf(at, ZONE));
    // Chromium names the browser's zone by its older alias, Asia/Calcutta.
    await expect(panel.getByText(/in your time zone \(Asia\/(Kolkata|Calcutta)\)\.$/)).toBeVisible();
    await panel.getByRole('button', { name: 'Schedule this draft' }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'Scheduled for' })).toContainText(`(${ZONE})`);
    const list = panel.getByRole('list').filter({ hasText: 'scheduled by Asha Rao' });
    await expect(list).toContainText(`${FAQ}, scheduled by Asha Rao`);
    await expect(list.getByRole('button', { name: 'Cancel this schedule' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).include('.schedules').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('publish-later-1280.png'), fullPage: false });

    // The server goes down and comes back (on another port): the schedule is in the database, still waiting.
    await page.goto('about:blank');
    await server.stop();
    server = await startServer(env);
    const [waiting] = (await schedules(page, server.url)).schedules;
    expect(waiting).toMatchObject({ status: 'pending', at: new Date(at).toISOString(), files: [FAQ] });
    expect(await liveFaqShows(server.url, configDir, question)).toBe(false);

    // Half a minute before its time nothing happens (the servers' clock runs on while the test looks: a
    // loaded machine takes seconds per look); at its time it runs, and the site shows the change.
    clock.moveTo(at - 30_000);
    const firstUrl = server.url;
    await expect.poll(async () => (await schedules(page, firstUrl)).schedules[0]?.status).toBe('pending');
    clock.moveTo(at);
    await expect
      .poll(async () => (await schedules(page, firstUrl)).schedules[0]?.status, { timeout: PUBLISH_MS })
      .toBe('published');
    const ran = (await schedules(page, server.url)).schedules[0] as ScheduleView;
    // On time: it began within a few looks of its time, and says nothing of being late.
    expect(Date.parse(ran.startedAt!) - at).toBeLessThan(5000);
    expect(ran.message).toBeNull();
    expect(await liveFaqShows(server.url, configDir, question)).toBe(true);

    // The History says who scheduled it, for when, and when the schedule published it.
    await page.clock.setFixedTime(clock.now());
    // The session outlived the restart: it is kept in the database.
    await page.goto(`${server.url}/admin/`);
    await panel.getByRole('button', { name: 'History' }).click({ timeout: 60_000 });
    const history = page.getByRole('dialog');
    await expect(
      history.getByText(/^Scheduled by Asha Rao for .+ \(Asia\/Dubai\); published by the schedule at /),
    ).toBeVisible();
  } finally {
    // The editor asks the server again and again: it leaves first, or it logs the stopped server's refusals.
    await page.goto('about:blank');
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('two instances on one PostgreSQL: the scheduled publish runs once', async ({ page, problems }) => {
  problems.expected.push(/401/);
  const unavailable = postgresUnavailableReason();
  test.skip(unavailable !== undefined && !postgresRequired(), `PostgreSQL: ${unavailable}`);
  test.setTimeout(3 * PUBLISH_MS);
  const dir = mkdtempSync(join(tmpdir(), 'schedule-pg-e2e-'));
  const servers: RunningServer[] = [];
  let cluster: PostgresCluster | undefined;
  try {
    cluster = await startPostgresCluster({ durable: false });
    const databaseUrl = await cluster.createDatabase('schedules');
    const { configDir, distDir } = liveFixtureSite(dir);
    // The account, made in the shared database before the instances start.
    const accounts = await openStore({ dataDir: join(dir, 'data-a'), databaseUrl, pseudonymSalt: 'schedule-salt' });
    try {
      const hash = await hashPassword(PASSWORD);
      const user = await accounts.accounts.createUser(
        { name: 'asha', fullName: 'Asha Rao', email: '', passwordHash: hash, roles: ['editor', 'publisher'] },
        new Date(),
      );
      await accounts.accounts.setPassword(user.id, hash, false, new Date());
    } finally {
      await accounts.close();
    }
    const clock = serverClock(dir);
    const env = (name: string) => ({
      DATA_DIR: join(dir, `data-${name}`),
      DATABASE_URL: databaseUrl,
      IP_HASH_SALT: 'schedule-salt',
      DIST_DIR: distDir,
      CONFIG_DIR: configDir,
      BUILDS_DIR: join(dir, 'builds'),
      CLOCK_OFFSET_FILE: clock.file,
      SCHEDULE_POLL_MS: '100',
    });
    const [a, b] = await Promise.all([startServer(env('a')), startServer(env('b'))]);
    servers.push(a!, b!);
    await signIn(page, a!.url);
    const question = 'Does it go live once on two servers?';
    await saveQuestion(page, a!.url, configDir, question);
    const at = clock.now() + 2 * 60_000;
    const created = await page.request.post(`${a!.url}/admin/api/schedules`, {
      headers: await xsrfHeaders(page.request),
      data: { at: momentInZone(at, ZONE) },
    });
    expect(created.status(), await created.text()).toBe(201);

    clock.moveTo(at);
    await expect
      .poll(async () => (await schedules(page, a!.url)).schedules[0]?.status, { timeout: PUBLISH_MS })
      .toBe('published');
    // One version went live, by one instance; the other followed it.
    const history = await page.request.get(`${a!.url}/admin/api/history`, { headers: await xsrfHeaders(page.request) });
    const versions = ((await history.json()) as { versions: { kind: string; status: string }[] }).versions;
    expect(versions.filter((version) => version.kind === 'publish')).toHaveLength(1);
    await expect.poll(() => liveFaqShows(a!.url, configDir, question), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => liveFaqShows(b!.url, configDir, question), { timeout: 30_000 }).toBe(true);
  } finally {
    await page.goto('about:blank');
    for (const server of servers) await server.stop();
    await cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
