// A full disk under the SQLite store: the data folder is a small tmpfs of its own, filled to the last
// byte while the server runs. Visitors' posts then fail ("Nothing was saved"), and /readyz must say
// so, with the readiness metrics the alert reads, so that a load balancer stops sending visitors;
// once the disk has room again, posts are stored and the instance is ready again.
import { validDemo } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { startServer, type RunningServer } from './support/server-process.ts';
import { mountSmallDisk, smallDiskUnavailableReason, type SmallDisk } from '../support/small-disk.ts';
import { freePort, postgresRequired } from '../support/postgres-cluster.ts';

const ENDPOINT = '/api/LoginControl/bookDemo';

test.describe.configure({ mode: 'serial' });

let disk: SmallDisk | undefined;
let server: RunningServer | undefined;
let metricsUrl: string;
let headers: Record<string, string>;

test.beforeAll(async () => {
  const unavailable = smallDiskUnavailableReason();
  // CI has root or sudo: there the test must run.
  test.skip(unavailable !== undefined && !postgresRequired(), `a full disk: ${unavailable}`);
  disk = mountSmallDisk(32);
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  server = await startServer({
    DATA_DIR: `${disk.dir}/data`,
    FORM_MIN_FILL_MS: '0',
    METRICS_PORT: String(metricsPort),
  });
  const page = await fetch(`${server.url}/get-demo`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')![1]!;
  headers = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
});

test.afterAll(async () => {
  await server?.stop();
  disk?.remove();
});

let posts = 0;
const post = async () =>
  (
    await fetch(`${server!.url}${ENDPOINT}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ...validDemo, Email: `disk.${posts++}@example.com` }),
    })
  ).status;
const readyz = async () => {
  const answer = await fetch(`${server!.url}/readyz`);
  return { status: answer.status, body: (await answer.json()) as unknown };
};
/** The readiness gauges as Prometheus reads them. */
const readinessMetrics = async () => {
  const text = await (await fetch(metricsUrl)).text();
  return text.split('\n').filter((line) => /^cortracker_(ready|readiness_check)\b/.test(line));
};

test('with its data folder full, the instance says it is not ready until the disk has room again', async () => {
  test.setTimeout(60_000);
  expect(await post()).toBe(201);
  expect(await readyz()).toEqual({ status: 200, body: { status: 'ok', checks: { database: 'ok', mail: 'ok' } } });
  expect(await readinessMetrics()).toEqual([
    'cortracker_ready 1',
    'cortracker_readiness_check{check="database"} 1',
    'cortracker_readiness_check{check="mail"} 1',
  ]);

  disk!.fill();
  // Visitors are told nothing was saved…
  const answers = [await post(), await post(), await post()];
  expect(answers).toEqual([500, 500, 500]);
  // …and the load balancer, the operator's alert and the metrics are told the instance cannot take them.
  await expect.poll(readyz, { timeout: 10_000 }).toEqual({
    status: 503,
    body: { status: 'unavailable', checks: { database: 'failing: the database takes no write', mail: 'ok' } },
  });
  expect(await readinessMetrics()).toEqual([
    'cortracker_ready 0',
    'cortracker_readiness_check{check="database"} 0',
    'cortracker_readiness_check{check="mail"} 1',
  ]);
  // It stays so while the disk is full, however long the last failed post is past.
  expect((await readyz()).status).toBe(503);

  disk!.free();
  expect(await post()).toBe(201);
  await expect.poll(async () => (await readyz()).status, { timeout: 10_000 }).toBe(200);
  expect(await readinessMetrics()).toContain('cortracker_ready 1');
});
