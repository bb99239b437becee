import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { setUpFixtureApp } from '../../../tests/support/fixture-app.ts';
import { healthRoutes, readinessProbe, STUCK_MAIL_MS, type ReadinessStore } from './health.ts';

describe('on the real app', () => {
  const server = setUpFixtureApp();

  it('/healthz says ok; /readyz says ok and names its checks, nothing more', async () => {
    const live = await server().app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await server().app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', mail: 'ok' } });
  });
});

describe('/readyz', () => {
  const now = new Date('2030-05-01T12:00:00.000Z');
  const SECRET_DETAIL = 'SQLITE_READONLY: attempt to write a readonly database';

  /** The routes on a store that writes or not, with its oldest pending mail queued `mailAgeMs` ago. */
  async function readyz(store: { writes: boolean; reads?: boolean; mailAgeMs?: number }) {
    const app = Fastify();
    const fake: ReadinessStore = {
      async probeWrite() {
        if (!store.writes) throw new Error(SECRET_DETAIL);
      },
      outbox: {
        async oldestPendingMailAt() {
          if (store.reads === false) throw new Error('SQLITE_IOERR');
          return store.mailAgeMs === undefined ? null : new Date(now.getTime() - store.mailAgeMs).toISOString();
        },
      },
    };
    await app.register(healthRoutes, { readiness: readinessProbe(fake, () => now) });
    const [ready, live] = [
      await app.inject({ method: 'GET', url: '/readyz' }),
      await app.inject({ method: 'GET', url: '/healthz' }),
    ];
    await app.close();
    return { status: ready.statusCode, body: ready.json(), text: ready.body, live: live.statusCode };
  }

  it('answers 503 naming the database when the store takes no write, while /healthz still answers 200', async () => {
    const answer = await readyz({ writes: false });
    expect(answer).toMatchObject({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'failing: the database takes no write', mail: 'ok' } },
      live: 200,
    });
    // The error itself (paths, engine messages) goes to the log only.
    expect(answer.text).not.toContain('SQLITE');
  });

  it('answers 503 naming the mail once the oldest pending mail has waited more than an hour, not before', async () => {
    expect(await readyz({ writes: true, mailAgeMs: STUCK_MAIL_MS - 1000 })).toMatchObject({
      status: 200,
      body: { status: 'ok' },
    });
    const stuck = await readyz({ writes: true, mailAgeMs: STUCK_MAIL_MS + 1000 });
    expect(stuck).toMatchObject({
      status: 503,
      body: {
        status: 'unavailable',
        checks: { database: 'ok', mail: 'failing: mail has waited more than an hour to go out' },
      },
      live: 200,
    });
    // No time, no count: nothing a stranger could measure the traffic with.
    expect(stuck.text).not.toMatch(/\d/);
  });

  it('names both checks when both fail', async () => {
    expect((await readyz({ writes: false, reads: false })).body).toEqual({
      status: 'unavailable',
      checks: { database: 'failing: the database takes no write', mail: 'failing: the mail queue cannot be read' },
    });
  });
});
