import fastifyCookie from '@fastify/cookie';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { rateLimiter, registerRateLimit, type RateLimitStore } from './rate-limit.ts';
import { issueXsrfCookie, requireXsrfToken } from './xsrf.ts';

const TOKEN = 'b'.repeat(43);
const withToken = { cookie: `XSRF-TOKEN=${TOKEN}`, 'x-xsrf-token': TOKEN };

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serve(store?: RateLimitStore): Promise<FastifyInstance> {
  app = Fastify();
  await app.register(fastifyCookie);
  await registerRateLimit(app, store);
  issueXsrfCookie(app);
  const shared = rateLimiter(app, 'geo', { max: 3, windowMs: 60_000 });
  app.post('/a', { preHandler: [rateLimiter(app, 'a', { max: 2, windowMs: 60_000 }), requireXsrfToken] }, async () => ({
    ok: true,
  }));
  app.post('/b', { preHandler: [rateLimiter(app, 'b', { max: 2, windowMs: 60_000 }), requireXsrfToken] }, async () => ({
    ok: true,
  }));
  app.get('/geo/1', { preHandler: shared }, async () => ({ ok: true }));
  app.get('/geo/2', { preHandler: shared }, async () => ({ ok: true }));
  app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>hi</p>'));
  await app.ready();
  return app;
}

describe('the rate limit', () => {
  it('answers 429 with Retry-After and the sentence of the wait once a client is over its limit', async () => {
    const server = await serve();
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await server.inject({ method: 'POST', url: '/a', headers: withToken })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await server.inject({ method: 'POST', url: '/a', headers: withToken });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['x-ratelimit-remaining']).toBeUndefined();
    expect(limited.json<{ message: string }>().message).toMatch(
      /^Too many submissions from your network\. Please try again in \d+ seconds\.$/,
    );
  });

  it('counts before the anti-forgery check, per client address, and per limiter', async () => {
    const server = await serve();
    const noToken = () => server.inject({ method: 'POST', url: '/a' });
    expect([(await noToken()).statusCode, (await noToken()).statusCode, (await noToken()).statusCode]).toEqual([
      403, 403, 429,
    ]);
    expect(
      (await server.inject({ method: 'POST', url: '/a', headers: withToken, remoteAddress: '10.0.0.2' })).statusCode,
    ).toBe(200);
    expect((await server.inject({ method: 'POST', url: '/b', headers: withToken })).statusCode).toBe(200);
    const lookups = [];
    for (const url of ['/geo/1', '/geo/2', '/geo/1', '/geo/2'])
      lookups.push((await server.inject({ method: 'GET', url })).statusCode);
    expect(lookups).toEqual([200, 200, 200, 429]);
  });

  it('keeps its counters in the store the app is given', async () => {
    const keys: string[] = [];
    class CountingStore implements FastifyRateLimitStore {
      private counts = new Map<string, number>();
      incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void) {
        keys.push(key);
        const current = (this.counts.get(key) ?? 0) + 1;
        this.counts.set(key, current);
        callback(null, { current, ttl: 30_000 });
      }
      child() {
        return new CountingStore();
      }
    }
    const server = await serve(CountingStore);
    for (let i = 0; i < 3; i++) await server.inject({ method: 'POST', url: '/a', headers: withToken });
    expect(keys).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
    const limited = await server.inject({ method: 'POST', url: '/a', headers: withToken });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('30');
  });
});

describe('the anti-forgery cookie', () => {
  it('is set on an HTML page for a visitor without one, readable by scripts and same-site only', async () => {
    const server = await serve();
    const first = await server.inject({ method: 'GET', url: '/page' });
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('HttpOnly');
    expect(
      (await server.inject({ method: 'GET', url: '/page', headers: { cookie: `XSRF-TOKEN=${TOKEN}` } })).headers[
        'set-cookie'
      ],
    ).toBeUndefined();
    expect((await server.inject({ method: 'GET', url: '/geo/1' })).headers['set-cookie']).toBeUndefined();
  });

  it('is a different token for every visitor, across many draws of random bytes', async () => {
    const server = await serve();
    const tokens = [];
    // 300 tokens of 32 bytes take more than two draws of 4 KiB.
    for (let i = 0; i < 300; i++)
      tokens.push(
        /^XSRF-TOKEN=([^;]+);/.exec(
          String((await server.inject({ method: 'GET', url: '/page' })).headers['set-cookie']),
        )?.[1],
      );
    expect(tokens.every((token) => /^[A-Za-z0-9_-]{43}$/.test(token ?? ''))).toBe(true);
    expect(new Set(tokens).size).toBe(300);
  });

  it('must be repeated, exactly, in the header of a post', async () => {
    const server = await serve();
    expect(
      (
        await server.inject({
          method: 'POST',
          url: '/a',
          headers: { cookie: `XSRF-TOKEN=${TOKEN}`, 'x-xsrf-token': 'c'.repeat(43) },
        })
      ).statusCode,
    ).toBe(403);
    expect((await server.inject({ method: 'POST', url: '/b', headers: withToken })).statusCode).toBe(200);
  });
});
