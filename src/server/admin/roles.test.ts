// Roles at the request level, on the real app: each route of /admin answers 403 with a sentence to an
// account whose roles do not grant its permission, and works for one whose roles do; /api/me says
// what the account may do; a draft that changes where money or personal data go is an admin's to
// publish (or roll back to); an admin may stop anyone's publish, a publisher only their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp, signedInAccounts, type FixtureApp } from '../../../tests/support/fixture-app.ts';
import { readConfigFiles, textHash } from '../editor/config-files.ts';
import type { PublishOutcome, Store } from '../store/index.ts';
import adminText from '../words/admin-text.json' with { type: 'json' };
import type { Permission } from '../roles/permissions.ts';

const PASSWORD = 'a passphrase with roles';

const ACCOUNTS = {
  adm: ['admin'],
  pub: ['editor', 'publisher'],
  ed: ['editor'],
  lead: ['leads'],
  nobody: [],
} as const;
type Name = keyof typeof ACCOUNTS;

/** Each route of /admin that asks for a permission, with a body its handler accepts far enough to answer. */
const ROUTES: [Permission, 'GET' | 'POST', string, object?][] = [
  ['edit', 'GET', '/admin/'],
  ['edit', 'GET', '/admin/preview'],
  ['edit', 'GET', '/admin/api/config'],
  ['edit', 'GET', '/admin/api/files/faq.json'],
  ['edit', 'GET', '/admin/api/images'],
  ['edit', 'POST', '/admin/api/save', { files: [] }],
  ['edit', 'GET', '/admin/api/draft'],
  ['edit', 'POST', '/admin/api/draft', { files: [] }],
  ['edit', 'POST', '/admin/api/draft/discard', {}],
  ['edit', 'POST', '/admin/api/draft/behind', {}],
  ['edit', 'POST', '/admin/api/draft/update', { files: [] }],
  ['edit', 'GET', '/admin/api/publish/status'],
  ['edit', 'GET', '/admin/api/history'],
  ['edit', 'GET', '/admin/api/history/1'],
  ['edit', 'GET', '/admin/api/history/1/changes'],
  ['publish', 'POST', '/admin/api/publish', {}],
  ['publish', 'POST', '/admin/api/rollback', { to: 999 }],
  ['publish', 'POST', '/admin/api/publish/stop', { id: 999 }],
  // Ask for a review: an editor asks and reads; taking a review needs the right to publish.
  ['edit', 'GET', '/admin/api/reviews'],
  ['edit', 'POST', '/admin/api/reviews', {}],
  ['publish', 'GET', '/admin/api/reviews/999/changes'],
  ['publish', 'POST', '/admin/api/reviews/999/comments', { body: 'Shorter, please.' }],
  ['publish', 'POST', '/admin/api/reviews/999/approve', {}],
  ['publish', 'POST', '/admin/api/reviews/999/send-back', {}],
  // Publish later: the team sees what is scheduled; scheduling needs the right to publish.
  ['edit', 'GET', '/admin/api/schedules'],
  ['publish', 'POST', '/admin/api/schedules', { at: '2099-01-01T09:00:00+04:00' }],
  // Share a preview: for every account that may edit.
  ['edit', 'GET', '/admin/api/preview-links'],
  ['edit', 'POST', '/admin/api/preview-links', { days: 7 }],
];

/** Open to every signed-in account, whatever its roles. */
const OPEN: ['GET' | 'POST', string][] = [
  ['GET', '/admin/api/me'],
  ['GET', '/admin/account'],
];

describe('roles in /admin', () => {
  let server: FixtureApp;
  let store: Store;
  const as = {} as Record<Name, Record<string, string>>;

  beforeAll(async () => {
    server = await fixtureApp();
    store = await server.store();
    const accounts = await signedInAccounts(server, ACCOUNTS, PASSWORD);
    for (const name of Object.keys(ACCOUNTS) as Name[]) as[name] = accounts[name].headers;
  }, 60_000);
  afterAll(() => server.close());

  const call = (who: Name, method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: as[who], ...(payload ? { payload } : {}) });

  it.each(Object.keys(ACCOUNTS) as Name[])('answers %s on each route as its roles allow', async (who) => {
    const { permissions } = (await call(who, 'GET', '/admin/api/me')).json<{ permissions: Permission[] }>();
    for (const [permission, method, url, body] of ROUTES) {
      const response = await call(who, method, url, body);
      if (permissions.includes(permission)) {
        expect(response.statusCode, `${who}: ${method} ${url}`).not.toBe(403);
        expect(response.statusCode, `${who}: ${method} ${url}`).toBeLessThan(500);
      } else if (url === '/admin/' && permissions.includes('leads')) {
        // The sign-in lands on the editor: an account that may only see the leads is sent there.
        expect(response.statusCode, `${who}: ${method} ${url}`).toBe(303);
        expect(response.headers.location).toBe('/admin/leads');
      } else {
        expect(response.statusCode, `${who}: ${method} ${url}`).toBe(403);
        const refused = adminText.roles.refused[permission];
        if (url.startsWith('/admin/api/')) expect(response.json()).toEqual({ error: 'Forbidden', message: refused });
        else {
          expect(response.headers['content-type']).toContain('text/html');
          expect(response.body).toContain(refused);
        }
      }
    }
    for (const [method, url] of OPEN) expect((await call(who, method, url)).statusCode, `${who}: ${url}`).toBe(200);
  });

  it('leads on from a page the roles refuse, and from an address that is no page, to the pages the roles open', async () => {
    const waysOn = (page: string) => ({
      editor: page.includes(`<a href="/admin/">${adminText.roles.editorLink}</a>`),
      leads: page.includes(`<a href="/admin/leads">${adminText.roles.leadsLink}</a>`),
      account: page.includes(`<a href="/admin/account">${adminText.roles.accountLink}</a>`),
    });
    const refused = await call('ed', 'GET', '/admin/leads');
    expect(refused.statusCode).toBe(403);
    expect(waysOn(refused.body)).toEqual({ editor: true, leads: false, account: true });
    expect(waysOn((await call('lead', 'GET', '/admin/accounts')).body)).toEqual({
      editor: false,
      leads: true,
      account: true,
    });

    const missing = await call('ed', 'GET', '/admin/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain(adminText.notFound.heading);
    expect(waysOn(missing.body)).toEqual({ editor: true, leads: false, account: true });
    // A call stays a call: JSON, in words.
    const call404 = await call('ed', 'GET', '/admin/api/no-such-call');
    expect(call404.statusCode).toBe(404);
    expect(call404.json()).toEqual({ error: 'Not Found', message: adminText.notFound.call });
  });

  it('offers, on the account page, the way back that the roles allow: the editor, the leads, or none', async () => {
    const links = async (who: Name) => {
      const page = (await call(who, 'GET', '/admin/account')).body;
      return {
        editor: page.includes(adminText.accountPage.backToEditor),
        leads: page.includes(adminText.accountPage.backToLeads),
      };
    };
    expect(await links('ed')).toEqual({ editor: true, leads: false });
    expect(await links('adm')).toEqual({ editor: true, leads: false });
    expect(await links('lead')).toEqual({ editor: false, leads: true });
    expect(await links('nobody')).toEqual({ editor: false, leads: false });
  });

  it('tells the editor who is signed in, with the roles and what they allow', async () => {
    const me = async (who: Name) => (await call(who, 'GET', '/admin/api/me')).json();
    expect(await me('adm')).toMatchObject({
      name: 'adm',
      roles: ['admin'],
      permissions: ['edit', 'publish', 'leads', 'admin'],
    });
    expect(await me('pub')).toMatchObject({ roles: ['editor', 'publisher'], permissions: ['edit', 'publish'] });
    expect(await me('ed')).toMatchObject({ roles: ['editor'], permissions: ['edit'] });
    expect(await me('lead')).toMatchObject({ roles: ['leads'], permissions: ['leads'] });
    expect(await me('nobody')).toMatchObject({ roles: [], permissions: [] });
  });

  it('follows a change of roles at the next request, without signing in again', async () => {
    expect((await call('ed', 'POST', '/admin/api/publish', {})).statusCode).toBe(403);
    await store.accounts.setRoles('ed', ['editor', 'publisher']);
    expect((await call('ed', 'POST', '/admin/api/publish', {})).statusCode).toBe(400);
    await store.accounts.setRoles('ed', ['editor']);
    expect((await call('ed', 'POST', '/admin/api/publish', {})).statusCode).toBe(403);
  });

  describe('a draft that changes a checkout link', () => {
    const services = () => readConfigFiles(server.configDir)['services.json']!;
    const linkChanged = () => {
      const value = JSON.parse(services()) as { services: { title: string; checkoutUrl: string }[] };
      value.services[0]!.checkoutUrl = 'https://buy.stripe.com/test_somewhere_else';
      return { text: `${JSON.stringify(value, null, 2)}\n`, title: value.services[0]!.title };
    };
    const saveDraft = (who: Name) =>
      call(who, 'POST', '/admin/api/draft', {
        files: [{ path: 'services.json', baseHash: textHash(services()), text: linkChanged().text }],
      });
    const sentence = () =>
      adminText.publish.adminOnly.replace(
        '{settings}',
        `the checkout link of “${linkChanged().title}” (services.json)`,
      );

    it('is saved by an editor, and its Publish is refused to a publisher with a sentence naming the setting', async () => {
      expect((await saveDraft('ed')).statusCode).toBe(200);
      expect((await saveDraft('pub')).statusCode).toBe(200);
      expect((await call('pub', 'GET', '/admin/api/draft')).json()).toMatchObject({ adminOnly: sentence() });
      const refused = await call('pub', 'POST', '/admin/api/publish', {});
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'Forbidden', message: sentence() });
      expect((await store.publishes.list(10)).versions).toEqual([]);
    });

    it('is an admin’s to publish: nothing says otherwise', async () => {
      expect((await saveDraft('adm')).statusCode).toBe(200);
      expect((await call('adm', 'GET', '/admin/api/draft')).json()).toMatchObject({ adminOnly: null });
      for (const who of ['adm', 'pub', 'ed'] as const) await call(who, 'POST', '/admin/api/draft/discard', {});
    });

    it('is refused to a publisher as a roll back to a version with another link', async () => {
      await store.publishes.recordBaseline(
        { ...readConfigFiles(server.configDir), 'services.json': linkChanged().text },
        new Date(),
      );
      const [baseline] = (await store.publishes.list(1)).versions;
      const refused = await call('pub', 'POST', '/admin/api/rollback', { to: baseline!.id });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'Forbidden', message: sentence() });
    });
  });

  it('lets an admin stop anyone’s publish, a publisher only their own', async () => {
    const failed: PublishOutcome = {
      status: 'failed',
      message: 'stopped',
      files: [],
      diff: '',
      snapshot: {},
      buildDir: null,
    };
    const byAdmin = await store.publishes.begin({ kind: 'publish', userName: 'adm', rollbackOf: null }, new Date());
    const notYours = await call('pub', 'POST', '/admin/api/publish/stop', { id: byAdmin });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json()).toMatchObject({ message: adminText.publish.notYours.replace('{name}', 'adm') });
    await store.publishes.finish(byAdmin, failed, new Date());

    const byPublisher = await store.publishes.begin({ kind: 'publish', userName: 'pub', rollbackOf: null }, new Date());
    expect((await call('ed', 'POST', '/admin/api/publish/stop', { id: byPublisher })).statusCode).toBe(403);
    const stopped = await call('adm', 'POST', '/admin/api/publish/stop', { id: byPublisher });
    expect(stopped.statusCode, stopped.body).toBe(202);
    expect((await store.publishes.get(byPublisher))?.cancelledBy).toBe('adm');
    expect((await store.audit.list({ limit: 100 })).at(-1)).toMatchObject({
      actor: 'adm',
      action: 'publish-stop',
      detail: { id: byPublisher },
    });
    await store.publishes.finish(byPublisher, failed, new Date());
  });
});
