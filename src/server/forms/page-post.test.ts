// A form sent without its script (urlencoded, as a plain HTML form posts), at the request level, on
// the real app and the fixture config's callback form, inside a page written like the prerendered
// ones: the anti-forgery rule that needs no script, the page answered (the success text, or the
// entries kept with each message beside its field), the submission stored and mailed as a script's
// would be, the limit. (The real pages, in real browsers, are the end-to-end suite's.)
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { setUpFixtureApp, type FixtureApp } from '../../../tests/support/fixture-app.ts';
import { demoForm, formPage, messageOf, signupForm } from '../../../tests/unit/fixture-forms.ts';
import { HONEYPOT_FIELD } from '../../shared/forms/envelope.ts';
import { ISLAND_ATTRIBUTE } from '../../shared/islands.ts';

const CALLBACK = demoForm.endpoint.url;
const TOKEN = 'a'.repeat(43);
const HOST = 'localhost:80';

const person = {
  FirstName: 'Asha',
  Email: 'asha.page@example.com',
  phoneNumber: '512 555 0143',
  company: 'Deccan Pumps',
  product: 'Beta',
  message: 'Sent\nwithout a script.',
};

/** A same-origin browser's post of the page's form: every field, the empty ones too. */
function send(
  server: FixtureApp,
  fields: Record<string, string>,
  headers: Record<string, string> = { 'sec-fetch-site': 'same-origin', cookie: `XSRF-TOKEN=${TOKEN}` },
  url = CALLBACK,
) {
  const body = new URLSearchParams({
    FirstName: '',
    Email: '',
    phoneNumber: '',
    company: '',
    product: '',
    message: '',
    [HONEYPOT_FIELD]: '',
    ...fields,
  });
  return server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: HOST, ...headers },
    payload: body.toString(),
  });
}

const documentOf = (html: string) => new JSDOM(html).window.document;

/** A browser's GET of an address (a reload, a bookmark, the redirect followed). */
function open(server: FixtureApp, url: string, headers: Record<string, string> = {}) {
  return server.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });
}

describe('a form sent without its script', () => {
  const server = setUpFixtureApp({}, { '/callback': formPage('Callback page'), '/second': formPage('Second page') });

  it('is stored and mailed as a script would have it, and thanked for at an address of its own (post, redirect, get)', async () => {
    const response = await send(server(), person);
    // A redirect to the endpoint's thank-you address: nothing the visitor typed is in it.
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${CALLBACK}?sent`);
    expect(response.headers['cache-control']).toBe('no-cache');
    const thanks = await open(server(), response.headers.location!);
    expect(thanks.statusCode).toBe(200);
    expect(thanks.headers['content-type']).toMatch(/^text\/html/);
    expect(thanks.headers['x-robots-tag']).toBe('noindex');
    const page = documentOf(thanks.body);
    expect(page.title).toBe('Callback page');
    expect(page.querySelector('[role="status"]')?.textContent).toBe(demoForm.success.text);
    expect(page.querySelector('form')).toBeNull();
    expect(page.querySelector(`[${ISLAND_ATTRIBUTE}]`), 'the island is not hydrated over the answer').toBeNull();
    // Opened again (a reload, a bookmark): the same thanks, and nothing posted again.
    expect((await open(server(), response.headers.location!)).body).toBe(thanks.body);
    const rows = (await server().submissions('demo')).filter(
      (submission) => (submission.payload as { Email?: string }).Email === person.Email,
    );
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.payload).toEqual(person);
    expect(row?.meta).toMatchObject({ form: demoForm.id, sentWithoutScript: true });
    expect(row?.meta).not.toHaveProperty('suspectedBot');
    const lead = await server().leadTimeline(person.Email);
    expect(lead?.submissions.find((submission) => submission.id === row!.id)?.outbox.length).toBe(
      demoForm.mails!.length,
    );
  });

  it('thanks on the page it was sent from, when the Referer names one showing the form', async () => {
    const from = (referer: string) => open(server(), `${CALLBACK}?sent`, { referer });
    expect(documentOf((await from(`http://${HOST}/second`)).body).title).toBe('Second page');
    expect(documentOf((await from('https://elsewhere.example/second')).body).title).toBe('Callback page');
  });

  it("leads the endpoint's bare address, opened, to the page of its form; another address of /api/ is not found", async () => {
    const opened = await open(server(), CALLBACK);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/callback');
    expect((await open(server(), CALLBACK, { referer: `http://${HOST}/second` })).headers.location).toBe('/second');
    const elsewhere = await open(server(), '/api/no-such-form?sent');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ error: 'Not Found', message: 'No such endpoint.' });
  });

  it('refused, keeps every entry with each message beside its field, the banner, and stores nothing', async () => {
    const before = (await server().submissions('demo')).length;
    const typed = {
      FirstName: 'A',
      Email: 'nope',
      company: 'Kept & Co <b>',
      product: 'Beta',
      message: 'Line one\nline two',
    };
    const response = await send(server(), typed);
    expect(response.statusCode).toBe(400);
    const page = documentOf(response.body);
    const control = (name: string) =>
      page.querySelector<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>(`[name="${name}"]`)!;
    for (const [name, value] of Object.entries(typed)) expect(control(name).value, name).toBe(value);
    const messageFor = (name: string) => page.getElementById(`${demoForm.id}_${name}__error`)?.textContent;
    expect(messageFor('FirstName')).toBe(messageOf(demoForm, 'FirstName', 'minLength'));
    expect(messageFor('Email')).toBe(messageOf(demoForm, 'Email', 'format'));
    expect(messageFor('phoneNumber')).toBe(messageOf(demoForm, 'phoneNumber', 'required'));
    expect(messageFor('company')).toBeUndefined();
    expect(control('FirstName').getAttribute('aria-invalid')).toBe('true');
    expect(control('FirstName').getAttribute('aria-describedby')).toBe(`${demoForm.id}_FirstName__error`);
    expect(control('FirstName').hasAttribute('autofocus')).toBe(true);
    expect(control('Email').hasAttribute('autofocus')).toBe(false);
    expect(page.querySelector('[role="alert"]')?.textContent).toBe(demoForm.failure.invalid);
    // It posts again naming the page it stands for: its own address is the endpoint's.
    expect(page.querySelector('form')?.getAttribute('action')).toBe(`${CALLBACK}?page=%2Fcallback`);
    expect((await server().submissions('demo')).length).toBe(before);
  });

  it('counts an empty field as no answer, and refuses a field sent twice', async () => {
    const emptied = await send(server(), { ...person, Email: 'empty.company@example.com', company: '' });
    expect(emptied.statusCode).toBe(303);
    const row = (await server().submissions('demo')).find(
      (submission) => (submission.payload as { Email?: string }).Email === 'empty.company@example.com',
    );
    expect(row?.payload).not.toHaveProperty('company');
    const twice = await server().app.inject({
      method: 'POST',
      url: CALLBACK,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: HOST,
        'sec-fetch-site': 'same-origin',
        cookie: `XSRF-TOKEN=${TOKEN}`,
      },
      payload: `${new URLSearchParams(person).toString()}&FirstName=Other`,
    });
    expect(twice.statusCode).toBe(400);
    // A name no field has is refused by the schema, as in a script's JSON, whatever the name.
    for (const name of ['role', '__proto__', 'constructor']) {
      const unknown = await send(server(), { ...person, Email: `${name.replace(/_/g, '')}@example.com`, [name]: 'x' });
      expect(unknown.statusCode, name).toBe(400);
    }
    expect(documentOf(twice.body).querySelector('[role="alert"]')?.textContent).toBe(demoForm.failure.invalid);
  });

  it('is refused 403, entries kept, unless a page of this origin sent it with the cookie', async () => {
    const cookie = `XSRF-TOKEN=${TOKEN}`;
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'cross-site', cookie },
      { 'sec-fetch-site': 'same-site', cookie },
      { 'sec-fetch-site': 'cross-site', origin: `http://${HOST}`, cookie },
      { origin: 'https://evil.example', cookie },
      { origin: 'null', cookie },
      { cookie },
    ];
    for (const headers of refused) {
      const response = await send(server(), { ...person, Email: 'forged@example.com' }, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      const page = documentOf(response.body);
      expect(page.querySelector('[role="alert"]')?.textContent).toBe(demoForm.failure.forbidden);
      expect(page.querySelector<HTMLInputElement>('[name="FirstName"]')?.value).toBe(person.FirstName);
    }
    expect(
      (await server().submissions('demo')).filter(
        (submission) => (submission.payload as { Email?: string }).Email === 'forged@example.com',
      ),
    ).toEqual([]);
    // A browser without Fetch Metadata: its Origin, when ours, is enough.
    const older = await send(
      server(),
      { ...person, Email: 'older.browser@example.com' },
      { origin: `http://${HOST}`, cookie },
    );
    expect(older.statusCode).toBe(303);
  });

  it('filled in by a bot (the honeypot) is kept aside unmailed, and answered like any other', async () => {
    const response = await send(server(), { ...person, Email: 'bot.page@example.com', [HONEYPOT_FIELD]: 'spam' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${CALLBACK}?sent`);
    const row = (await server().submissions('demo')).find(
      (submission) => (submission.payload as { Email?: string }).Email === 'bot.page@example.com',
    );
    expect(row?.meta).toMatchObject({ suspectedBot: 'honeypot' });
    const lead = await server().leadTimeline('bot.page@example.com');
    expect(lead?.submissions.flatMap((submission) => submission.outbox) ?? []).toEqual([]);
  });

  it('is refused 415 for a form that needs its script (terms to agree to, lists to load)', async () => {
    const response = await send(server(), { Customer: 'Graniteford' }, undefined, signupForm.endpoint.url);
    expect(response.statusCode).toBe(415);
  });
});

describe('a form sent without its script, over the rate limit', () => {
  const server = setUpFixtureApp({ RATE_LIMIT_PER_MINUTE: '1' }, { '/callback': formPage('Callback page') });

  it('is answered 429 with the form’s own sentence and the entries kept', async () => {
    expect((await send(server(), { ...person, Email: 'first.limit@example.com' })).statusCode).toBe(303);
    const response = await send(server(), { ...person, Email: 'second.limit@example.com' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
    const page = documentOf(response.body);
    expect(page.querySelector('[role="alert"]')?.textContent).toBe(demoForm.failure.rateLimited);
    expect(page.querySelector<HTMLInputElement>('[name="Email"]')?.value).toBe('second.limit@example.com');
  });
});

describe('a form sent without its script that no page shows (posted by hand)', () => {
  const server = setUpFixtureApp();

  it('is stored and answered in JSON, since there is no page to thank on; its address opened is not found', async () => {
    const response = await send(server(), { ...person, Email: 'by.hand@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: demoForm.success.text });
    expect((await open(server(), `${CALLBACK}?sent`)).statusCode).toBe(404);
  });
});
