// A post is answered wholly from the build that was live when it arrived: a publish that swaps in a
// build without its form between the request's first hook and its handler takes nothing away from
// it. The swap is made at a known point of the request (a hook between onRequest and the limiter),
// so the race is reproduced every time rather than hoped for.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postHeaders } from '../../../tests/support/fixture-app.ts';
import { demoForm } from '../../../tests/unit/fixture-forms.ts';
import { ELAPSED_FIELD, HONEYPOT_FIELD } from '../../shared/forms/envelope.ts';
import { registerRateLimit } from '../http/rate-limit.ts';
import { openStore, type Store } from '../store/index.ts';
import { formRoutes, type FormSet } from './form-routes.ts';

declare module 'fastify' {
  interface FastifyRequest {
    formsOnArrival: FormSet;
  }
}

const mailboxes = { support: 'support@example.com', sales: 'sales@example.com', info: 'info@example.com' };
const withForm: FormSet = { forms: [demoForm], mailboxes, locale: 'en-US' };
const withoutForm: FormSet = { forms: [], mailboxes, locale: 'en-US' };

describe('a publish that drops a form while a post of it is under way', () => {
  let dir: string;
  let store: Store;
  let app: FastifyInstance;
  let live = withForm;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'build-swap-'));
    store = await openStore({ dataDir: dir });
    app = Fastify();
    await app.register(fastifyCookie);
    await registerRateLimit(app);
    app.decorateRequest('formsOnArrival', null as unknown as FormSet);
    app.addHook('onRequest', async (request) => {
      request.formsOnArrival = live;
    });
    // The publish lands after the request arrived, before its limiter and handler run.
    app.addHook('preParsing', async () => {
      live = withoutForm;
    });
    await app.register(formRoutes, {
      forms: (request) => request.formsOnArrival,
      submissions: store.submissions,
      visitorMailWindowMs: 0,
      rateLimit: { max: 100, windowMs: 60_000 },
      minFillMs: 0,
      webhookConfigured: false,
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is answered and stored by the form of the build it arrived at', async () => {
    const response = await app.inject({
      method: 'POST',
      url: demoForm.endpoint.url,
      headers: postHeaders,
      payload: {
        FirstName: 'Asha',
        Email: 'asha.rao@example.com',
        phoneNumber: '512 555 0143',
        company: 'Deccan Pumps',
        product: 'Alpha',
        message: 'Sent while a publish swaps builds.',
        [HONEYPOT_FIELD]: '',
        [ELAPSED_FIELD]: 8000,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const stored = await store.submissions.listSubmissions({ type: demoForm.storage!.type });
    expect(stored.map((row) => row.id)).toEqual([response.json<{ id: string }>().id]);
    // The next post arrives at the new build, which has no such form.
    const after = await app.inject({ method: 'POST', url: demoForm.endpoint.url, headers: postHeaders, payload: {} });
    expect(after.statusCode).toBe(404);
  });
});
