// The Accounts page and the audit log at the request level, on the real app: only an admin opens them;
// an admin adds an account (its one-time password in the answer, which signs in), changes roles,
// resets a password, unlocks, removes, each in the audit log under the admin's name; cannot remove
// or demote themselves; bad input is a 400 with a sentence, a missing account a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp, postHeaders, signedInAccounts, type FixtureApp } from '../../../tests/support/fixture-app.ts';
import type { Store } from '../store/index.ts';
import { AUDIT_PAGE } from './accounts-routes.ts';
import { adminText, fill } from '../words/text.ts';

const PASSWORD = 'a passphrase for the accounts';

describe('the Accounts page of /admin', () => {
  let server: FixtureApp;
  let store: Store;
  let address = 0;
  const as: Record<string, Record<string, string>> = {};

  async function signIn(name: string, password: string) {
    return server.app.inject({
      method: 'POST',
      url: '/admin/api/sign-in',
      headers: postHeaders,
      payload: { name, password },
      remoteAddress: `10.7.0.${++address}`,
    });
  }

  beforeAll(async () => {
    server = await fixtureApp();
    store = await server.store();
    const accounts = await signedInAccounts(server, { root: ['admin'], pia: ['editor', 'publisher'] }, PASSWORD);
    for (const [name, account] of Object.entries(accounts)) as[name] = account.headers;
  }, 60_000);
  afterAll(() => server.close());

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: as[who], ...(payload ? { payload } : {}) });

  it('is an admin’s: anyone else gets 403', async () => {
    for (const [method, url, body] of [
      ['GET', '/admin/accounts'],
      ['GET', '/admin/audit'],
      ['POST', '/admin/api/accounts', { name: 'eve', roles: 'admin' }],
      ['POST', '/admin/api/accounts/roles', { name: 'pia', roles: 'admin' }],
      ['POST', '/admin/api/accounts/reset-password', { name: 'root' }],
      ['POST', '/admin/api/accounts/unlock', { name: 'root' }],
      ['POST', '/admin/api/accounts/remove', { name: 'root' }],
    ] as const) {
      expect((await call('pia', method, url, body)).statusCode, url).toBe(403);
    }
    expect((await store.accounts.findUser('pia'))?.roles).toEqual(['editor', 'publisher']);
    expect(await store.accounts.findUser('eve')).toBeUndefined();
    const page = await call('root', 'GET', '/admin/accounts');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h3 id="account-1">root (you)</h3>');
    expect(page.body).toContain('value="admin" checked');
  });

  it('offers Unlock only for a locked account, and Remove as a destructive action', async () => {
    const page = async () => (await call('root', 'GET', '/admin/accounts')).body;
    expect(await page()).not.toContain('Unlock');
    for (let i = 0; i < 5; i++) expect((await signIn('pia', 'not her password')).statusCode).toBe(401);
    const locked = await page();
    expect(locked).toContain('>Unlock pia</button>');
    // Unlocked, the list is written again in place (the page's script), so the button goes at once.
    expect(locked).toMatch(/data-api="\/admin\/api\/accounts\/unlock"[^>]*data-refresh="accounts"/);
    expect(locked).not.toContain('Unlock root');
    expect(locked).toContain('<button type="submit" class="danger">Remove pia</button>');
    expect((await call('root', 'POST', '/admin/api/accounts/unlock', { name: 'pia' })).statusCode).toBe(200);
    expect(await page()).not.toContain('Unlock');
  });

  it('adds an account whose one-time password, shown once in the answer, signs in', async () => {
    const added = await call('root', 'POST', '/admin/api/accounts', {
      name: 'lena',
      fullName: 'Lena Park',
      email: 'lena@example.com',
      roles: 'leads,editor',
    });
    expect(added.statusCode, added.body).toBe(200);
    const password = /one-time password is (\S+)/.exec(added.json<{ message: string }>().message)![1]!;
    expect(await store.accounts.findUser('lena')).toMatchObject({ fullName: 'Lena Park', roles: ['editor', 'leads'] });
    const signedIn = await signIn('lena', password);
    expect(signedIn.json()).toEqual({ name: 'lena', mustChangePassword: true });
    // The page never shows it again.
    expect((await call('root', 'GET', '/admin/accounts')).body).not.toContain(password);
    // A name taken: the words say what to do, and name the field to fix.
    const taken = await call('root', 'POST', '/admin/api/accounts', { name: 'lena' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: fill(adminText.accounts.nameTaken, { name: 'lena' }),
      field: 'name',
    });
  });

  it('answers bad input with a sentence', async () => {
    const badName = await call('root', 'POST', '/admin/api/accounts', { name: 'no spaces please' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json()).toMatchObject({
      message: fill(adminText.accounts.badName, { name: 'no spaces please' }),
      field: 'name',
    });
    const badEmail = await call('root', 'POST', '/admin/api/accounts', { name: 'mira', email: 'mira at example' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({
      message: fill(adminText.accounts.badEmail, { email: 'mira at example' }),
      field: 'email',
    });
    expect(await store.accounts.findUser('mira')).toBeUndefined();
    const badRole = await call('root', 'POST', '/admin/api/accounts/roles', { name: 'lena', roles: 'editor,boss' });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json()).toMatchObject({
      message: '“boss” is not a role: the roles are editor, publisher, leads, admin.',
    });
    expect((await call('root', 'POST', '/admin/api/accounts/roles', { name: 5 })).statusCode).toBe(400);
    expect((await call('root', 'POST', '/admin/api/accounts/unlock', { name: 'nobody' })).statusCode).toBe(404);
    expect((await call('root', 'GET', '/admin/audit?before=zero')).statusCode).toBe(400);
  });

  it('changes roles, resets a password, unlocks and removes; never the admin’s own account or admin role', async () => {
    const roles = await call('root', 'POST', '/admin/api/accounts/roles', { name: 'lena', roles: 'publisher' });
    expect(roles.json()).toEqual({ message: '“lena” now has the roles: publisher.' });
    const none = await call('root', 'POST', '/admin/api/accounts/roles', { name: 'lena' });
    expect(none.json()).toEqual({ message: '“lena” now has the roles: none (it can only sign in).' });
    const reset = await call('root', 'POST', '/admin/api/accounts/reset-password', { name: 'lena' });
    const password = /one-time password is (\S+)/.exec(reset.json<{ message: string }>().message)![1]!;
    expect((await signIn('lena', password)).statusCode).toBe(200);
    expect((await call('root', 'POST', '/admin/api/accounts/unlock', { name: 'lena' })).statusCode).toBe(200);
    expect((await call('root', 'POST', '/admin/api/accounts/remove', { name: 'root' })).statusCode).toBe(403);
    expect(
      (await call('root', 'POST', '/admin/api/accounts/roles', { name: 'root', roles: 'editor' })).statusCode,
    ).toBe(403);
    expect((await store.accounts.findUser('root'))?.roles).toEqual(['admin']);
    expect((await call('root', 'POST', '/admin/api/accounts/remove', { name: 'lena' })).statusCode).toBe(200);
    expect(await store.accounts.findUser('lena')).toBeUndefined();

    const actions = (await store.audit.list({ limit: 100 }))
      .filter((entry) => entry.actor === 'root')
      .map((entry) => [entry.action, entry.detail.name]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['user-added', 'lena'],
        ['roles-changed', 'lena'],
        ['password-reset', 'lena'],
        ['account-unlocked', 'lena'],
        ['user-removed', 'lena'],
      ]),
    );
  });

  it('shows the audit log newest first, a page at a time', async () => {
    for (let i = 0; i < AUDIT_PAGE; i++) await store.audit.add({ actor: 'operator', action: `probe-${i}` }, new Date());
    const first = await call('root', 'GET', '/admin/audit');
    expect(first.statusCode).toBe(200);
    expect(first.body.indexOf(`probe-${AUDIT_PAGE - 1}`)).toBeLessThan(first.body.indexOf('probe-0'));
    const older = /href="\/admin\/audit\?before=(\d+)"/.exec(first.body)![1]!;
    const second = await call('root', 'GET', `/admin/audit?before=${older}`);
    expect(second.body).not.toContain('probe-');
    expect(second.body).toContain(
      '<td>root</td><td data-code="user-removed" title="user-removed">Removed an account</td>',
    );
    expect(second.body).toContain('Newest entries');
  });

  it('says each entry of the audit log in words: its kind, and its details, the roles change as before → after', async () => {
    await store.audit.add(
      { actor: 'root', action: 'roles-changed', detail: { name: 'nora', from: ['editor', 'leads'], to: ['editor'] } },
      new Date(),
    );
    const page = (await call('root', 'GET', '/admin/audit')).body;
    const row = /<tr><td>[^<]*<\/td><td>root<\/td>.*?<\/tr>/.exec(page)![0];
    expect(row).toContain('>Changed the roles of an account</td>');
    expect(row).toContain('>account: nora; roles: editor, leads → editor</td>');
    expect(row).not.toContain('>roles-changed<');
    expect(row).not.toMatch(/>[^<]*from=\[/);
  });
});
