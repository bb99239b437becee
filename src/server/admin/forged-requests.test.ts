// Forged requests against /admin, on the real app: every page and call sent by a signed-in browser
// without the anti-forgery header, under every spelling of its address that the router may still
// take for it (percent-encoded letters, an encoded slash, doubled slashes, trailing dots, upper
// case), is refused and changes nothing; and a request from a page of another site is refused even
// with the token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp, type FixtureApp } from '../../../tests/support/fixture-app.ts';
import { textHash } from '../editor/config-files.ts';
import { hashPassword } from './passwords.ts';
import { ADMIN_SESSION_COOKIE } from './session.ts';

const TOKEN = 'd'.repeat(43);
const PASSWORD = 'a password nobody guesses';

/** Every call and page of /admin that does something, as [method, url, body]. */
const CALLS: [string, string, object?][] = [
  ['POST', '/admin/api/sign-in', { name: 'asha', password: PASSWORD }],
  ['POST', '/admin/api/sign-in/second-factor', { code: '123456' }],
  ['POST', '/admin/api/sign-out', {}],
  ['POST', '/admin/api/password', { current: PASSWORD, next: 'an entirely new passphrase' }],
  ['POST', '/admin/api/draft', { files: [{ path: 'faq.json', baseHash: null, text: '{}' }] }],
  ['POST', '/admin/api/draft/discard', {}],
  ['POST', '/admin/api/publish', {}],
  ['POST', '/admin/api/publish/stop', { id: 1 }],
  ['POST', '/admin/api/rollback', { to: 1 }],
  ['POST', '/admin/api/save', { files: [{ path: 'faq.json', baseHash: null, value: {} }] }],
  ['POST', '/admin/api/form-rules', { form: {} }],
  ['POST', '/admin/api/two-factor/start', {}],
  ['POST', '/admin/api/two-factor/confirm', { code: '123456' }],
  ['POST', '/admin/api/two-factor/off', { password: 'x', code: '123456' }],
  ['GET', '/admin/api/me'],
  ['GET', '/admin/api/draft'],
  ['GET', '/admin/api/config'],
  ['GET', '/admin/api/files/faq.json'],
  ['GET', '/admin/api/history'],
  ['GET', '/admin/api/history/1'],
  ['GET', '/admin/api/publish/status'],
  ['GET', '/admin/api/images'],
  ['POST', '/admin/api/leads', { filter: {} }],
  ['POST', '/admin/api/leads/export', { filter: {}, format: 'csv' }],
  ['POST', '/admin/api/leads/person', { email: 'asha@example.com' }],
  ['POST', '/admin/api/leads/erase', { email: 'asha@example.com' }],
  ['GET', '/admin/api/leads/mail-queue'],
  ['POST', '/admin/api/leads/mail-queue/retry', { dead: true }],
  ['GET', '/admin/api/schedules'],
  ['POST', '/admin/api/schedules', { at: '2099-01-01T09:00:00+04:00' }],
  ['GET', '/admin/api/preview-links'],
  ['POST', '/admin/api/preview-links', { days: 7 }],
  ['GET', '/admin/api/reviews'],
  ['POST', '/admin/api/reviews', {}],
];

/** The address spelled in ways a router may decode, fold or tolerate. */
function spellings(url: string): string[] {
  const [path] = url.split('?') as [string];
  const segments = path.split('/').slice(1);
  const variants = new Set<string>();
  const join = (parts: string[]) => `/${parts.join('/')}`;
  segments.forEach((segment, index) => {
    const with_ = (replacement: string) => join(segments.map((part, i) => (i === index ? replacement : part)));
    const hex = segment.charCodeAt(0).toString(16);
    variants.add(with_(`%${hex}${segment.slice(1)}`));
    variants.add(with_(`%${hex.toUpperCase()}${segment.slice(1)}`));
    variants.add(with_(segment.toUpperCase()));
    variants.add(with_(`${segment}.`));
    variants.add(with_(`${segment}%2e`));
    if (index > 0) {
      variants.add(join(segments.slice(0, index)) + '%2F' + join(segments.slice(index)).slice(1));
      variants.add(join(segments.slice(0, index)) + '%2f' + join(segments.slice(index)).slice(1));
      variants.add(join(segments.slice(0, index)) + '/' + join(segments.slice(index)));
    }
  });
  variants.add(path.toUpperCase());
  variants.add(`${path}/`);
  variants.add(`${path}/.`);
  variants.add(`/${path}`);
  variants.add(path.replace('/admin/api/', '/admin/./api/'));
  variants.add(path.replace('/admin/api/', '/admin/api/../api/'));
  variants.add(path.replace('/admin/api/', '/admin/%2e/api/'));
  variants.add(path);
  return [...variants];
}

describe('a forged request to /admin', () => {
  let server: FixtureApp;
  let headers: Record<string, string>;
  const faq = () => server.app.inject({ method: 'GET', url: '/admin/api/draft', headers });

  beforeAll(async () => {
    server = await fixtureApp();
    const store = await server.store();
    const hash = await hashPassword(PASSWORD);
    const user = await store.accounts.createUser(
      { name: 'asha', fullName: 'Asha', email: '', passwordHash: hash, roles: ['editor', 'publisher'] },
      new Date(),
    );
    await store.accounts.setPassword(user.id, hash, false, new Date());
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/admin/api/sign-in',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${TOKEN}`, 'x-xsrf-token': TOKEN },
      payload: { name: 'asha', password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    const session = signIn.cookies.find((cookie) => cookie.name === ADMIN_SESSION_COOKIE)!.value;
    headers = { cookie: `XSRF-TOKEN=${TOKEN}; ${ADMIN_SESSION_COOKIE}=${session}`, 'x-xsrf-token': TOKEN };
    // A draft for a forged discard or publish to act on.
    const live = (await server.app.inject({ method: 'GET', url: '/admin/api/files/faq.json', headers })).json<{
      text: string;
    }>().text;
    const value = { ...(JSON.parse(live) as object), $comment: 'drafted' };
    const saved = await server.app.inject({
      method: 'POST',
      url: '/admin/api/draft',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: { files: [{ path: 'faq.json', baseHash: textHash(live), text: JSON.stringify(value) }] },
    });
    expect(saved.statusCode).toBe(200);
  }, 60_000);
  afterAll(() => server?.close());

  it('is refused without the token under every spelling of its address, and changes nothing', async () => {
    const { 'x-xsrf-token': _token, ...withoutToken } = headers;
    const accepted: string[] = [];
    for (const [method, url, body] of CALLS) {
      for (const spelling of spellings(url)) {
        const response = await server.app.inject({
          method: method as 'GET',
          url: spelling,
          headers: body ? { ...withoutToken, 'content-type': 'application/json' } : withoutToken,
          ...(body ? { payload: body } : {}),
        });
        if (response.statusCode < 400) accepted.push(`${method} ${spelling}: ${response.statusCode}`);
      }
    }
    expect(accepted).toEqual([]);
    // Still signed in, the draft still there, nothing published.
    expect((await server.app.inject({ method: 'GET', url: '/admin/api/me', headers })).statusCode).toBe(200);
    expect((await faq()).json<{ files: { path: string }[] }>().files.map((file) => file.path)).toEqual(['faq.json']);
    const status = await server.app.inject({ method: 'GET', url: '/admin/api/publish/status', headers });
    expect(status.json()).toMatchObject({ running: null, last: null });
  });

  it('is refused from a page of another site, or another host of the same site, even with the token', async () => {
    const post = (extra: Record<string, string>) =>
      server.app.inject({
        method: 'POST',
        url: '/admin/api/draft/discard',
        headers: { ...headers, 'content-type': 'application/json', ...extra },
        payload: {},
      });
    const elsewhere: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      { origin: 'https://blog.localhost:8443' },
      { origin: 'null' },
    ];
    for (const extra of elsewhere) {
      const response = await post(extra);
      expect(response.statusCode, JSON.stringify(extra)).toBe(403);
      expect(response.json<{ message: string }>().message).toMatch(/another site/);
    }
    expect((await faq()).json<{ files: unknown[] }>().files).toHaveLength(1);
    // A page of this origin (the editor itself) is let through.
    expect((await post({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' })).statusCode).toBe(200);
    expect((await faq()).json<{ files: unknown[] }>().files).toHaveLength(0);
  });

  it('may still open a page from a link elsewhere (a read, no change)', async () => {
    const page = await server.app.inject({
      method: 'GET',
      url: '/admin/login',
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(page.statusCode).toBe(200);
  });
});
