// The registration and geo endpoints as programs see them: result answers, the terms evidence,
// duplicates refused under concurrency, and the signed provisioning webhook.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { formHeaders } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { startServer, type RunningServer } from './support/server-process.ts';
import { storedSubmissions } from './support/submissions.ts';

const ENDPOINT = '/api/PrismAdmin/makeRegistration';

function registration(unique: string, overrides: Record<string, unknown> = {}) {
  const now = new Date();
  return {
    Customer: `Graniteford Fasteners ${unique}`,
    Mobile: `+1${String(5125550000 + Math.floor(Math.random() * 9999))}`,
    Email: `ops.${unique}@graniteford.example`,
    DefaultUser: 'ops',
    Currency: 'USD',
    CurrencySymbol: '$',
    Fiscal: '2026-01-01',
    Addr: '1200 Industrial Blvd',
    country: 'US',
    Stat: 'Texas',
    City: 'Austin',
    Zip: '78759',
    ProductId: 'D-USI',
    website: '',
    elapsedMs: 30_000,
    termsAcceptedAt: now.toISOString(),
    termsAcceptedOn: now.toISOString().slice(0, 10),
    ...overrides,
  };
}

test.describe.configure({ mode: 'serial' });

let webhookServer: Server;
const webhookCalls: { body: string; signature: string | undefined }[] = [];
let server: RunningServer;
let api: APIRequestContext;

test.beforeAll(async () => {
  webhookServer = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      webhookCalls.push({ body, signature: request.headers['x-cortracker-signature'] as string | undefined });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => webhookServer.listen(0, '127.0.0.1', resolve));
  const { port } = webhookServer.address() as { port: number };
  server = await startServer({ RATE_LIMIT_PER_MINUTE: '1000', PROVISIONING_URL: `http://127.0.0.1:${port}/provision`, PROVISIONING_SECRET: 'test-secret', OUTBOX_INTERVAL_MS: '200' });
  api = await playwrightRequest.newContext({ baseURL: server.url });
});

test.afterAll(async () => {
  await api.dispose();
  await server.stop();
  await new Promise((resolve) => webhookServer.close(resolve));
});

test('a registration answers result OK and calls the provisioning webhook, signed', async () => {
  const unique = `ok-${Date.now()}`;
  const response = await api.post(ENDPOINT, { headers: await formHeaders(api), data: registration(unique) });
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({ result: 'OK' });
  await expect.poll(() => webhookCalls.filter((call) => call.body.includes(unique)).length, { timeout: 10_000 }).toBe(1);
  const call = webhookCalls.find((entry) => entry.body.includes(unique))!;
  expect(call.signature).toBe(`sha256=${createHmac('sha256', 'test-secret').update(call.body).digest('hex')}`);
  expect(JSON.parse(call.body)).toMatchObject({ event: 'trial.created', form: 'signup', data: { Email: `ops.${unique}@graniteford.example` } });
});

test('invalid fields and missing terms answer result INVALID with the form’s words', async () => {
  const headers = await formHeaders(api);
  const invalid = await api.post(ENDPOINT, { headers, data: registration(`bad-${Date.now()}`, { Mobile: '12345', Email: 'x@y' }) });
  expect(invalid.status()).toBe(400);
  expect(await invalid.json()).toMatchObject({
    result: 'INVALID',
    fields: { Mobile: ['Invalid mobile number format. Use international format (e.g., +1234567890).'], Email: ['Please enter a valid email address (e.g., name@company.com).', 'Invalid email format.'] },
  });
  const { termsAcceptedAt: _at, termsAcceptedOn: _on, ...withoutTerms } = registration(`noterms-${Date.now()}`);
  const noTerms = await api.post(ENDPOINT, { headers, data: withoutTerms });
  expect(noTerms.status()).toBe(400);
  expect(await noTerms.json()).toMatchObject({ result: 'INVALID', message: 'Accept the terms and conditions.' });
  const stale = await api.post(ENDPOINT, { headers, data: registration(`stale-${Date.now()}`, { termsAcceptedAt: '2020-01-01T00:00:00Z', termsAcceptedOn: '2020-01-01' }) });
  expect(stale.status()).toBe(400);
});

test('20 concurrent duplicate registrations store exactly one', async () => {
  const unique = `race-${Date.now()}`;
  const headers = await formHeaders(api);
  const body = registration(unique);
  const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => api.post(ENDPOINT, { headers, data: index % 2 ? { ...body, Email: body.Email.toUpperCase() } : body })));
  const statuses = responses.map((response) => response.status()).sort();
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  const refused = responses.find((response) => response.status() === 409)!;
  expect(await refused.json()).toMatchObject({ result: 'DUPLICATE' });
  const rows = (await storedSubmissions(server.dataDir, 'trial')).filter((row) => (row.payload as { Email: string }).Email.toLowerCase() === body.Email.toLowerCase());
  expect(rows).toHaveLength(1);
  // The same e-mail may register for another product.
  const other = await api.post(ENDPOINT, { headers, data: { ...body, ProductId: 'CORCRM' } });
  expect(other.status()).toBe(201);
  // The same mobile with another e-mail is a duplicate too.
  const sameMobile = await api.post(ENDPOINT, { headers, data: { ...body, Email: `other.${unique}@graniteford.example` } });
  expect(sameMobile.status()).toBe(409);
});

test('the geo endpoints answer in the shapes of the spec', async () => {
  const countries = await (await api.get('/api/geo/countries')).json();
  expect(countries.data.find((entry: { iso2: string }) => entry.iso2 === 'IN')).toMatchObject({ country: 'India', currency: 'INR', dialCode: '+91' });
  const headers = { 'content-type': 'application/json' };
  const states = await (await api.post('/api/geo/states', { headers, data: { country: 'India' } })).json();
  expect(states.data.states.map((state: { name: string }) => state.name)).toContain('Telangana');
  const cities = await (await api.post('/api/geo/cities', { headers, data: { country: 'IN', state: 'Telangana' } })).json();
  expect(cities.data).toContain('Hyderabad');
  expect((await api.post('/api/geo/states', { headers, data: { country: 'Atlantis' } })).status()).toBe(404);
  expect((await api.post('/api/geo/states', { headers, data: { nation: 'India' } })).status()).toBe(400);
  expect((await api.post('/api/geo/cities', { headers, data: { country: 'IN', state: 'Nowhere' } })).status()).toBe(404);
});
