// A lead's source as the form endpoints take it (issue 43): from the body a form's script sends,
// within the bounds of its schema or refused with the rule; from the Referer of a form sent without
// its script. On the real app and the fixture callback form.
import { describe, expect, it } from 'vitest';
import { postHeaders, setUpFixtureApp, type FixtureApp } from '../../../tests/support/fixture-app.ts';
import { demoForm } from '../../../tests/unit/fixture-forms.ts';
import { demoFields, demoPost } from '../../../tests/support/demo-post.ts';
import { HONEYPOT_FIELD } from '../../shared/forms/envelope.ts';
import { SOURCE_FIELD } from '../../shared/lead-source.ts';
import { SOURCE_REFUSED } from '../http/lead-source-body.ts';

const CALLBACK = demoForm.endpoint.url;

const sent = (email: string, source: unknown) => ({ ...demoPost(email), [SOURCE_FIELD]: source });

const post = (server: FixtureApp, payload: unknown) =>
  server.app.inject({ method: 'POST', url: CALLBACK, headers: postHeaders, payload: payload as object });

describe('a lead source sent with a form', () => {
  const server = setUpFixtureApp();
  const stored = async (email: string) =>
    (await server().submissions('demo')).filter((row) => (row.payload as { Email: string }).Email === email);

  it('is stored beside the submission as the script sent it', async () => {
    const source = {
      page: '/demo',
      landingPage: '/erp',
      referrerHost: 'news.example.org',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'spring <b>sale</b>',
    };
    const response = await post(server(), sent('source.one@example.com', source));
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await stored('source.one@example.com');
    expect(row?.source).toEqual(source);
    // It is no field of the form: the entries and the mails do not carry it.
    expect(row?.payload).not.toHaveProperty(SOURCE_FIELD);
  });

  it('is refused with its rule, and nothing stored, when it breaks its bounds', async () => {
    const forged = [
      { utmCampaign: 'x'.repeat(10_240) },
      { utmSource: 'ads\u0000\u001b[31m' },
      { referrerHost: '<script>alert(1)</script>' },
      { referrerHost: 'evil.example/path' },
      { page: 'https://elsewhere.example/' },
      { page: `/${'a'.repeat(300)}` },
      { page: '/demo', userId: 'abc' },
      { utmMedium: 7 },
      'the demo page',
      ['/demo'],
    ];
    for (const source of forged) {
      const response = await post(server(), sent('forged@example.com', source));
      expect(response.statusCode, JSON.stringify(source).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual({ error: 'Validation failed', message: SOURCE_REFUSED, fields: {} });
    }
    expect(await stored('forged@example.com')).toEqual([]);
  });

  it('is taken from the Referer of a form sent without its script: the page and its campaign', async () => {
    const response = await server().app.inject({
      method: 'POST',
      url: CALLBACK,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        host: 'localhost:80',
        'sec-fetch-site': 'same-origin',
        cookie: `XSRF-TOKEN=${'a'.repeat(43)}`,
        referer: `http://localhost:80/demo?utm_source=fair&utm_campaign=${'%E2%80%8B'.repeat(3)}${'y'.repeat(500)}`,
      },
      payload: new URLSearchParams({ ...demoFields('no.script@example.com'), [HONEYPOT_FIELD]: '' }).toString(),
    });
    expect(response.statusCode, response.body).toBeLessThan(400);
    const [row] = await stored('no.script@example.com');
    // The invisible characters are gone and the campaign is cut to its bound.
    expect(row?.source).toEqual({ page: '/demo', utmSource: 'fair', utmCampaign: 'y'.repeat(100) });
  });
});
