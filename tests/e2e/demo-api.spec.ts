// The demo endpoint as a program sees it: every refusal has its status and a readable body, and
// nothing answered 201 is ever lost, even under a burst or a kill -9.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { formHeaders, validDemo } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { startServer, type RunningServer } from './support/server-process.ts';
import { storedSubmissions } from './support/submissions.ts';

const ENDPOINT = '/api/LoginControl/bookDemo';

test.describe.configure({ mode: 'serial' });

test.describe('with a strict rate limit', () => {
  let server: RunningServer;
  let api: APIRequestContext;

  test.beforeAll(async () => {
    server = await startServer({ RATE_LIMIT_PER_MINUTE: '12' });
    api = await playwrightRequest.newContext({ baseURL: server.url });
  });
  test.afterAll(async () => {
    await api.dispose();
    await server.stop();
  });

  test('201 with an id for a valid request, and the row is on disk', async () => {
    const response = await api.post(ENDPOINT, { headers: await formHeaders(api), data: validDemo });
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = (await storedSubmissions(server.dataDir, 'demo')).find((submission) => submission.id === id);
    const { website: _website, elapsedMs: _elapsed, ...fields } = validDemo;
    expect(row?.payload).toEqual(fields);
  });

  test('400 lists each field error in the words of the form', async () => {
    const response = await api.post(ENDPOINT, { headers: await formHeaders(api), data: { FirstName: 'A', Email: 'nope', phoneNumber: '123', role: 'admin' } });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Validation failed',
      message: 'Some fields are not valid.',
      fields: {
        role: ['"role" is not a field of this form.'],
        FirstName: ['First Name must be at least 2 characters long.'],
        Email: ['Please enter a valid Email address.'],
        phoneNumber: ['Please enter a valid 10-digit phone number.'],
      },
    });
    const missing = await api.post(ENDPOINT, { headers: await formHeaders(api), data: {} });
    expect(((await missing.json()) as { fields: object }).fields).toEqual({ FirstName: ['First Name is required.'], Email: ['Email is required.'], phoneNumber: ['Phone Number is required.'] });
    const wrongType = await api.post(ENDPOINT, { headers: await formHeaders(api), data: { ...validDemo, FirstName: 42 } });
    expect(wrongType.status()).toBe(400);
  });

  test('403 without the anti-forgery token, or with a wrong one', async () => {
    const headers = await formHeaders(api);
    const noHeader = await api.post(ENDPOINT, { headers: { 'content-type': 'application/json' }, data: validDemo });
    expect(noHeader.status()).toBe(403);
    expect(((await noHeader.json()) as { message: string }).message).toMatch(/anti-forgery token/);
    const wrong = await api.post(ENDPOINT, { headers: { ...headers, 'x-xsrf-token': 'A'.repeat(43) }, data: validDemo });
    expect(wrong.status()).toBe(403);
  });

  test('413 for a body over 16 KiB, 415 for anything but JSON', async () => {
    const headers = await formHeaders(api);
    const big = await api.post(ENDPOINT, { headers, data: { ...validDemo, message: 'x'.repeat(17 * 1024) } });
    expect(big.status()).toBe(413);
    expect(await big.json()).toEqual({ error: 'Payload Too Large', message: 'The request is larger than 16 KiB.' });
    const form = await api.post(ENDPOINT, { headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, data: 'FirstName=Asha' });
    expect(form.status()).toBe(415);
    const text = await api.post(ENDPOINT, { headers: { ...headers, 'content-type': 'text/plain' }, data: 'hello' });
    expect(text.status()).toBe(415);
    const broken = await api.post(ENDPOINT, { headers, data: '{"FirstName": ' });
    expect(broken.status()).toBe(400);
  });

  test('bots are answered like people but kept aside and never mailed', async () => {
    const headers = await formHeaders(api);
    const trapped = await api.post(ENDPOINT, { headers, data: { ...validDemo, LastName: 'Trapped Bot', website: 'https://spam.example' } });
    expect(trapped.status()).toBe(201);
    const hasty = await api.post(ENDPOINT, { headers, data: { ...validDemo, LastName: 'Hasty Bot', elapsedMs: 300 } });
    expect(hasty.status()).toBe(201);
    const rows = await storedSubmissions(server.dataDir, 'demo');
    const flags = [trapped, hasty].map(async (response) => {
      const { id } = (await response.json()) as { id: string };
      return (rows.find((row) => row.id === id)?.meta as { suspectedBot?: string }).suspectedBot;
    });
    expect(await Promise.all(flags)).toEqual(['honeypot', 'too-fast']);
    // The person's post of the first test was mailed; the bots' posts never are.
    const mailDir = join(server.dataDir, 'mail');
    await expect.poll(() => (existsSync(mailDir) ? readdirSync(mailDir).length : 0)).toBeGreaterThanOrEqual(2);
    await new Promise((done) => setTimeout(done, 500));
    const mailText = readdirSync(mailDir).map((name) => readFileSync(join(mailDir, name), 'utf8')).join('\n');
    expect(mailText).toContain('Rao');
    expect(mailText).not.toContain('Bot');
  });

  test('429 with Retry-After once a client sends too many', async () => {
    const headers = await formHeaders(api);
    let limited;
    for (let attempt = 0; attempt < 20 && !limited; attempt++) {
      const response = await api.post(ENDPOINT, { headers, data: validDemo });
      if (response.status() === 429) limited = response;
    }
    expect(limited, 'a 429 within 20 posts').toBeDefined();
    expect(Number(limited!.headers()['retry-after'])).toBeGreaterThan(0);
    expect(((await limited!.json()) as { error: string }).error).toBe('Too Many Requests');
  });
});

test.describe('under load', () => {
  test('a burst of 1,000 concurrent valid posts is stored in full', async () => {
    test.setTimeout(180_000);
    const server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
    const api = await playwrightRequest.newContext({ baseURL: server.url });
    try {
      const headers = await formHeaders(api);
      const responses = await Promise.all(
        Array.from({ length: 1000 }, (_, index) => api.post(ENDPOINT, { headers, data: { ...validDemo, LastName: `Burst ${index}` } })),
      );
      const statuses = responses.map((response) => response.status());
      expect(statuses.filter((status) => status !== 201)).toEqual([]);
      const ids = new Set(await Promise.all(responses.map(async (response) => ((await response.json()) as { id: string }).id)));
      const stored = (await storedSubmissions(server.dataDir, 'demo')).filter((row) => ids.has(row.id));
      expect(stored).toHaveLength(1000);
      expect(new Set(stored.map((row) => (row.payload as { LastName: string }).LastName)).size).toBe(1000);
    } finally {
      await api.dispose();
      await server.stop();
    }
  });

  test('a kill -9 during a burst loses no submission that was answered 201', async () => {
    test.setTimeout(180_000);
    const first = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
    const api = await playwrightRequest.newContext({ baseURL: first.url });
    const answered: string[] = [];
    try {
      const headers = await formHeaders(api);
      // Sixteen clients posting back to back; the kill comes after the 50th answer, whatever the
      // server's speed, with at most sixteen posts in flight.
      let next = 0;
      const clients = Array.from({ length: 16 }, async () => {
        while (next < 600) {
          const index = next++;
          await api
            .post(ENDPOINT, { headers, data: { ...validDemo, LastName: `Kill ${index}` }, timeout: 20_000 })
            .then(async (response) => {
              if (response.status() === 201) answered.push(((await response.json()) as { id: string }).id);
            })
            .catch(() => undefined);
          if (answered.length >= 50 && first.process.exitCode === null && first.process.signalCode === null) first.process.kill('SIGKILL');
        }
      });
      await Promise.all(clients);
    } finally {
      await api.dispose();
    }
    expect(answered.length).toBeLessThan(600);
    // Start again on the same data: every acknowledged submission must be there.
    const second = await startServer({ DATA_DIR: first.dataDir });
    try {
      const stored = new Set((await storedSubmissions(first.dataDir, 'demo')).map((row) => row.id));
      expect(answered.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await second.stop();
    }
  });
});
