// Mail that cannot go out is loud in the server's log: each failed attempt that will be retried is a
// warning (pino level 40), the last one, after which the mail is dead, an error (50). The app is the
// real one, with an SMTP server that refuses every connection.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp, postHeaders, type FixtureApp } from '../../../tests/support/fixture-app.ts';
import { logLines } from '../../../tests/support/log-lines.ts';
import { freePort } from '../../../tests/support/postgres-cluster.ts';
import { demoForm } from '../../../tests/unit/fixture-forms.ts';
import { demoPost } from '../../../tests/support/demo-post.ts';

const WARN = 40;
const ERROR = 50;

async function postDemo(server: FixtureApp, email: string): Promise<void> {
  const response = await server.app.inject({
    method: 'POST',
    url: demoForm.endpoint.url,
    headers: postHeaders,
    payload: demoPost(email),
  });
  expect(response.statusCode).toBe(201);
}

describe.each([
  { maxAttempts: '2', event: 'outbox.failed', level: WARN },
  { maxAttempts: '1', event: 'outbox.dead', level: ERROR },
])('a mail the SMTP server refuses, with MAX_ATTEMPTS=$maxAttempts', ({ maxAttempts, event, level }) => {
  const { stream, lines } = logLines();
  let server: FixtureApp;

  beforeAll(async () => {
    server = await fixtureApp(
      {
        LOG_LEVEL: 'info',
        OUTBOX_INTERVAL_MS: '100',
        MAX_ATTEMPTS: maxAttempts,
        // A free port: nothing listens there, every connection is refused.
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      },
      { logStream: stream },
    );
  });
  afterAll(() => server?.close());

  it(`logs ${event} at level ${level}`, async () => {
    await postDemo(server, `${event}@example.com`);
    await expect
      .poll(() => lines.filter((line) => line.event === event).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    for (const line of lines.filter((line) => line.msg === 'outbox'))
      expect(line.level, String(line.event)).toBe(line.event === event ? level : 30);
  });
});
