// The demo endpoint of the real server process under load: nothing answered 201 is ever lost, even
// under a burst or a kill -9. (Its refusals, one request at a time, are src/server/forms/form-routes.test.ts.)
import { request as playwrightRequest } from '@playwright/test';
import { formHeaders, validDemo } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { startServer } from './support/server-process.ts';
import { form } from './support/site-data.ts';
import { storedSubmissions } from './support/submissions.ts';

const ENDPOINT = form('demo').endpoint.url;

test.describe.configure({ mode: 'serial' });

test.describe('under load', () => {
  test('a burst of 1,000 concurrent valid posts is stored in full', async () => {
    test.setTimeout(180_000);
    const server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
    const api = await playwrightRequest.newContext({ baseURL: server.url });
    try {
      const headers = await formHeaders(api);
      const responses = await Promise.all(
        Array.from({ length: 1000 }, (_, index) =>
          api.post(ENDPOINT, { headers, data: { ...validDemo, LastName: `Burst ${index}` } }),
        ),
      );
      const statuses = responses.map((response) => response.status());
      expect(statuses.filter((status) => status !== 201)).toEqual([]);
      const ids = new Set(
        await Promise.all(responses.map(async (response) => ((await response.json()) as { id: string }).id)),
      );
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
          if (answered.length >= 50 && first.process.exitCode === null && first.process.signalCode === null)
            first.process.kill('SIGKILL');
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
