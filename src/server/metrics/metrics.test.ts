// The metrics on the real app with the fixture config: served on a listener of their own and never
// on the public port, counting what happened, with labels from bounded sets only.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { postHeaders, setUpFixtureApp, type FixtureApp } from '../../../tests/support/fixture-app.ts';
import { demoForm } from '../../../tests/unit/fixture-forms.ts';
import { demoPost } from '../../../tests/support/demo-post.ts';
import { HONEYPOT_FIELD } from '../../shared/forms/envelope.ts';
import { metricsApp } from './metrics-server.ts';

const DEMO = demoForm.endpoint.url;
const UNKNOWN_PATH = '/no-such-page-7f3a9c';
const ADDRESS = 'metrics.visitor@example.com';

const demo = demoPost;

async function scrape(server: FixtureApp, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${server.app.metricsUrl}/metrics`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one series, e.g. value(text, 'cortracker_ready'), or undefined when it is not there. */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics on METRICS_PORT', () => {
  const server = setUpFixtureApp({ METRICS_PORT: '0', OUTBOX_INTERVAL_MS: '100' });

  it('are not on the public port', async () => {
    const response = await server().app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('cortracker_');
    expect(server().app.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('count requests by route and status, time pages and posts, and count what was stored and sent', async () => {
    const app = server().app;
    const before = await scrape(server());
    const added = (text: string, series: string) => (value(text, series) ?? 0) - (value(before, series) ?? 0);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: UNKNOWN_PATH })).statusCode).toBe(404);
    const posted = await app.inject({ method: 'POST', url: DEMO, headers: postHeaders, payload: demo(ADDRESS) });
    expect(posted.statusCode).toBe(201);
    const bot = await app.inject({
      method: 'POST',
      url: DEMO,
      headers: postHeaders,
      payload: { ...demo('bot@example.com'), [HONEYPOT_FIELD]: 'http://spam.example' },
    });
    expect(bot.statusCode).toBe(201);

    // The mails of the post go out (as .eml files): the delivery counter and the gauges follow.
    let text = '';
    await expect
      .poll(async () => {
        text = await scrape(server());
        return value(text, 'cortracker_outbox_deliveries_total{kind="mail",outcome="sent"}');
      })
      .toBeGreaterThanOrEqual(1);
    await expect
      .poll(async () => value((text = await scrape(server())), 'cortracker_outbox_pending{kind="mail"}'))
      .toBe(0);

    expect(added(text, 'cortracker_http_requests_total{route="/healthz",method="GET",status="200"}')).toBe(1);
    expect(added(text, 'cortracker_http_requests_total{route="page",method="GET",status="404"}')).toBe(1);
    expect(added(text, `cortracker_http_requests_total{route="${DEMO}",method="POST",status="201"}`)).toBe(2);
    expect(added(text, `cortracker_form_post_duration_seconds_count{route="${DEMO}"}`)).toBe(2);
    expect(added(text, 'cortracker_page_duration_seconds_count')).toBe(1);
    expect(added(text, 'cortracker_submissions_stored_total{kind="demo",suspected_bot="false"}')).toBe(1);
    expect(added(text, 'cortracker_submissions_stored_total{kind="demo",suspected_bot="true"}')).toBe(1);
    expect(value(text, 'cortracker_outbox_dead{kind="mail"}')).toBe(0);
    expect(value(text, 'cortracker_outbox_oldest_pending_age_seconds{kind="mail"}')).toBe(0);
    expect(value(text, 'cortracker_ready')).toBe(1);
    expect(value(text, 'cortracker_readiness_check{check="database"}')).toBe(1);
    expect(value(text, 'cortracker_readiness_check{check="mail"}')).toBe(1);
    // Node's own: event-loop delay and memory.
    expect(value(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);

    // Nothing a client typed becomes a label; no personal data.
    expect(text).not.toContain(UNKNOWN_PATH);
    expect(text).not.toContain('example.com');
    expect(text).not.toMatch(/127\.0\.0\.1|::1/);
  });

  it('name a post to an endpoint no form has by the route pattern, not by its path', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: '/api/made-up-endpoint',
      headers: postHeaders,
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    const text = await scrape(server());
    expect(value(text, 'cortracker_http_requests_total{route="/api/*",method="POST",status="404"}')).toBe(1);
    expect(text).not.toContain('made-up-endpoint');
  });
});

describe('rate-limit refusals', () => {
  const server = setUpFixtureApp({ METRICS_PORT: '0', RATE_LIMIT_PER_MINUTE: '1' });

  it('are counted by route', async () => {
    const app = server().app;
    const answers = [];
    for (const n of [1, 2, 3])
      answers.push(
        (await app.inject({ method: 'POST', url: DEMO, headers: postHeaders, payload: demo(`limit.${n}@example.com`) }))
          .statusCode,
      );
    expect(answers).toEqual([201, 429, 429]);
    const text = await scrape(server());
    expect(value(text, `cortracker_rate_limit_refusals_total{route="${DEMO}"}`)).toBe(2);
  });
});

describe('without METRICS_PORT', () => {
  const server = setUpFixtureApp();

  it('nothing listens and the public app has no /metrics either', async () => {
    expect(server().app.metricsUrl).toBeUndefined();
    expect((await server().app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });
});

describe('METRICS_TOKEN', () => {
  const token = 'a-long-metrics-token-0123456789';
  const registry = new Registry();
  const app = metricsApp({ registry, scrape: () => registry.metrics() }, token, undefined as never);

  it('is required as a bearer token, and a wrong or missing one is answered 401', async () => {
    const ask = (authorization?: string) =>
      app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
    const missing = await ask();
    expect(missing.statusCode).toBe(401);
    expect(missing.headers['www-authenticate']).toBe('Bearer');
    expect((await ask(`Bearer ${token}x`)).statusCode).toBe(401);
    expect((await ask(`Basic ${token}`)).statusCode).toBe(401);
    expect((await ask(`Bearer ${token}`)).statusCode).toBe(200);
  });
});

describe('the server with bad metrics settings', () => {
  const main = resolve(import.meta.dirname, '../main.ts');

  it('stops before opening anything, with a sentence that says what to do', () => {
    const dir = mkdtempSync(join(tmpdir(), 'metrics-settings-'));
    const dataDir = join(dir, 'data');
    try {
      const run = (env: Record<string, string>) =>
        spawnSync(process.execPath, [main], {
          encoding: 'utf8',
          env: { ...process.env, DATA_DIR: dataDir, ...env },
          timeout: 30_000,
        });
      const same = run({ PORT: '3999', METRICS_PORT: '3999' });
      expect(same.status).toBe(1);
      expect(same.stderr).toContain(
        'METRICS_PORT is 3999, the same as PORT: the metrics are never served on the public port. Give them a port of their own, e.g. METRICS_PORT=9464.',
      );
      const exposed = run({ PORT: '0', METRICS_PORT: '0', METRICS_HOST: '0.0.0.0' });
      expect(exposed.status).toBe(1);
      expect(exposed.stderr).toMatch(/METRICS_HOST is "0\.0\.0\.0".*set METRICS_TOKEN/);
      // Nothing was created: the settings are checked before the store opens.
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
