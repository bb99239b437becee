// The form endpoints at the request level, on the real app and the fixture config's forms: every
// refusal with its status and readable body, bots kept aside, duplicates refused, the webhook signed.
// (The browser-to-mail flows are the end-to-end suite's.)
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureConfigDir, postHeaders, setUpFixtureApp, type FixtureApp } from '../../../tests/support/fixture-app.ts';
import {
  demoForm,
  fixtureRegistration,
  messageOf,
  referralForm,
  signupForm,
} from '../../../tests/unit/fixture-forms.ts';
import {
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  TERMS_ACCEPTED_AT_FIELD,
  TERMS_ACCEPTED_ON_FIELD,
} from '../../shared/forms/envelope.ts';

const CALLBACK = demoForm.endpoint.url;
const TRIAL = signupForm.endpoint.url;

/** A person's post of the fixture callback form: the fields, an empty honeypot and eight seconds of typing. */
const callback = (fields: Record<string, unknown> = {}) => ({
  FirstName: ' Asha ',
  Email: 'asha.rao@example.com',
  phoneNumber: '512 555 0143',
  company: 'Deccan Pumps',
  product: 'Alpha',
  message: 'Fixture message.',
  [HONEYPOT_FIELD]: '',
  [ELAPSED_FIELD]: 8000,
  ...fields,
});

function post(server: FixtureApp, url: string, payload: unknown, headers: Record<string, string> = postHeaders) {
  return server.app.inject({ method: 'POST', url, headers, payload: payload as object });
}

describe('a form endpoint (the fixture callback form)', () => {
  const server = setUpFixtureApp();

  it('answers 201 with an id and the success text, having stored what was sent, trimmed, without the envelope', async () => {
    const response = await post(server(), CALLBACK, callback());
    expect(response.statusCode).toBe(201);
    const { id, message } = response.json<{ id: string; message: string }>();
    expect(message).toBe(demoForm.success.text);
    const row = (await server().submissions('demo')).find((submission) => submission.id === id);
    expect(row?.payload).toEqual({
      FirstName: 'Asha',
      Email: 'asha.rao@example.com',
      phoneNumber: '512 555 0143',
      company: 'Deccan Pumps',
      product: 'Alpha',
      message: 'Fixture message.',
    });
    expect(row?.meta).toMatchObject({ form: 'demo', elapsedMs: 8000 });
  });

  it('answers 400 listing each field error in the words of the form, storing nothing', async () => {
    const before = (await server().submissions('demo')).length;
    const response = await post(server(), CALLBACK, {
      FirstName: 'A',
      Email: 'nope',
      phoneNumber: '123',
      role: 'admin',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Validation failed',
      message: 'Some fields are not valid.',
      fields: {
        role: ['"role" is not a field of this form.'],
        FirstName: [messageOf(demoForm, 'FirstName', 'minLength')],
        Email: [messageOf(demoForm, 'Email', 'format')],
        phoneNumber: [messageOf(demoForm, 'phoneNumber', 'format')],
      },
    });
    const missing = await post(server(), CALLBACK, {});
    expect(missing.json<{ fields: object }>().fields).toEqual(
      Object.fromEntries(demoForm.schema.required!.map((field) => [field, [messageOf(demoForm, field, 'required')]])),
    );
    expect((await post(server(), CALLBACK, callback({ FirstName: 42 }))).statusCode).toBe(400);
    expect((await post(server(), CALLBACK, callback({ [ELAPSED_FIELD]: 'soon' }))).statusCode).toBe(400);
    expect((await post(server(), CALLBACK, [callback()])).json()).toEqual({
      error: 'Bad Request',
      message: 'The body must be a JSON object.',
    });
    expect(await server().submissions('demo')).toHaveLength(before);
  });

  it('answers 400, never 500, for fields named like the properties every object has', async () => {
    for (const key of ['constructor', 'hasOwnProperty', 'toString', 'valueOf', 'isPrototypeOf']) {
      const response = await post(server(), CALLBACK, JSON.stringify({ ...callback(), [key]: 'x' }));
      expect(response.statusCode, key).toBe(400);
      expect(response.json<{ fields: Record<string, string[]> }>().fields[key], key).toEqual([
        `"${key}" is not a field of this form.`,
      ]);
    }
    // JSON that would set an object's prototype is refused as not valid JSON.
    const proto = await post(server(), CALLBACK, `{"FirstName":"Asha","__proto__":{"admin":true}}`);
    expect(proto.statusCode).toBe(400);
    const nested = await post(
      server(),
      CALLBACK,
      JSON.stringify({ ...callback(), FirstName: { constructor: { prototype: 1 } } }),
    );
    expect(nested.statusCode).toBe(400);
  });

  it('answers 403 without the anti-forgery token, or with a wrong one', async () => {
    const noHeader = await post(server(), CALLBACK, callback(), { 'content-type': 'application/json' });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json<{ message: string }>().message).toMatch(/anti-forgery token/);
    const wrong = await post(server(), CALLBACK, callback(), { ...postHeaders, 'x-xsrf-token': 'A'.repeat(43) });
    expect(wrong.statusCode).toBe(403);
  });

  it('answers 413 for a body over 16 KiB, 415 for anything but JSON (or a form sent without scripts), 400 for broken JSON', async () => {
    const big = await post(server(), CALLBACK, callback({ message: 'x'.repeat(17 * 1024) }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: 'Payload Too Large', message: 'The request is larger than 16 KiB.' });
    const multipart = await post(server(), CALLBACK, '--x\r\n\r\n--x--', {
      ...postHeaders,
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(multipart.statusCode).toBe(415);
    expect(multipart.json()).toEqual({
      error: 'Unsupported Media Type',
      message: 'Send the form as application/json.',
    });
    expect((await post(server(), CALLBACK, 'hello', { ...postHeaders, 'content-type': 'text/plain' })).statusCode).toBe(
      415,
    );
    const broken = await post(server(), CALLBACK, '{"FirstName": ', postHeaders);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'Bad Request', message: 'The request is not valid JSON.' });
  });

  it('answers 405 with Allow to methods other than GET, HEAD and POST, on the endpoint and on pages', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'] as const) {
      for (const url of [CALLBACK, '/any-page']) {
        const response = await server().app.inject({
          method,
          url,
          headers: postHeaders,
          payload: method === 'TRACE' || method === 'OPTIONS' ? undefined : callback(),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers.allow).toBe('GET, HEAD, POST');
      }
    }
  });

  it('answers bots like people, keeps them aside and never mails them', async () => {
    const trapped = await post(
      server(),
      CALLBACK,
      callback({ FirstName: 'Trapped', [HONEYPOT_FIELD]: 'https://spam.example' }),
    );
    const hasty = await post(server(), CALLBACK, callback({ FirstName: 'Hasty', [ELAPSED_FIELD]: 300 }));
    const untimed = await post(server(), CALLBACK, callback({ FirstName: 'Untimed', [ELAPSED_FIELD]: undefined }));
    const person = await post(server(), CALLBACK, callback({ FirstName: 'Person', Email: 'person@example.com' }));
    expect([trapped, hasty, untimed, person].map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    expect(trapped.json()).toEqual({ id: expect.any(String), message: demoForm.success.text });
    const rows = await server().submissions('demo');
    const flagOf = (response: typeof trapped) =>
      (rows.find((row) => row.id === response.json<{ id: string }>().id)?.meta as { suspectedBot?: string })
        .suspectedBot;
    expect([trapped, hasty, untimed, person].map(flagOf)).toEqual(['honeypot', 'too-fast', 'too-fast', undefined]);
    // The outbox sends oldest first: once the mails of the person, who posted last, are out, any mail
    // of a bot would be out too.
    const mentioning = (name: string) =>
      server()
        .mails()
        .filter((mail) => mail.includes(name));
    await expect.poll(() => mentioning('Person').length).toBe(demoForm.mails!.length);
    expect(['Trapped', 'Hasty', 'Untimed'].flatMap(mentioning)).toEqual([]);
    // The worker writes a mail's file before it marks the row sent: the last mark follows shortly.
    await expect.poll(() => server().undeliveredOutbox()).toEqual([]);
  });

  it('takes a phone number with its country code (the UAE, India, the US) as well as ten digits, and refuses what is none', async () => {
    for (const phoneNumber of ['+971 50 123 4567', '+91 98765 43210', '+1 (512) 555-0143', '512.555.0143'])
      expect((await post(server(), CALLBACK, callback({ phoneNumber }))).statusCode, phoneNumber).toBe(201);
    for (const phoneNumber of ['+971 50 123 456', '+1 123 456 7890', '+999 1234 5678', '98765 4321', 'call me']) {
      const response = await post(server(), CALLBACK, callback({ phoneNumber }));
      expect(response.statusCode, phoneNumber).toBe(400);
      expect(response.json<{ fields: object }>().fields, phoneNumber).toEqual({
        phoneNumber: [messageOf(demoForm, 'phoneNumber', 'format')],
      });
    }
  });
});

describe('mail to an address a visitor typed', () => {
  const server = setUpFixtureApp();

  it('goes out once a day per address, however often it is posted; the sales notice goes out for every post', async () => {
    const address = 'target.of.abuse@example.com';
    for (const name of ['Ada', 'Bea', 'Cy'])
      expect(
        (
          await post(
            server(),
            CALLBACK,
            callback({ FirstName: name, Email: name === 'Bea' ? address.toUpperCase() : address }),
          )
        ).statusCode,
      ).toBe(201);
    // What is queued is decided when a post is stored: read it from the store, sent or not.
    const queued = (await server().leadTimeline(address))!.submissions.flatMap((submission) =>
      submission.outbox.map((row) => row.payload as { to: string; text: string }),
    );
    const toVisitor = queued.filter((mail) => mail.to.toLowerCase() === address);
    expect(queued.length - toVisitor.length).toBe(3);
    expect(toVisitor).toHaveLength(1);
    expect(toVisitor[0]!.text).toContain('Ada');
  });
});

describe('a form added only in the config (the fixture referral form: one JSON file, no code)', () => {
  const server = setUpFixtureApp();
  const mailboxes = (
    JSON.parse(readFileSync(join(fixtureConfigDir, 'site.json'), 'utf8')) as {
      contacts: { emails: Record<string, string> };
    }
  ).contacts.emails;
  const [notice, confirmation] = referralForm.mails!;
  const title = (field: string) => referralForm.schema.properties[field]!.title;
  const referral = (fields: Record<string, unknown>) => ({
    Name: 'Nadia Rahman',
    Kind: 'K-TWO',
    [HONEYPOT_FIELD]: '',
    [ELAPSED_FIELD]: 8000,
    ...fields,
  });

  it('has its endpoint, judged by its own rules', async () => {
    const refused = await post(server(), referralForm.endpoint.url, referral({ Email: 'nadia@', Kind: 'K-THREE' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: object }>().fields).toEqual({
      Email: [messageOf(referralForm, 'Email', 'format')],
      Kind: [messageOf(referralForm, 'Kind', 'enum')],
    });
  });

  it('stores under its own type, mails as its config says, and joins the lead of the e-mail address', async () => {
    const email = 'nadia.rahman@example.com';
    expect((await post(server(), CALLBACK, callback({ Email: email }))).statusCode).toBe(201);
    const response = await post(
      server(),
      referralForm.endpoint.url,
      referral({ Email: 'Nadia.Rahman@Example.com', Note: 'Fixture: a client in Pune.' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), message: referralForm.success.text });
    const [row, ...others] = await server().submissions(referralForm.storage!.type);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      id: response.json<{ id: string }>().id,
      payload: {
        Name: 'Nadia Rahman',
        Email: 'Nadia.Rahman@Example.com',
        Kind: 'K-TWO',
        Note: 'Fixture: a client in Pune.',
      },
      meta: { form: referralForm.id },
    });

    // The notice goes out, listing the answers and, found by the address, the earlier callback; the
    // confirmation does not: the callback's went to the same address today (one a day per address).
    const mails = () =>
      server()
        .mails()
        .map((mail) => mail.replace(/\r\n/g, '\n'))
        .filter((mail) => mail.toLowerCase().includes(email));
    await expect.poll(() => server().undeliveredOutbox()).toEqual([]);
    expect(mails()).toHaveLength(demoForm.mails!.length + referralForm.mails!.length - 1);
    const noticeMail = mails().find(
      (mail) => mail.includes(`To: ${mailboxes[notice!.to]}`) && mail.includes(`${title('Kind')}: K-TWO`),
    )!;
    expect(noticeMail).toContain(`${title('Note')}: Fixture: a client in Pune.`);
    const history = notice!.history!;
    expect(noticeMail).toContain(
      `${history.intro}\n${history.item.replace('{type}', history.types.demo!).replace('{date}', new Date().toISOString().slice(0, 10))}`,
    );
    expect(
      mails().some(
        (mail) => mail.toLowerCase().includes(`to: ${email}`) && mail.includes(`Subject: ${confirmation!.subject}`),
      ),
    ).toBe(false);
  });

  it('sends its confirmation to an applicant with no earlier submission, greeting them by the name they gave', async () => {
    const email = 'omar.haddad@example.com';
    const sent = { Name: 'Omar Haddad', Email: email, Kind: 'K-ONE' };
    expect((await post(server(), referralForm.endpoint.url, referral(sent))).statusCode).toBe(201);
    await expect.poll(() => server().undeliveredOutbox()).toEqual([]);
    const toApplicant = server()
      .mails()
      .map((mail) => mail.replace(/\r\n/g, '\n'))
      .filter((mail) => mail.split('\n').includes(`To: ${email}`));
    expect(toApplicant).toHaveLength(1);
    expect(toApplicant[0]).toContain(`Subject: ${confirmation!.subject}`);
    // Each paragraph of the template, its {field} placeholders filled with what the applicant sent.
    const filled = confirmation!.paragraphs.map((paragraph) =>
      paragraph.replace(/\{(\w+)\}/g, (_, name: string) => sent[name as keyof typeof sent]),
    );
    expect(filled.join('\n')).toContain(sent.Name);
    for (const paragraph of filled) expect(toApplicant[0]).toContain(paragraph);
  });
});

describe('the human-time threshold of the forms', () => {
  const server = setUpFixtureApp({ FORM_MIN_FILL_MS: '200' });

  it('is the FORM_MIN_FILL_MS setting: a post sooner than it is a suspected bot, one later is not', async () => {
    const flags = [];
    for (const elapsed of [199, 200]) {
      const { id } = (await post(server(), CALLBACK, callback({ [ELAPSED_FIELD]: elapsed }))).json<{ id: string }>();
      flags.push(
        ((await server().submissions('demo')).find((row) => row.id === id)?.meta as { suspectedBot?: string })
          .suspectedBot,
      );
    }
    expect(flags).toEqual(['too-fast', undefined]);
  });
});

describe('the rate limit of the form endpoints', () => {
  const server = setUpFixtureApp({ RATE_LIMIT_PER_MINUTE: '3' });

  it('answers 429 with Retry-After once a client sent too many, counting every form of the client', async () => {
    const statuses = [];
    for (const url of [CALLBACK, CALLBACK, CALLBACK, CALLBACK])
      statuses.push((await post(server(), url, callback())).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await post(server(), CALLBACK, callback());
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json<{ error: string }>().error).toBe('Too Many Requests');
    expect(
      (
        await server().app.inject({
          method: 'POST',
          url: CALLBACK,
          headers: postHeaders,
          payload: callback(),
          remoteAddress: '10.0.0.9',
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('a registration endpoint (the fixture trial form: result answers, terms, one sign-up each, webhook)', () => {
  let webhook: Server;
  const calls: { body: string; signature: string | undefined }[] = [];

  beforeAll(async () => {
    webhook = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        calls.push({ body, signature: request.headers['x-cortracker-signature'] as string | undefined });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((listening) => webhook.listen(0, '127.0.0.1', listening));
  });
  afterAll(() => new Promise((closed) => webhook.close(closed)));
  const server = setUpFixtureApp(() => ({
    PROVISIONING_URL: `http://127.0.0.1:${(webhook.address() as { port: number }).port}/provision`,
    PROVISIONING_SECRET: 'test-webhook-secret',
  }));

  let counter = 0;
  /** A valid registration with its own e-mail address and mobile number, the terms accepted now. */
  function registration(fields: Record<string, unknown> = {}) {
    return { ...fixtureRegistration(++counter), ...fields };
  }

  it('answers result OK and calls the provisioning webhook, signed with the secret', async () => {
    const body = registration();
    const response = await post(server(), TRIAL, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ result: 'OK', message: signupForm.success.text });
    await expect.poll(() => calls.filter((call) => call.body.includes(body.Email)).length).toBe(1);
    const call = calls.find((entry) => entry.body.includes(body.Email))!;
    expect(call.signature).toBe(
      `sha256=${createHmac('sha256', 'test-webhook-secret').update(call.body).digest('hex')}`,
    );
    expect(JSON.parse(call.body)).toMatchObject({
      event: 'trial.created',
      form: 'signup',
      data: { Email: body.Email, Customer: body.Customer },
    });
  });

  it('answers result INVALID, in the words of the form, for invalid fields and for missing or stale terms', async () => {
    const invalid = await post(server(), TRIAL, registration({ Mobile: '12345', Email: 'x@y' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      result: 'INVALID',
      fields: {
        Mobile: [messageOf(signupForm, 'Mobile', 'pattern')],
        Email: [messageOf(signupForm, 'Email', 'email'), messageOf(signupForm, 'Email', 'format')],
      },
    });
    const noTerms = await post(
      server(),
      TRIAL,
      registration({ [TERMS_ACCEPTED_AT_FIELD]: undefined, [TERMS_ACCEPTED_ON_FIELD]: undefined }),
    );
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json()).toMatchObject({ result: 'INVALID', message: signupForm.terms!.required });
    const stale = await post(
      server(),
      TRIAL,
      registration({ [TERMS_ACCEPTED_AT_FIELD]: '2020-01-01T00:00:00Z', [TERMS_ACCEPTED_ON_FIELD]: '2020-01-01' }),
    );
    expect(stale.statusCode).toBe(400);
  });

  it("compares a registration without a product as one for the form's default product", async () => {
    const { ProductId: _omitted, ...withoutProduct } = registration();
    expect((await post(server(), TRIAL, withoutProduct)).statusCode).toBe(201);
    const again = await post(server(), TRIAL, {
      ...withoutProduct,
      ProductId: signupForm.schema.properties.ProductId!.default,
    });
    expect(again.statusCode).toBe(409);
    expect((await post(server(), TRIAL, withoutProduct)).statusCode).toBe(409);
  });

  it('stores exactly one of 20 concurrent duplicates and answers the others 409 DUPLICATE', async () => {
    const body = registration();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        post(server(), TRIAL, index % 2 ? { ...body, Email: body.Email.toUpperCase() } : body),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(responses.find((response) => response.statusCode === 409)!.json()).toEqual({
      result: 'DUPLICATE',
      error: 'Conflict',
      message: signupForm.storage!.dedupe!.message,
    });
    const rows = (await server().submissions('trial')).filter(
      (row) => (row.payload as { Email: string }).Email.toLowerCase() === body.Email,
    );
    expect(rows).toHaveLength(1);
    // The same address may register for another product; the same mobile with another address may not.
    expect((await post(server(), TRIAL, { ...body, ProductId: 'FIX-PLUS' })).statusCode).toBe(201);
    expect((await post(server(), TRIAL, { ...body, Email: `other.${body.Email}` })).statusCode).toBe(409);
  });
});
