// The publishing API's refusals at the request level, on the real app with a copy of the fixture
// config: drafts judged by path, JSON and base; nothing to publish; a file published over since the
// draft began; a version that does not exist. (Publishing itself, build and switch, is the
// end-to-end suite's: tests/e2e/publish.spec.ts.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp, signedInAccounts, type FixtureApp } from '../../../tests/support/fixture-app.ts';
import { textHash } from '../editor/config-files.ts';

const PASSWORD = 'the account password';

describe('the publishing API', () => {
  let server: FixtureApp;
  /** Asha's browser, signed in: the calls' default. */
  let headers: Record<string, string>;
  /** Ben's, another account with the same roles. */
  let ben: Record<string, string>;

  beforeAll(async () => {
    server = await fixtureApp();
    const accounts = await signedInAccounts(
      server,
      { asha: ['editor', 'publisher'], ben: ['editor', 'publisher'] },
      PASSWORD,
    );
    headers = accounts.asha.headers;
    ben = accounts.ben.headers;
    // Two sign-ins, each a password check that is slow on purpose.
  }, 60_000);
  afterAll(() => server.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, as = headers) =>
    server.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });
  const live = (path: string) => readFileSync(join(server.configDir, path), 'utf8');
  const edited = (path: string, change: (value: Record<string, unknown>) => void) => {
    const value = JSON.parse(live(path)) as Record<string, unknown>;
    change(value);
    return `${JSON.stringify(value, null, 2)}\n`;
  };

  it('refuses a draft file outside the config, or whose text is not a JSON object', async () => {
    for (const file of [
      { path: '../escape.json', baseHash: null, text: '{}' },
      { path: 'faq.js', baseHash: null, text: '{}' },
      { path: 'faq.json', baseHash: null, text: '[1, 2]' },
      { path: 'faq.json', baseHash: null, text: '{ not json' },
    ]) {
      const response = await call('POST', '/admin/api/draft', { files: [file] });
      expect(response.statusCode, JSON.stringify(file)).toBe(400);
    }
  });

  it('answers a draft save not of the shape { files: [{ path, baseHash, text }] } with the 400 that says the shape', async () => {
    const file = { path: 'faq.json', baseHash: null, text: '{}' };
    for (const body of [
      {},
      { files: [] },
      { files: 'faq.json' },
      { files: [{ ...file, baseHash: 7 }] },
      { files: [{ ...file, text: { question: 'x' } }] },
      { files: [{ path: 'faq.json', text: '{}' }] },
      { files: [{ ...file, path: '../escape.json' }] },
    ]) {
      const response = await call('POST', '/admin/api/draft', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toEqual({
        error: 'Bad Request',
        message: 'Send { "files": [{ "path", "baseHash", "text" }] } with config paths and JSON object texts.',
      });
    }
  });

  it('refuses to save over a file changed since it was read, and keeps the base of the live file', async () => {
    const stale = await call('POST', '/admin/api/draft', {
      files: [{ path: 'faq.json', baseHash: 'not the live hash', text: '{}' }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ paths: ['faq.json'] });
    const first = edited('faq.json', (value) => (value.$comment = 'first'));
    expect(
      (
        await call('POST', '/admin/api/draft', {
          files: [{ path: 'faq.json', baseHash: textHash(live('faq.json')), text: first }],
        })
      ).statusCode,
    ).toBe(200);
    // Saved again, the base is the draft's own text.
    const second = edited('faq.json', (value) => (value.$comment = 'second'));
    const saved = await call('POST', '/admin/api/draft', {
      files: [{ path: 'faq.json', baseHash: textHash(first), text: second }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      files: [{ path: 'faq.json', text: second, baseHash: textHash(live('faq.json')) }],
    });
    expect((await call('GET', '/admin/api/draft')).json()).toMatchObject({
      files: [{ path: 'faq.json', text: second }],
    });
    // Nobody else sees it.
    expect((await call('GET', '/admin/api/draft', undefined, ben)).json()).toEqual({
      files: [],
      adminOnly: null,
      behind: [],
    });
  });

  it("saves the editor's work to the account's draft, never to the live files, and reads the config with that draft laid over it", async () => {
    type Snapshot = { configId: string; saveTarget: string; files: { path: string; text: string; hash: string }[] };
    const config = async (as = headers) => (await call('GET', '/admin/api/config', undefined, as)).json<Snapshot>();
    // What the tests before left in the draft (a $comment the schema does not allow) goes first.
    await call('POST', '/admin/api/draft/discard', {});
    const before = live('faq.json');
    const mine = await config();
    expect(mine.saveTarget).toBe('draft');
    const faq = mine.files.find((file) => file.path === 'faq.json')!;
    const value = JSON.parse(faq.text) as { items: { question: string }[] };
    value.items[0]!.question = 'A question asked in the editor?';
    const saved = await call('POST', '/admin/api/save', { files: [{ path: 'faq.json', baseHash: faq.hash, value }] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(live('faq.json')).toBe(before);
    const draft = (await call('GET', '/admin/api/draft')).json<{ files: { path: string; text: string }[] }>().files;
    expect(draft.find((file) => file.path === 'faq.json')!.text).toContain('A question asked in the editor?');
    // The editor reads the draft back; another account reads the live file, and keeps its unsaved work apart.
    expect((await config()).files.find((file) => file.path === 'faq.json')!.text).toContain(
      'A question asked in the editor?',
    );
    const theirs = await config(ben);
    expect(theirs.files.find((file) => file.path === 'faq.json')!.text).toBe(before);
    expect(theirs.configId).not.toBe(mine.configId);
    // A save based on what the editor read before its own save is refused, as on disk.
    const stale = await call('POST', '/admin/api/save', { files: [{ path: 'faq.json', baseHash: faq.hash, value }] });
    expect(stale.statusCode).toBe(409);
    // A save that would break the config is refused whole.
    const broken = { ...value, items: [{ ...value.items[0], question: '' }] };
    const current = (await config()).files.find((file) => file.path === 'faq.json')!;
    expect(
      (await call('POST', '/admin/api/save', { files: [{ path: 'faq.json', baseHash: current.hash, value: broken }] }))
        .statusCode,
    ).toBe(422);
    await call('POST', '/admin/api/draft/discard', {});
  });

  it('has nothing to publish for an empty draft, or one equal to the live files', async () => {
    await call('POST', '/admin/api/draft/discard', {});
    const empty = await call('POST', '/admin/api/publish', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Nothing to publish: your draft holds no change to the live site.' });
    await call('POST', '/admin/api/draft', {
      files: [{ path: 'faq.json', baseHash: textHash(live('faq.json')), text: live('faq.json') }],
    });
    expect((await call('POST', '/admin/api/publish', {})).statusCode).toBe(400);
    expect((await (await server.store()).publishes.list(10)).versions).toEqual([]);
  });

  it('refuses to publish a draft whose file was published over since the draft began', async () => {
    await call('POST', '/admin/api/draft', {
      files: [
        {
          path: 'faq.json',
          baseHash: textHash(live('faq.json')),
          text: edited('faq.json', (value) => (value.$comment = 'mine')),
        },
      ],
    });
    // Another publish changed the live file in between (written as a publish writes it).
    const { writeConfigFiles, readConfigFiles } = await import('../editor/config-files.ts');
    const current = readConfigFiles(server.configDir);
    writeConfigFiles(server.configDir, current, {
      ...current,
      'faq.json': edited('faq.json', (value) => (value.$comment = 'theirs')),
    });
    const refused = await call('POST', '/admin/api/publish', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message:
        'Someone published faq.json since you began editing it; nothing was published. Press “Update my draft” to take their changes into your draft and choose, where you both changed the same thing, which to keep.',
    });
  });

  it('rolls back only to a version that exists, and answers 404 for an unknown one', async () => {
    const refused = await call('POST', '/admin/api/rollback', { to: 999 });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: 'There is no published version 999.' });
    expect((await call('POST', '/admin/api/rollback', { to: 'one' })).statusCode).toBe(400);
    expect((await call('GET', '/admin/api/history/999')).statusCode).toBe(404);
    expect((await call('GET', '/admin/api/publish/status')).json()).toEqual({ running: null, last: null });
  });

  it('records the saves and discards in the audit log', async () => {
    const actions = (await (await server.store()).audit.list({ limit: 100 }))
      .filter((entry) => entry.actor === 'asha')
      .map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['sign-in', 'draft-saved', 'draft-discarded']));
  });
});
