// A form in the visitor's language (issue 42), at the request level, on the real app and the fixture
// config in two languages (tests/support/arabic-fixture.ts): a post from a page of a language is
// stored with that language's code, checked and answered in its words (the JSON answer of the form's
// script, the page of a form sent without it) and mailed to the visitor in it; a page of no language
// of the site, or none known, is the main language's. Words the translation leaves out stay English.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arabicFixtureConfig } from '../../../tests/support/arabic-fixture.ts';
import { demoPost } from '../../../tests/support/demo-post.ts';
import { fixtureApp, postHeaders, type FixtureApp } from '../../../tests/support/fixture-app.ts';
import { demoForm, formPage } from '../../../tests/unit/fixture-forms.ts';
import { HONEYPOT_FIELD } from '../../shared/forms/envelope.ts';
import type { TranslationConfig } from '../../shared/generated/config-types.ts';
import arabicDemo from '../../../tests/fixtures/arabic/translations/ar/forms/demo.json' with { type: 'json' };

const CALLBACK = demoForm.endpoint.url;
const HOST = 'localhost:80';
const arabic = (pointer: string) => (arabicDemo as TranslationConfig).texts[pointer]!.text;

describe('a form sent from a page in a language', () => {
  let server: FixtureApp;
  const dir = mkdtempSync(join(tmpdir(), 'form-languages-'));
  beforeAll(async () => {
    server = await fixtureApp(
      { FORM_MIN_FILL_MS: '0' },
      {
        metaFrom: arabicFixtureConfig(join(dir, 'config')),
        pages: { '/callback': formPage('Callback'), '/ar/callback': formPage('الاتصال', 'ar') },
      },
    );
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (payload: object, referer?: string) =>
    server.app.inject({
      method: 'POST',
      url: CALLBACK,
      headers: { ...postHeaders, host: HOST, ...(referer ? { referer: `http://${HOST}${referer}` } : {}) },
      payload,
    });
  /** A post of the page's form without its script, from `referer`. */
  const pagePost = (fields: Record<string, string>, referer: string, url = CALLBACK) =>
    server.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: HOST,
        'sec-fetch-site': 'same-origin',
        cookie: postHeaders.cookie,
        referer: `http://${HOST}${referer}`,
      },
      payload: new URLSearchParams(fields).toString(),
    });
  const stored = async (email: string) =>
    (await server.submissions('demo')).find((row) => (row.payload as { Email?: string }).Email === email);

  it("is stored with the page's language, the main one for a page of no language of the site or none known", async () => {
    for (const [email, referer, language] of [
      ['ar.one@example.com', '/ar/callback', 'ar'],
      ['en.one@example.com', '/callback', 'en'],
      ['fr.one@example.com', '/fr/callback', 'en'],
      ['none.one@example.com', undefined, 'en'],
    ] as const) {
      const response = await post(demoPost(email), referer);
      expect(response.statusCode, response.body).toBe(201);
      expect((await stored(email))?.language, email).toBe(language);
    }
  });

  it("answers the form's script in the page's language, English where the translation gives no word", async () => {
    const sent = await post(demoPost('ar.two@example.com'), '/ar/callback');
    expect(sent.json().message).toBe(arabic('/success/text'));
    const refused = await post({ ...demoPost('x'), FirstName: '', phoneNumber: '12' }, '/ar/callback');
    expect(refused.statusCode).toBe(400);
    const { fields } = refused.json() as { fields: Record<string, string[]> };
    expect(fields.Email).toEqual([arabic('/messages/Email/format')]);
    expect(fields.phoneNumber).toEqual([arabic('/messages/phoneNumber/format')]);
    // Its minLength message has no Arabic in the fixture's translation: that one stays English.
    expect([...fields.FirstName!].sort()).toEqual(
      [arabic('/messages/FirstName/pattern'), demoForm.messages!.FirstName!.minLength!].sort(),
    );
    const english = await post({ ...demoPost('y'), FirstName: '' }, '/callback');
    expect(english.json().fields.FirstName).toContain(demoForm.messages!.FirstName!.pattern);
  });

  it('names a field the form does not have in the page’s language', async () => {
    const refused = await post({ ...demoPost('ar.role@example.com'), role: 'admin' }, '/ar/callback');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.role).toEqual([arabic('/unknownFieldMessage').replace('{field}', 'role')]);
    const english = await post({ ...demoPost('en.role@example.com'), role: 'admin' }, '/callback');
    expect(english.json().fields.role).toEqual(['"role" is not a field of this form.']);
  });

  it('answers a form sent without its script with the Arabic page, its banner and messages in Arabic', async () => {
    const response = await pagePost(
      { FirstName: '', Email: 'nope', phoneNumber: '', [HONEYPOT_FIELD]: '' },
      '/ar/callback',
    );
    expect(response.statusCode).toBe(400);
    const page = new JSDOM(response.body).window.document;
    expect(page.documentElement.lang).toBe('ar');
    expect(page.querySelector('[role="alert"]')?.textContent).toBe(arabic('/failure/invalid'));
    expect(page.getElementById(`${demoForm.id}_Email__error`)?.textContent).toBe(arabic('/messages/Email/format'));
  });

  it('takes the language of the page an answer page stands for, when the post comes from that answer', async () => {
    // The refusal's own address is the endpoint's: it posts again naming its page, and so is thanked.
    const response = await pagePost(
      { FirstName: 'Layla', Email: 'ar.again@example.com', phoneNumber: '5125550143' },
      CALLBACK,
      `${CALLBACK}?page=%2Far%2Fcallback`,
    );
    expect(response.statusCode).toBe(303);
    const row = await stored('ar.again@example.com');
    expect(row?.language).toBe('ar');
    expect(row?.source?.page).toBe('/ar/callback');
    const thanks = await server.app.inject({
      method: 'GET',
      url: response.headers.location!,
      headers: { host: HOST, referer: `http://${HOST}${CALLBACK}` },
    });
    const page = new JSDOM(thanks.body).window.document;
    expect(page.documentElement.lang).toBe('ar');
    expect(page.querySelector('[role="status"]')?.textContent).toBe(arabic('/success/text'));
  });

  it("mails the visitor in the page's language", async () => {
    await post(demoPost('ar.mail@example.com'), '/ar/callback');
    const lead = await server.leadTimeline('ar.mail@example.com');
    const subjects = lead!.submissions[0]!.outbox.map((row) => (row.payload as { subject: string }).subject);
    expect(subjects).toContain(arabic('/mails/1/subject'));
  });
});
