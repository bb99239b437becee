// The second factor at the request level, on the real app: set up from the account page with a code
// of the secret (the codes computed by the TOTP library as an app computes them), ten recovery codes
// shown once; then a sign-in takes the password and a code, each code and recovery code working
// once, wrong codes counted like wrong passwords; the operator can require it of every account.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureApp, type FixtureApp } from '../../../tests/support/fixture-app.ts';
import type { Store } from '../store/index.ts';
import { addUser, requireSecondFactor } from './accounts.ts';
import { hashPassword } from './passwords.ts';
import { ADMIN_SESSION_COOKIE } from './session.ts';
import { codeAt } from './two-factor.ts';

const TOKEN = 'b'.repeat(43);
const xsrf = { cookie: `XSRF-TOKEN=${TOKEN}`, 'x-xsrf-token': TOKEN, 'content-type': 'application/json' };
const PASSWORD = 'a passphrase for two steps';
const STEP_MS = 30_000;

describe('two-step sign-in', () => {
  let server: FixtureApp;
  let store: Store;
  let address = 0;

  beforeAll(async () => {
    // With the key the secrets are sealed with in the database: every step below goes through it.
    server = await fixtureApp({ TWO_FACTOR_KEY: randomBytes(32).toString('base64') });
    store = await server.store();
    const hash = await hashPassword(PASSWORD);
    for (const name of ['asha', 'ben']) {
      const user = await store.accounts.createUser(
        { name, fullName: `${name} Editor`, email: '', passwordHash: hash, roles: ['editor', 'publisher'] },
        new Date(),
      );
      await store.accounts.setPassword(user.id, hash, false, new Date());
    }
  }, 60_000);
  afterAll(() => server?.close());
  afterEach(() => vi.useRealTimers());

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    server.app.inject({ method, url, headers, ...(payload ? { payload } : {}), remoteAddress: '10.9.0.1' });

  /** A browser's headers with the session cookie the response set. */
  const withSession = (response: LightMyRequestResponse) => ({
    ...xsrf,
    cookie: `${xsrf.cookie}; ${ADMIN_SESSION_COOKIE}=${response.cookies.find((cookie) => cookie.name === ADMIN_SESSION_COOKIE)!.value}`,
  });

  async function passwordStep(name: string, from = `10.9.1.${++address}`) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/admin/api/sign-in',
      headers: xsrf,
      payload: { name, password: PASSWORD },
      remoteAddress: from,
    });
    expect(response.statusCode).toBe(200);
    return { response, headers: withSession(response) };
  }

  const secondStep = (headers: Record<string, string>, code: string, from = '10.9.0.1') =>
    server.app.inject({
      method: 'POST',
      url: '/admin/api/sign-in/second-factor',
      headers,
      payload: { code },
      remoteAddress: from,
    });

  let secret: string;
  let recoveryCodes: string[];
  /** When the code that confirmed the set-up was made (its time step is used up). */
  let confirmedAt: number;

  it('is set up from the account page: a QR code and a key, confirmed by a code from the app, ten recovery codes shown once', async () => {
    const { headers } = await passwordStep('asha');
    const page = await call('GET', '/admin/account', headers);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Two-step sign-in is off');
    expect((await call('POST', '/admin/api/two-factor/start', headers, {})).statusCode).toBe(200);
    secret = (await store.accounts.findUser('asha'))!.totpPending!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const settingUp = await call('GET', '/admin/account', headers);
    expect(settingUp.body).toContain(secret.replace(/(.{4})(?=.)/g, '$1 '));
    expect(settingUp.body).toContain('<img class="qr" src="/admin/account/two-factor.svg"');
    const qr = await call('GET', '/admin/account/two-factor.svg', headers);
    expect(qr.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(qr.headers['cache-control']).toBe('no-store');
    expect(qr.body).toMatch(/^<svg/);
    const wrong = await call('POST', '/admin/api/two-factor/confirm', headers, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    confirmedAt = Date.now();
    const confirmed = await call('POST', '/admin/api/two-factor/confirm', headers, {
      code: codeAt(secret, new Date(confirmedAt)),
    });
    expect(confirmed.statusCode).toBe(200);
    ({ recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>());
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    const on = await call('GET', '/admin/account', headers);
    expect(on.body).toContain('Two-step sign-in is on since');
    expect(on.body).toContain('Recovery codes left: 10.');
    expect(on.body).not.toContain(recoveryCodes[0]);
    // Stored as hashes only.
    expect(JSON.stringify(await store.audit.list({ limit: 100 }))).not.toContain(recoveryCodes[0]);
    // The secret is in no file of the database: sealed with TWO_FACTOR_KEY.
    for (const name of ['cortracker.sqlite', 'cortracker.sqlite-wal'])
      if (existsSync(join(server.dataDir, name)))
        expect(readFileSync(join(server.dataDir, name)).includes(secret), name).toBe(false);
  });

  it('asks for a code after the password: nothing else answers until it comes', async () => {
    const { response, headers } = await passwordStep('asha');
    expect(response.json()).toEqual({ name: 'asha', secondFactor: true });
    const me = await call('GET', '/admin/api/me', headers);
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ message: 'Enter the code from your authenticator app first.' });
    const page = await call('GET', '/admin/', headers);
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain('data-api="/admin/api/sign-in/second-factor"');
    expect(page.body).toContain('autocomplete="one-time-code"');
  });

  it('takes each code once: the code of a time step already used is refused, the next one signs in', async () => {
    const { headers } = await passwordStep('asha');
    const replay = await secondStep(headers, codeAt(secret, new Date(confirmedAt)));
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      message:
        'That code is not right, or it was used already. Enter the code your app shows now, or one of your recovery codes.',
    });
    vi.useFakeTimers({ toFake: ['Date'], now: confirmedAt + STEP_MS });
    const next = await secondStep(headers, codeAt(secret, new Date(confirmedAt + STEP_MS)));
    expect(next.statusCode).toBe(200);
    const signedIn = withSession(next);
    expect((await call('GET', '/admin/api/me', signedIn)).statusCode).toBe(200);
    // The half-way session of before is gone: its cookie no longer signs anything in.
    expect((await call('GET', '/admin/api/me', headers)).statusCode).toBe(401);
  });

  it('takes a recovery code once, instead of a code from the app', async () => {
    const first = await passwordStep('asha');
    expect((await secondStep(first.headers, recoveryCodes[0]!.toUpperCase().replace(/-/g, ' '))).statusCode).toBe(200);
    const again = await passwordStep('asha');
    expect((await secondStep(again.headers, recoveryCodes[0]!)).statusCode).toBe(401);
    expect((await secondStep(again.headers, recoveryCodes[1]!)).statusCode).toBe(200);
    expect(await store.accounts.countRecoveryCodes((await store.accounts.findUser('asha'))!.id)).toBe(8);
  });

  it('counts wrong codes like wrong passwords: the address waits after five', async () => {
    const from = '10.9.5.5';
    const { headers } = await passwordStep('asha', from);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await secondStep(headers, `12345${i}`, from)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect((await secondStep(headers, codeAt(secret, new Date()), from)).statusCode).toBe(429);
  });

  it('gives the second step five minutes', async () => {
    const { headers } = await passwordStep('asha');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 + 1000 });
    const late = await secondStep(headers, codeAt(secret, new Date()));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ message: 'The sign-in took too long. Sign in with your password again.' });
  });

  it('is required of every account when the operator says so: one without it is sent to set it up, and may not turn it off', async () => {
    const without = await requireSecondFactor(store, true);
    expect(without.map((user) => user.name)).toEqual(['ben']);
    const { headers } = await passwordStep('ben');
    const editor = await call('GET', '/admin/', headers);
    expect(editor.statusCode).toBe(303);
    expect(editor.headers.location).toBe('/admin/account');
    const me = await call('GET', '/admin/api/me', headers);
    expect(me.statusCode).toBe(403);
    expect(me.json()).toMatchObject({
      message: 'This site requires two-step sign-in: set it up on your account page first.',
    });
    const page = await call('GET', '/admin/account', headers);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This site requires two-step sign-in. Set it up below to go on to the editor.');
    expect((await call('POST', '/admin/api/two-factor/start', headers, {})).statusCode).toBe(200);
    const bensSecret = (await store.accounts.findUser('ben'))!.totpPending!;
    expect(
      (await call('POST', '/admin/api/two-factor/confirm', headers, { code: codeAt(bensSecret, new Date()) }))
        .statusCode,
    ).toBe(200);
    expect((await call('GET', '/admin/api/me', headers)).statusCode).toBe(200);
    const off = await call('POST', '/admin/api/two-factor/off', headers, {
      password: PASSWORD,
      code: recoveryCodes[5]!,
    });
    expect(off.statusCode).toBe(409);
    await requireSecondFactor(store, false);
  });

  it('is turned off with the password and a code, and then the password alone signs in', async () => {
    const { headers: half } = await passwordStep('asha');
    const signedIn = withSession(await secondStep(half, recoveryCodes[2]!));
    const off = (body: object) => call('POST', '/admin/api/two-factor/off', signedIn, body);
    expect((await off({ password: PASSWORD, code: 'not a code' })).json()).toMatchObject({ field: 'code' });
    // A code alone is not enough: a session left open does not take the factor away.
    expect((await off({ code: recoveryCodes[3]! })).statusCode).toBe(400);
    const wrongPassword = await off({ password: 'not the password', code: recoveryCodes[3]! });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({
      field: 'password',
      message: 'The current password is not right: type the password you signed in with.',
    });
    // The code was not used up by the refused attempt: it turns the factor off with the password.
    expect((await off({ password: PASSWORD, code: recoveryCodes[3]! })).statusCode).toBe(200);
    const { response } = await passwordStep('asha');
    expect(response.json()).toEqual({ name: 'asha', mustChangePassword: false });
  });

  it('keeps the steps in the audit log, never a code', async () => {
    const entries = await store.audit.list({ limit: 500 });
    const actions = new Set(entries.map((entry) => `${entry.actor} ${entry.action}`));
    for (const expected of [
      'asha two-factor-setup-started',
      'asha two-factor-on',
      'asha sign-in-password',
      'asha second-factor-failed',
      'asha two-factor-off',
      'operator two-factor-required',
    ])
      expect(actions).toContain(expected);
    expect(JSON.stringify(entries)).not.toContain(recoveryCodes[4]);
    expect(JSON.stringify(entries)).not.toContain(secret);
  });

  it('is set up only by a signed-in account of its own', async () => {
    const { password } = await addUser(store, { name: 'cleo' });
    expect(password).toHaveLength(20);
    expect((await call('POST', '/admin/api/two-factor/start', xsrf, {})).statusCode).toBe(401);
  });
});
