import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerRateLimit } from '../http/rate-limit.ts';
import { openStore, type Store } from '../store/index.ts';
import { reportCatalog, serviceRoutes } from './booking-routes.ts';
import type { ServiceCatalog } from '../../shared/build-meta.ts';
import { SOURCE_REFUSED } from '../http/lead-source-body.ts';

const TOKEN = 'a'.repeat(43);
const headers = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${TOKEN}`, 'x-xsrf-token': TOKEN };
const catalog: ServiceCatalog = {
  checkoutMode: 'test',
  currency: 'USD',
  allowedCheckoutHosts: ['buy.stripe.com'],
  policies: { terms: '2026-11-01', privacy: '2026-10-01', refund: '2026-09-01' },
  services: [
    { index: 1, title: '24/7 Technical Support', price: 105, checkoutUrl: 'https://buy.stripe.com/test_support' },
    { index: 2, title: 'Tampered', price: 78.75, checkoutUrl: 'https://evil.example/pay' },
  ],
};

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

async function serve(): Promise<{ app: FastifyInstance; store: Store; logs: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'bookings-'));
  const logs: string[] = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } } });
  const store = await openStore({ dataDir: dir });
  await app.register(fastifyCookie);
  await registerRateLimit(app);
  reportCatalog(app.log, catalog);
  await app.register(serviceRoutes, {
    catalog: () => catalog,
    submissions: store.submissions,
    rateLimit: { max: 100, windowMs: 60_000 },
  });
  await app.ready();
  cleanup = async () => {
    await app.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { app, store, logs };
}

describe('POST /api/services/bookings', () => {
  it('stores the booking with the catalog’s price and policy versions and answers the checkout link', async () => {
    const { app, store } = await serve();
    const response = await app.inject({
      method: 'POST',
      url: '/api/services/bookings',
      headers,
      payload: { serviceIndex: 1, agreed: true },
    });
    expect(response.statusCode).toBe(201);
    const { id, checkoutUrl } = response.json<{ id: string; checkoutUrl: string }>();
    expect(checkoutUrl).toBe('https://buy.stripe.com/test_support');
    const [row] = await store.submissions.listSubmissions({ type: 'service' });
    expect(row?.id).toBe(id);
    expect(row?.payload).toEqual({ serviceIndex: 1, title: '24/7 Technical Support', price: 105, currency: 'USD' });
    expect(row?.meta).toMatchObject({
      policies: catalog.policies,
      agreedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('keeps the source the cards’ script sends (a checkout consent’s page and campaign), refusing one out of bounds', async () => {
    const { app, store } = await serve();
    const book = (source: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/services/bookings',
        headers,
        payload: { serviceIndex: 1, agreed: true, source },
      });
    const source = { page: '/services', landingPage: '/', utmCampaign: 'support-week' };
    expect((await book(source)).statusCode).toBe(201);
    expect((await store.submissions.listSubmissions({ type: 'service' })).map((row) => row.source)).toEqual([source]);
    const refused = await book({ utmCampaign: 'x'.repeat(10_240) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { source: [SOURCE_REFUSED] } });
    expect(await store.submissions.listSubmissions({ type: 'service' })).toHaveLength(1);
  });

  it('answers 400, never 500, for extra fields named like the properties every object has', async () => {
    const { app, store } = await serve();
    for (const key of ['constructor', 'hasOwnProperty', 'toString', 'valueOf']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/services/bookings',
        headers,
        payload: JSON.stringify({ serviceIndex: 1, agreed: true, [key]: 1 }),
      });
      expect(response.statusCode, key).toBe(400);
      expect(response.json<{ fields: Record<string, string[]> }>().fields[key]).toEqual([
        `"${key}" is not a field of this request.`,
      ]);
    }
    expect(await store.submissions.listSubmissions({ type: 'service' })).toEqual([]);
  });

  it('answers 403 without the anti-forgery token and 400 for a tampered body, storing nothing', async () => {
    const { app, store } = await serve();
    const noToken = await app.inject({
      method: 'POST',
      url: '/api/services/bookings',
      headers: { 'content-type': 'application/json' },
      payload: { serviceIndex: 1, agreed: true },
    });
    expect(noToken.statusCode).toBe(403);
    const tampered = await app.inject({
      method: 'POST',
      url: '/api/services/bookings',
      headers,
      payload: { serviceIndex: 3, agreed: true },
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toMatchObject({
      error: 'Validation failed',
      fields: { serviceIndex: [expect.any(String)] },
    });
    expect(await store.submissions.listSubmissions({ type: 'service' })).toEqual([]);
  });

  it('answers 400 naming the one field at fault in a tampered request, with no link in the answer', async () => {
    const { app, store } = await serve();
    const tampered: [string, object, string][] = [
      ['serviceIndex 0', { serviceIndex: 0, agreed: true }, 'serviceIndex'],
      ['a serviceIndex past the catalog', { serviceIndex: 3, agreed: true }, 'serviceIndex'],
      ['serviceIndex "1"', { serviceIndex: '1', agreed: true }, 'serviceIndex'],
      ['serviceIndex 1.5', { serviceIndex: 1.5, agreed: true }, 'serviceIndex'],
      ['no serviceIndex', { agreed: true }, 'serviceIndex'],
      ['agreed false', { serviceIndex: 1, agreed: false }, 'agreed'],
      ['no agreed', { serviceIndex: 1 }, 'agreed'],
      ['an extra field', { serviceIndex: 1, agreed: true, checkoutUrl: 'https://evil.example/pay' }, 'checkoutUrl'],
    ];
    for (const [name, payload, field] of tampered) {
      const response = await app.inject({ method: 'POST', url: '/api/services/bookings', headers, payload });
      expect(response.statusCode, name).toBe(400);
      const body = response.json<{ error: string; fields: Record<string, string[]> }>();
      expect(body.error, name).toBe('Validation failed');
      expect(Object.keys(body.fields), name).toEqual([field]);
      expect(body.fields[field]![0], name).toMatch(/\w/);
      expect(response.body, name).not.toContain('https://');
    }
    expect(await store.submissions.listSubmissions({ type: 'service' })).toEqual([]);
  });

  it('refuses with a 500 and a log line to hand out a checkout link off the allowlist', async () => {
    const { app, store, logs } = await serve();
    expect(logs.some((line) => line.includes('checkout link refused') && line.includes('evil.example'))).toBe(true);
    const response = await app.inject({
      method: 'POST',
      url: '/api/services/bookings',
      headers,
      payload: { serviceIndex: 2, agreed: true },
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('evil.example');
    expect(logs.filter((line) => line.includes('answering 500 instead of sending the visitor there'))).toHaveLength(1);
    expect(await store.submissions.listSubmissions({ type: 'service' })).toEqual([]);
  });
});
