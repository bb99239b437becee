// A publisher's "Drafts waiting" at the request level, on the real app with a copy of the fixture
// config: an editor may neither list nor read nor publish another's draft (403); a publisher lists
// the others' saved drafts (not its own), reads what one changes, and publishes it with the same
// checks as its own: a guarded setting needs an admin, a draft behind the live site is refused
// (409); a publish that starts names both accounts in the audit log and the History. (The build and the switch are
// the end-to-end suite's: tests/e2e/draft-handoff.spec.ts.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp, signedInAccounts, type FixtureApp } from '../../../tests/support/fixture-app.ts';
import { textHash } from '../editor/config-files.ts';

const PASSWORD = 'the hand-off password';
const ACCOUNTS = { eddie: ['editor'], paul: ['editor', 'publisher'], root: ['admin'] } as const;

describe("publishing another account's draft", () => {
  let server: FixtureApp;
  const ids: Record<string, string> = {};
  const as: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    server = await fixtureApp();
    const accounts = await signedInAccounts(server, ACCOUNTS, PASSWORD);
    for (const [name, account] of Object.entries(accounts)) {
      ids[name] = account.id;
      as[name] = account.headers;
    }
    // Three sign-ins, each a password check that is slow on purpose.
  }, 60_000);
  afterAll(() => server.close());

  const call = (name: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url: `/admin/api/${url}`, headers: as[name], ...(payload ? { payload } : {}) });
  const live = (path: string) => readFileSync(join(server.configDir, path), 'utf8');
  const edited = (path: string, change: (value: Record<string, unknown>) => void) => {
    const value = JSON.parse(live(path)) as Record<string, unknown>;
    change(value);
    return `${JSON.stringify(value, null, 2)}\n`;
  };
  /** Replaces eddie's draft with these files, each based on the live file. */
  async function eddieSaves(files: Record<string, string>) {
    await call('eddie', 'POST', 'draft/discard', {});
    const saved = await call('eddie', 'POST', 'draft', {
      files: Object.entries(files).map(([path, text]) => ({ path, baseHash: textHash(live(path)), text })),
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  type Services = { services: { price: number; checkoutUrl: string }[] };
  const priced = (price: number) =>
    edited('services.json', (value) => ((value as Services).services[0]!.price = price));

  it('refuses an editor the list, the changes and the publish of drafts waiting', async () => {
    await eddieSaves({ 'services.json': priced(99) });
    const refused = [
      await call('eddie', 'GET', 'drafts/waiting'),
      await call('eddie', 'POST', 'drafts/waiting/changes', { accountId: ids.paul }),
      await call('eddie', 'POST', 'drafts/waiting/publish', { accountId: ids.paul }),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json<{ message: string }>().message).toMatch(/^Your account may edit and save drafts/);
    }
  });

  it("lists the other accounts' saved drafts for a publisher, and what one changes against the live site", async () => {
    await call('paul', 'POST', 'draft', {
      files: [{ path: 'faq.json', baseHash: textHash(live('faq.json')), text: live('faq.json') }],
    });
    const listed = await call('paul', 'GET', 'drafts/waiting');
    expect(listed.statusCode).toBe(200);
    const { drafts } = listed.json<{
      drafts: { accountId: string; name: string; files: string[]; savedAt: string }[];
    }>();
    // Paul's own draft is his Publish's, not a draft waiting.
    expect(drafts).toEqual([
      {
        accountId: ids.eddie,
        name: 'eddie',
        fullName: 'eddie Fullname',
        files: ['services.json'],
        savedAt: expect.any(String),
      },
    ]);
    const changes = await call('paul', 'POST', 'drafts/waiting/changes', { accountId: ids.eddie });
    expect(changes.statusCode).toBe(200);
    expect(changes.json()).toEqual({
      files: [{ path: 'services.json', change: 'changed', before: live('services.json'), after: priced(99) }],
    });
    await call('paul', 'POST', 'draft/discard', {});
  });

  it('answers a body that is not an account id with 400, an account without a draft with 404, and its own with 400', async () => {
    for (const body of [{}, { accountId: 7 }, { accountId: '../x' }, { accountId: ids.eddie, more: 1 }]) {
      const response = await call('paul', 'POST', 'drafts/waiting/publish', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const none = await call('paul', 'POST', 'drafts/waiting/changes', { accountId: ids.root });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: expect.stringMatching(/^That account has no saved draft/) });
    expect((await call('paul', 'POST', 'drafts/waiting/publish', { accountId: ids.paul })).statusCode).toBe(400);
  });

  it("needs an admin for a guarded setting in another's draft", async () => {
    const moved = edited('services.json', (value) => {
      const service = (value as Services).services[0]!;
      service.checkoutUrl = `${service.checkoutUrl}_moved`;
    });
    // The second file does not validate: the admin, let past the guard, is stopped there, before any build.
    await eddieSaves({ 'services.json': moved, 'faq.json': edited('faq.json', (value) => (value.items = 'none')) });
    const publisher = await call('paul', 'POST', 'drafts/waiting/publish', { accountId: ids.eddie });
    expect(publisher.statusCode).toBe(403);
    expect(publisher.json<{ message: string }>().message).toMatch(
      /^Only an admin may publish a change to the checkout link/,
    );
    const admin = await call('root', 'POST', 'drafts/waiting/publish', { accountId: ids.eddie });
    expect(admin.statusCode, admin.body).toBe(422);
  });

  it('refuses a draft behind the live site, saying whose draft and what to do', async () => {
    await eddieSaves({
      'faq.json': edited('faq.json', (value) => {
        (value as { items: { question: string }[] }).items[0]!.question = 'Asked by eddie?';
      }),
    });
    const { writeConfigFiles, readConfigFiles } = await import('../editor/config-files.ts');
    const current = readConfigFiles(server.configDir);
    writeConfigFiles(server.configDir, current, {
      ...current,
      'faq.json': edited('faq.json', (value) => {
        (value as { items: { question: string }[] }).items[0]!.question = 'Published by someone else meanwhile?';
      }),
    });
    const refused = await call('paul', 'POST', 'drafts/waiting/publish', { accountId: ids.eddie });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      "Someone published faq.json since eddie Fullname began editing it, so eddie Fullname's draft is behind the live site. Nothing was published: eddie Fullname should open the editor and press “Update my draft”, which takes in the published changes, then save again.",
    );
    expect((await (await server.store()).publishes.list(10)).versions.filter((row) => row.kind === 'publish')).toEqual(
      [],
    );
  });

  it("starts the publish of another's draft as the publisher, and the audit log names both", async () => {
    await eddieSaves({ 'services.json': priced(123) });
    const started = await call('paul', 'POST', 'drafts/waiting/publish', { accountId: ids.eddie });
    expect(started.statusCode, started.body).toBe(202);
    const { id, message } = started.json<{ id: number; message: string }>();
    expect(message).toBe("Publishing eddie Fullname's draft started.");
    const store = await server.store();
    expect(await store.publishes.get(id)).toMatchObject({ kind: 'publish', userName: 'paul' });
    const audit = (await store.audit.list({ limit: 100 })).filter((row) => row.action === 'publish');
    expect(audit.map(({ actor, detail }) => ({ actor, detail }))).toEqual([
      { actor: 'paul', detail: { id, draftOf: 'eddie' } },
    ]);
    // The History says whose draft it was, by the person's name as well as the account's.
    const history = await call('paul', 'GET', 'history');
    expect(history.statusCode, history.body).toBe(200);
    const versions = history.json<{ versions: { id: number; userName: string; draftOf: unknown }[] }>().versions;
    expect(versions.find((version) => version.id === id)).toMatchObject({
      userName: 'paul',
      draftOf: { name: 'eddie', fullName: 'eddie Fullname' },
    });
  });
});
