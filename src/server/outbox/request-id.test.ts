// One submission followed through the log, as docs/operators.md shows an operator: the request
// line of the post and its "submission stored" line share the request id (reqId), and the outbox's
// lines of that submission's mails name it too (requestId), with the submission's id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp, postHeaders, type FixtureApp } from '../../../tests/support/fixture-app.ts';
import { logLines } from '../../../tests/support/log-lines.ts';
import { demoForm } from '../../../tests/unit/fixture-forms.ts';
import { demoPost } from '../../../tests/support/demo-post.ts';

describe('the log of one submission', () => {
  const { stream, lines } = logLines();
  let server: FixtureApp;

  beforeAll(async () => {
    server = await fixtureApp({ LOG_LEVEL: 'info', OUTBOX_INTERVAL_MS: '100' }, { logStream: stream });
  });
  afterAll(() => server?.close());

  it('goes from the post to its mails by one request id', async () => {
    const email = 'follow.me@example.com';
    const response = await server.app.inject({
      method: 'POST',
      url: demoForm.endpoint.url,
      headers: postHeaders,
      payload: demoPost(email),
    });
    expect(response.statusCode).toBe(201);
    const submission = response.json<{ id: string }>().id;

    const stored = lines.find((line) => line.msg === 'submission stored' && line.submission === submission);
    const reqId = stored?.reqId;
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.filter((line) => line.msg === 'request' && line.reqId === reqId)).toMatchObject([
      { method: 'POST', path: demoForm.endpoint.url, status: 201 },
    ]);
    const sent = () => lines.filter((line) => line.event === 'outbox.sent' && line.submissionId === submission);
    const mails = (await server.leadTimeline(email))!.submissions[0]!.outbox.length;
    expect(mails).toBeGreaterThan(0);
    await expect.poll(() => sent().length).toBe(mails);
    for (const line of sent()) expect(line).toMatchObject({ msg: 'outbox', kind: 'mail', requestId: reqId });
    // Request ids differ from one request to the next, across restarts and instances too (UUIDs).
    const other = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(other.statusCode).toBe(200);
    const ids = new Set(lines.filter((line) => line.msg === 'request').map((line) => line.reqId));
    expect(ids.size).toBe(lines.filter((line) => line.msg === 'request').length);
    // The log carries no address.
    expect(JSON.stringify(lines)).not.toContain(email);
  });
});
