// A publish that fails (its draft breaks the config's schema, so the build stops at validation) is
// counted with its duration: what the "publish failures" alert of docs/operators.md watches.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp, type FixtureApp } from '../../../tests/support/fixture-app.ts';
import { hashPassword } from '../admin/passwords.ts';
import { ADMIN_SESSION_COOKIE } from '../admin/session.ts';
import { textHash } from '../editor/config-files.ts';

const TOKEN = 'c'.repeat(43);
const PASSWORD = 'the account password';

describe('publish metrics', () => {
  let server: FixtureApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    server = await fixtureApp({ METRICS_PORT: '0' });
    const store = await server.store();
    const hash = await hashPassword(PASSWORD);
    const user = await store.accounts.createUser(
      { name: 'asha', fullName: 'Asha', email: '', passwordHash: hash, roles: ['editor', 'publisher'] },
      new Date(),
    );
    await store.accounts.setPassword(user.id, hash, false, new Date());
    const xsrf = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${TOKEN}`, 'x-xsrf-token': TOKEN };
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/admin/api/sign-in',
      headers: xsrf,
      payload: { name: 'asha', password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const session = signIn.cookies.find((cookie) => cookie.name === ADMIN_SESSION_COOKIE)!.value;
    headers = { ...xsrf, cookie: `${xsrf.cookie}; ${ADMIN_SESSION_COOKIE}=${session}` };
  });
  afterAll(() => server?.close());

  const scrape = async () => (await fetch(`${server.app.metricsUrl}/metrics`)).text();

  it('counts a failed publish by outcome, with its duration', async () => {
    // A publish its starter stops ends failed (a draft with problems is refused before it starts).
    const live = readFileSync(join(server.configDir, 'faq.json'), 'utf8');
    const changed = JSON.parse(live) as { items: { question: string }[] };
    changed.items[0]!.question = 'A question that will never go live?';
    const saved = await server.app.inject({
      method: 'POST',
      url: '/admin/api/draft',
      headers,
      payload: {
        files: [{ path: 'faq.json', baseHash: textHash(live), text: `${JSON.stringify(changed, null, 2)}\n` }],
      },
    });
    expect(saved.statusCode).toBe(200);
    // Both outcomes are there from the start, at 0, so that an alert sees the first failure as an increase.
    const before = await scrape();
    expect(before).toContain('cortracker_publishes_total{outcome="failed"} 0');
    expect(before).toContain('cortracker_publishes_total{outcome="published"} 0');
    const started = await server.app.inject({ method: 'POST', url: '/admin/api/publish', headers, payload: {} });
    expect(started.statusCode).toBe(202);
    const { id } = started.json<{ id: number }>();
    const stopped = await server.app.inject({
      method: 'POST',
      url: '/admin/api/publish/stop',
      headers,
      payload: { id },
    });
    expect(stopped.statusCode).toBe(202);
    await expect
      .poll(
        async () =>
          (await server.app.inject({ method: 'GET', url: '/admin/api/publish/status', headers })).json<{
            last: { status: string } | null;
          }>().last?.status,
        { timeout: 60_000, interval: 250 },
      )
      .toBe('failed');
    const text = await scrape();
    expect(text).toContain('cortracker_publishes_total{outcome="failed"} 1');
    expect(text).toContain('cortracker_publish_duration_seconds_count{outcome="failed"} 1');
    expect(text).toContain('cortracker_publishes_total{outcome="published"} 0');
  }, 90_000);
});
