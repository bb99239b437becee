// /admin at the request level, on the real app: no route answers without a session (401, or the
// sign-in page), no call without the anti-forgery header (403); sign-in, its limits, the password
// change, the session's cookie and timeouts, sign-out, and the audit log of it all.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixtureApp, type FixtureApp } from '../../../tests/support/fixture-app.ts';
import { addUser } from './accounts.ts';
import { adminText } from '../words/text.ts';
import { ADMIN_SESSION_COOKIE } from './session.ts';

const TOKEN = 'a'.repeat(43);
const xsrf = { cookie: `XSRF-TOKEN=${TOKEN}`, 'x-xsrf-token': TOKEN };
const NEW_PASSWORD = 'a long new passphrase';

/** Every page and call of /admin but the sign-in page and call, as [method, url, body]. */
const GUARDED: [string, string, object?][] = [
  ['GET', '/admin'],
  ['GET', '/admin/'],
  ['GET', '/admin/some/page'],
  ['GET', '/admin/api/me'],
  ['GET', '/admin/api/draft'],
  ['POST', '/admin/api/draft', { files: [{ path: 'faq.json', baseHash: null, text: '{}' }] }],
  ['POST', '/admin/api/draft/discard', {}],
  ['POST', '/admin/api/publish', {}],
  ['GET', '/admin/api/publish/status'],
  ['GET', '/admin/api/history'],
  ['GET', '/admin/api/history/1'],
  ['POST', '/admin/api/rollback', { to: 1 }],
  ['POST', '/admin/api/password', { current: 'x', next: 'y' }],
  ['POST', '/admin/api/no-such-call', {}],
  ['GET', '/admin/account'],
  ['GET', '/admin/account/two-factor.svg'],
  ['POST', '/admin/api/two-factor/start', {}],
  ['POST', '/admin/api/two-factor/confirm', { code: '123456' }],
  ['POST', '/admin/api/two-factor/off', { password: 'x', code: '123456' }],
  // The editor: its documents, bundle, images and calls.
  ['GET', '/admin/preview'],
  ['GET', '/admin/assets/editor-fixture.js'],
  ['GET', '/admin/images/logo.svg'],
  ['GET', '/admin/favicon.svg'],
  ['GET', '/admin/api/config'],
  ['GET', '/admin/api/files/faq.json'],
  ['GET', '/admin/api/images'],
  ['POST', '/admin/api/form-rules', { form: {} }],
  ['POST', '/admin/api/save', { files: [{ path: 'faq.json', baseHash: null, value: {} }] }],
  ['POST', '/admin/api/check', { files: [] }],
  ['POST', '/admin/api/search', { query: 'erp', loaded: [] }],
];

function cookieOf(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

describe('/admin', () => {
  let server: FixtureApp;
  let password: string;
  let address = 0;
  /** Each test signs in from an address of its own, so failed sign-ins of one do not block another. */
  const nextAddress = () => `10.1.0.${++address}`;

  beforeAll(async () => {
    server = await fixtureApp();
  });
  afterAll(() => server.close());
  afterEach(() => vi.useRealTimers());

  const inject = (
    method: string,
    url: string,
    headers: Record<string, string> = {},
    payload?: object,
    remoteAddress = '10.0.0.1',
  ) =>
    server.app.inject({
      method: method as 'GET',
      url,
      headers: payload ? { 'content-type': 'application/json', ...headers } : headers,
      ...(payload ? { payload } : {}),
      remoteAddress,
    });

  const signIn = (name: string, secret: string, remoteAddress = nextAddress(), headers: Record<string, string> = {}) =>
    inject('POST', '/admin/api/sign-in', { ...xsrf, ...headers }, { name, password: secret }, remoteAddress);

  /** The headers of a signed-in browser: its session cookie and the anti-forgery pair. */
  async function session(name: string, secret: string): Promise<Record<string, string>> {
    const response = await signIn(name, secret);
    expect(response.statusCode).toBe(200);
    return {
      ...xsrf,
      cookie: `${xsrf.cookie}; ${ADMIN_SESSION_COOKIE}=${cookieOf(response, ADMIN_SESSION_COOKIE)!.value}`,
    };
  }

  it("is not there while there is no account: every address is the site's not-found page", async () => {
    for (const [method, url] of [
      ['GET', '/admin'],
      ['GET', '/admin/login'],
      ['POST', '/admin/api/sign-in'],
    ] as const) {
      const response = await inject(method, url, xsrf, method === 'POST' ? {} : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    ({ password } = await addUser(await server.store(), {
      name: 'asha',
      email: 'asha@example.com',
      fullName: 'Asha Rao',
    }));
  });

  it('answers every page and call without a session with 401 (a page with the sign-in form), never cached or indexed', async () => {
    for (const [method, url, body] of GUARDED) {
      const response = await inject(method, url, xsrf, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow');
      if (url.startsWith('/admin/api/')) expect(response.json<{ message: string }>().message).toBe('Sign in first.');
      else expect(response.body).toContain('data-api="/admin/api/sign-in"');
    }
  });

  it("serves the sign-in page under the site's strict CSP and the hardening headers", async () => {
    const response = await inject('GET', '/admin/login');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<script type="module" src="/admin/sign-in/admin-fixture.js"></script>');
    expect(response.body).not.toMatch(/<script>|style=/);
    // The page gives the browser the anti-forgery cookie its script repeats.
    expect(cookieOf(response, 'XSRF-TOKEN')).toBeDefined();
  });

  it('refuses a sign-in without the anti-forgery header, and every call of a session without it', async () => {
    expect((await signIn('asha', password, nextAddress(), { 'x-xsrf-token': '' })).statusCode).toBe(403);
    const headers = await session('asha', password);
    const { 'x-xsrf-token': _token, ...withoutHeader } = headers;
    for (const [method, url, body] of GUARDED.filter(([, url]) => url.startsWith('/admin/api/'))) {
      const response = await inject(method, url, withoutHeader, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('signs in with a session cookie that is HttpOnly, SameSite=Strict, for /admin, Secure over https, ending after 30 idle minutes', async () => {
    const response = await signIn('asha', password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'asha', mustChangePassword: true });
    const cookie = cookieOf(response, ADMIN_SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/admin' });
    expect(cookie.secure).toBeFalsy();
    expect(Math.round((cookie.expires!.getTime() - Date.now()) / 60_000)).toBe(30);
  });

  it('marks the cookie Secure when the browser came over https through the proxy', async () => {
    const proxied = await fixtureApp({ TRUST_PROXY: '1' });
    try {
      const { password: secret } = await addUser(await proxied.store(), { name: 'ben' });
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/admin/api/sign-in',
        headers: { ...xsrf, 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        payload: { name: 'ben', password: secret },
      });
      expect(response.statusCode).toBe(200);
      expect(cookieOf(response, ADMIN_SESSION_COOKIE)).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
      });
    } finally {
      await proxied.close();
    }
  });

  it('asks for a new password first: calls are refused and the page is the password form until it is changed', async () => {
    const headers = await session('asha', password);
    expect((await inject('GET', '/admin/api/me', headers)).statusCode).toBe(403);
    expect((await inject('GET', '/admin', headers)).body).toContain('data-api="/admin/api/password"');
    const change = (current: string, next: string) => inject('POST', '/admin/api/password', headers, { current, next });
    // Each refusal names the field it is about: the page ties its words to that field and focuses it.
    expect((await change('not it', NEW_PASSWORD)).json()).toMatchObject({
      message: adminText.messages.wrongCurrent,
      field: 'current',
    });
    expect((await change(password, 'short')).json()).toMatchObject({
      message: 'The new password needs at least 12 characters.',
      field: 'next',
    });
    expect((await change(password, 'password1234')).json()).toMatchObject({
      message: expect.stringMatching(/^The new password is too easy to guess/),
      field: 'next',
    });
    expect((await change(password, 'asha is my name')).statusCode).toBe(400);
    expect((await change(password, password)).statusCode).toBe(400);
    const other = await session('asha', password);
    expect((await change(password, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await inject('GET', '/admin/api/me', headers)).json()).toEqual({
      name: 'asha',
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      // The first account of a database is an admin.
      roles: ['admin'],
      permissions: ['edit', 'publish', 'leads', 'admin'],
    });
    // The other browser of the account was signed out by the change.
    expect((await inject('GET', '/admin/api/me', other)).statusCode).toBe(401);
    expect((await signIn('asha', password)).statusCode).toBe(401);
  });

  it('serves the editor at /admin/ to a signed-in account, framable only in its preview, never cached', async () => {
    const headers = await session('asha', NEW_PASSWORD);
    const bare = await inject('GET', '/admin', headers);
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/admin/');
    const editor = await inject('GET', '/admin/', headers);
    expect(editor.statusCode).toBe(200);
    expect(editor.body).toContain('Fixture: the editor');
    const preview = await inject('GET', '/admin/preview', headers);
    expect(preview.body).toContain('Fixture: the preview');
    for (const response of [
      editor,
      preview,
      await inject('GET', '/admin/assets/editor-fixture.js', headers),
      await inject('GET', '/admin/api/config', headers),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
    expect(preview.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    for (const response of [
      editor,
      await inject('GET', '/admin/api/config', headers),
      await inject('GET', '/admin/login'),
    ]) {
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
    // What the editor reads: the config, saved to the account's draft.
    expect((await inject('GET', '/admin/api/config', headers)).json()).toMatchObject({ saveTarget: 'draft' });
  });

  it("answers a call whose body, query or address is not of its route's schema with a 400 in /admin's words", async () => {
    const badRequest = { error: 'Bad Request', message: adminText.messages.badRequest };
    const refused = async (method: string, url: string, headers: Record<string, string>, body?: object) => {
      const response = await inject(method, url, headers, body, nextAddress());
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json(), url).toEqual(badRequest);
    };
    for (const body of [{ name: 5, password: 'x' }, { name: 'asha' }, { name: 'a'.repeat(41), password: 'x' }, []])
      await refused('POST', '/admin/api/sign-in', xsrf, body);
    await refused('POST', '/admin/api/sign-in/second-factor', xsrf, { code: 123456 });
    const headers = await session('asha', NEW_PASSWORD);
    for (const body of [{ password: 'x', code: 'x'.repeat(41) }, {}, { code: '123456' }])
      await refused('POST', '/admin/api/two-factor/off', headers, body);
    await refused('POST', '/admin/api/password', headers, { current: NEW_PASSWORD });
    for (const body of [{ id: 0 }, { id: '1' }, { id: 1.5 }])
      await refused('POST', '/admin/api/publish/stop', headers, body);
    for (const body of [{ to: -1 }, { to: null }]) await refused('POST', '/admin/api/rollback', headers, body);
    for (const query of ['before=0', 'before=x', 'before=1&before=2'])
      await refused('GET', `/admin/api/history?${query}`, headers);
  });

  it('lets the editor in from their own address while others fail on the account from theirs: slowed, never locked out', async () => {
    const store = await server.store();
    const { password: secret } = await addUser(store, { name: 'carla' });
    // Five addresses, one wrong password each: the old rule locked carla out for everyone.
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await signIn('carla', 'wrong password', `10.2.0.${++address}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await signIn('carla', secret, `10.2.0.${++address}`)).statusCode).toBe(200);
  });

  it('makes one address wait on one account after five failures, while the editor signs in from theirs', async () => {
    const store = await server.store();
    const { password: secret } = await addUser(store, { name: 'dana' });
    // The clock stands still while it looks, so the wait it is told is the whole 30 s however slowly
    // the machine answers (on a loaded one, a second passed and it read 29).
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const attacker = nextAddress();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn('dana', 'wrong password', attacker)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const waiting = await signIn('dana', secret, attacker);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toMatchObject({
      message: 'Too many failed sign-ins for this account from your network. Wait 30 seconds before you try again.',
    });
    expect(waiting.headers['retry-after']).toBe('30');
    expect((await signIn('dana', secret, nextAddress())).statusCode).toBe(200);
    // After the wait, that address may try again.
    vi.setSystemTime(start + 31_000);
    expect((await signIn('dana', secret, attacker)).statusCode).toBe(200);
  });

  it('makes an address wait after twenty failures, whichever names it tries', async () => {
    const from = nextAddress();
    const statuses = [];
    for (let i = 0; i < 20; i++) statuses.push((await signIn(`guess${i}`, 'guess', from)).statusCode);
    expect(statuses).toEqual([...Array(19).fill(401), 429]);
    const blocked = await signIn('asha', NEW_PASSWORD, from);
    expect(blocked.json()).toMatchObject({
      message: 'Too many failed sign-ins from your network. Wait 30 seconds before you try again.',
    });
  });

  it('counts a wrong current password in the password change like a failed sign-in', async () => {
    const store = await server.store();
    const { password: secret } = await addUser(store, { name: 'emil' });
    const headers = await session('emil', secret);
    const change = (current: string) =>
      inject('POST', '/admin/api/password', headers, { current, next: 'a brand new passphrase' });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await change(`guess number ${i}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const waiting = await change(secret);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json<{ message: string }>().message).toMatch(/^Too many failed sign-ins for this account/);
  });

  it('refuses a new password that is only spaces, holds a control character, repeats a few characters or is common, saying why', async () => {
    const store = await server.store();
    const { password: secret } = await addUser(store, { name: 'fenna', fullName: 'Fenna Visser' });
    const headers = await session('fenna', secret);
    const change = async (next: string) =>
      (await inject('POST', '/admin/api/password', headers, { current: secret, next })).json<{ message: string }>()
        .message;
    expect(await change(' '.repeat(12))).toBe('The new password cannot be only spaces.');
    expect(await change('\0'.repeat(12))).toMatch(/^The new password holds a control or invisible character/);
    expect(await change('aaaaaaaaaaaa')).toBe(
      'The new password repeats too few characters: use at least 5 different ones.',
    );
    expect(await change('password1234')).toMatch(
      /^The new password is too easy to guess: it is close to a password people use often\./,
    );
    expect(await change('qwertyuiop12')).toMatch(/^The new password is too easy to guess:/);
    expect(await change('fenna visser 12')).toMatch(
      /^The new password must not contain your account name|too easy to guess/,
    );
    expect(await change('a brand new passphrase')).toBe('Your password is saved.');
  });

  it("brakes a flood of sign-in calls from one address, in the sign-in page's own words", async () => {
    const from = nextAddress();
    const statuses = new Set<number>();
    for (let i = 0; i < 30; i++)
      statuses.add((await inject('POST', '/admin/api/sign-in', xsrf, { name: 'asha' }, from)).statusCode);
    expect([...statuses]).toEqual([400]);
    const flood = await inject('POST', '/admin/api/sign-in', xsrf, { name: 'asha' }, from);
    expect(flood.statusCode).toBe(429);
    expect(flood.json<{ message: string }>().message).toMatch(
      /^Too many sign-in attempts from your network\. Wait \d+ seconds before you try again\.$/,
    );
  });

  it('ends a session after 30 minutes without a request, and after 12 hours whatever happens', async () => {
    let headers = await session('asha', NEW_PASSWORD);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start + 29 * 60_000 });
    expect((await inject('GET', '/admin/api/me', headers)).statusCode).toBe(200);
    vi.setSystemTime(start + 29 * 60_000 + 31 * 60_000);
    expect((await inject('GET', '/admin/api/me', headers)).statusCode).toBe(401);

    vi.useRealTimers();
    headers = await session('asha', NEW_PASSWORD);
    const signedIn = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: signedIn });
    for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
      vi.setSystemTime(signedIn + minutes * 60_000);
      expect((await inject('GET', '/admin/api/me', headers)).statusCode, `${minutes} minutes in`).toBe(200);
    }
    vi.setSystemTime(signedIn + 12 * 60 * 60_000 + 60_000);
    const ended = await inject('GET', '/admin/api/me', headers);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ message: 'Your session has ended after 12 hours. Sign in again.' });
  });

  it('signs out: the session is gone', async () => {
    const headers = await session('asha', NEW_PASSWORD);
    expect((await inject('POST', '/admin/api/sign-out', headers, {})).statusCode).toBe(200);
    expect((await inject('GET', '/admin/api/me', headers)).statusCode).toBe(401);
  });

  it('keeps every sign-in, failure, password change and sign-out in the audit log, never a password', async () => {
    const entries = await (await server.store()).audit.list({ limit: 500 });
    const actions = new Set(entries.map((entry) => `${entry.actor} ${entry.action}`));
    for (const expected of [
      'operator user-added',
      'asha sign-in',
      'asha sign-in-failed',
      'asha password-changed',
      'asha sign-out',
      'carla sign-in-failed',
      'emil password-check-failed',
    ])
      expect(actions).toContain(expected);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(NEW_PASSWORD);
    expect(text).not.toContain(password);
  });
});
