// A publish cut off by kill -9: the server building it is killed in the middle of the build. Its
// build process dies with it (with the processes it started), and once the server is back the
// publish is failed at once, not "building" for minutes: the editor that was open says so, the
// history has it failed, the failed publishes' counter (the alert's) counts it, its build folder is
// gone, and the next publish may start.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_ENV } from '../../src/server/publish/site-build-run.ts';
import adminText from '../../src/server/words/admin-text.json' with { type: 'json' };
import { freePort } from '../support/postgres-cluster.ts';
import { processesWithEnv } from '../support/processes.ts';
import { saveToDraft, xsrfHeaders } from './support/draft-api.ts';
import { expect, test } from './support/fixtures.ts';
import { accountsWithPassword, liveFixtureSite } from './support/live-fixture-site.ts';
import { startServer, type RunningServer } from './support/server-process.ts';

const PASSWORD = 'a passphrase for publishing';

test.describe.configure({ mode: 'serial' });

let dir: string;
let env: Record<string, string>;
let dataDir: string;
let configDir: string;
let metricsPort: number;
let server: RunningServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  dir = mkdtempSync(join(tmpdir(), 'publish-interrupted-e2e-'));
  let distDir: string;
  ({ configDir, distDir } = liveFixtureSite(dir, { git: false }));
  dataDir = join(dir, 'data');
  await accountsWithPassword(dataDir, { asha: ['editor', 'publisher'] }, PASSWORD);
  metricsPort = await freePort();
  // The same port after the restart: the editor left open goes on asking the same address.
  env = {
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    CONFIG_DIR: configDir,
    PORT: String(await freePort()),
    METRICS_PORT: String(metricsPort),
  };
  server = await startServer(env);
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const failedPublishes = async () =>
  /^cortracker_publishes_total\{outcome="failed"\} (\d+)$/m.exec(
    await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text(),
  )?.[1];

test('a server killed during a build: the build dies with it, and back, the publish is failed, counted, its folder gone', async ({
  page,
  problems,
}) => {
  test.setTimeout(240_000);
  // While the server is down, the editor's calls are refused.
  problems.expected.push(/ERR_CONNECTION_REFUSED|Failed to load resource/);
  await page.goto(`${server!.url}/admin/login`);
  await page.getByLabel('Account name').fill('asha');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The editor's bundle is large: on a busy machine it takes a while.
  await expect(page.getByRole('navigation', { name: 'Content' })).toBeVisible({ timeout: 30_000 });
  const live = readFileSync(join(configDir, 'faq.json'), 'utf8');
  const faq = JSON.parse(live) as { items: { question: string }[] };
  faq.items[0]!.question = 'A question the kill keeps off the site?';
  expect((await saveToDraft(page.request, server!.url, { path: 'faq.json', live, value: faq })).status()).toBe(200);
  await page.reload();

  const publishing = page.getByRole('region', { name: 'Publishing' });
  await publishing.getByRole('button', { name: 'Publish', exact: true }).click();
  // The whole config is checked before the build starts: under load, that alone takes a while.
  await expect(publishing.getByRole('progressbar')).toBeVisible({ timeout: 60_000 });
  const status = async () =>
    (await (
      await page.request.get(`${server!.url}/admin/api/publish/status`, { headers: await xsrfHeaders(page.request) })
    ).json()) as {
      running: { id: number; percent: number } | null;
      last: { id: number; status: string; message: string | null } | null;
    };
  const { running } = await status();
  const folder = join(dataDir, 'builds', String(running!.id));
  const buildProcesses = () => processesWithEnv(BUILD_ENV, join(folder, 'site'));
  // Killed in the middle of the build: its process (and those it started) at work, the folder half written.
  await expect.poll(async () => buildProcesses().length, { timeout: 60_000 }).toBeGreaterThan(0);
  // Asked often: with the bundles and pictures of earlier builds at hand (late in the suite), the whole
  // build takes a second or two, and a look once a second can miss it between 10 % and its end.
  await expect
    .poll(async () => (await status()).running?.percent ?? 0, { timeout: 120_000, intervals: [50] })
    .toBeGreaterThanOrEqual(10);
  expect(existsSync(folder)).toBe(true);

  server!.process.kill('SIGKILL');
  await expect.poll(buildProcesses, { timeout: 10_000 }).toEqual([]);

  server = await startServer(env);
  // Failed as the server starts, before it answers anyone (not at the next look, half a minute later).
  expect(await status()).toMatchObject({
    running: null,
    last: { id: running!.id, status: 'failed', message: adminText.publish.interrupted },
  });
  expect(existsSync(folder)).toBe(false);
  expect(await failedPublishes()).toBe('1');
  // The editor left open says what happened, and shows no progress any more.
  await expect(publishing).toContainText(adminText.publish.interrupted, { timeout: 30_000 });
  await expect(publishing.getByRole('progressbar')).toBeHidden();
  // The lock is free: the next publish starts (and is stopped: this test is not about it).
  const next = await page.request.post(`${server.url}/admin/api/publish`, {
    headers: await xsrfHeaders(page.request),
    data: {},
  });
  expect(next.status()).toBe(202);
  const { id } = (await next.json()) as { id: number };
  await page.request.post(`${server.url}/admin/api/publish/stop`, {
    headers: await xsrfHeaders(page.request),
    data: { id },
  });
});
