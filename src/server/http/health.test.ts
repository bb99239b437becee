import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { setUpFixtureApp } from '../../../tests/support/fixture-app.ts';
import { registerHealthRoutes, STUCK_MAIL_MS, type ReadinessStore } from './health.ts';

describe('on the real app', () => {
  const server = setUpFixtureApp();

  it('/healthz and /readyz answer ok, and tell nothing else', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const response = await server().app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual({ status: 'ok' });
    }
  });
});

describe('/readyz', () => {
  const now = new Date('2030-05-01T12:00:00.000Z');

  /** The routes on a store that writes or not, with its oldest pending mail queued `mailAgeMs` ago. */
  async function readyz(store: { writes: boolean; mailAgeMs?: number }) {
    const app = Fastify();
    const fake: ReadinessStore = {
      async probeWrite() {
        if (!store.writes) throw new Error('SQLITE_READONLY: attempt to write a readonly database');
      },
      outbox: {
        async oldestPendingMailAt() {
          return store.mailAgeMs === undefined ? null : new Date(now.getTime() - store.mailAgeMs).toISOString();
        },
      },
    };
    registerHealthRoutes(app, fake, () => now);
    const [ready, live] = [
      await app.inject({ method: 'GET', url: '/readyz' }),
      await app.inject({ method: 'GET', url: '/healthz' }),
    ];
    await app.close();
    return { status: ready.statusCode, body: ready.json(), live: live.statusCode };
  }

  it('answers 503 when the store takes no write, while /healthz still answers 200', async () => {
    expect(await readyz({ writes: false })).toEqual({ status: 503, body: { status: 'unavailable' }, live: 200 });
  });

  it('answers 503 once the oldest pending mail has waited more than an hour, not before', async () => {
    expect(await readyz({ writes: true, mailAgeMs: STUCK_MAIL_MS - 1000 })).toMatchObject({
      status: 200,
      body: { status: 'ok' },
    });
    expect(await readyz({ writes: true, mailAgeMs: STUCK_MAIL_MS + 1000 })).toEqual({
      status: 503,
      body: { status: 'unavailable' },
      live: 200,
    });
  });
});
