// "Update my draft" at the request level (draft-update-routes.ts), on the real app with a copy of the
// fixture config made a git work tree (as on a server deployed from the repository): who may ask,
// the three versions of a file someone published over (the base found in the history, or said not
// to be), the bodies refused, and the merged draft saved on the live file so that it publishes.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureApp, signedInAccounts, type FixtureApp } from '../../../tests/support/fixture-app.ts';
import { readConfigFiles, textHash, writeConfigFiles } from '../editor/config-files.ts';

const TOKEN = 'd'.repeat(43);
const PASSWORD = 'the account password';
const xsrf = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${TOKEN}`, 'x-xsrf-token': TOKEN };

describe('Update my draft: the calls', () => {
  let server: FixtureApp;
  const as: Record<string, Record<string, string>> = {};

  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: server.configDir,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'T',
        GIT_AUTHOR_EMAIL: 't@t',
        GIT_COMMITTER_NAME: 'T',
        GIT_COMMITTER_EMAIL: 't@t',
      },
    });
  const live = (path: string) => readFileSync(join(server.configDir, path), 'utf8');
  const edited = (text: string, change: (value: Record<string, unknown>) => void) => {
    const value = JSON.parse(text) as Record<string, unknown>;
    change(value);
    return `${JSON.stringify(value, null, 2)}\n`;
  };
  /** Someone else's publish: the live file changed and committed. */
  const publishOver = (path: string, text: string) => {
    const current = readConfigFiles(server.configDir);
    writeConfigFiles(server.configDir, current, { ...current, [path]: text });
    git('commit', '--quiet', '-am', `Publish ${path}`);
  };
  const call = (name: string, url: string, payload?: object, method: 'GET' | 'POST' = 'POST') =>
    server.app.inject({ method, url, headers: as[name] ?? xsrf, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await fixtureApp();
    git('init', '--quiet');
    git('add', '--all');
    git('commit', '--quiet', '-m', 'The fixture config');
    const accounts = await signedInAccounts(server, { asha: ['editor', 'publisher'], lena: ['leads'] }, PASSWORD);
    for (const [name, account] of Object.entries(accounts)) as[name] = account.headers;
    // Two sign-ins, each a password check that is slow on purpose.
  }, 60_000);
  afterAll(() => server.close());

  it('answers only a signed-in account that may edit, with the anti-forgery header', async () => {
    expect((await call('nobody', '/admin/api/draft/behind', {})).statusCode).toBe(401);
    expect((await call('lena', '/admin/api/draft/behind', {})).statusCode).toBe(403);
    expect((await call('lena', '/admin/api/draft/update', { files: [] })).statusCode).toBe(403);
    const forged = await server.app.inject({
      method: 'POST',
      url: '/admin/api/draft/behind',
      headers: { ...as.asha, 'x-xsrf-token': 'e'.repeat(43) },
      payload: {},
    });
    expect(forged.statusCode).toBe(403);
  });

  it('refuses a body that is not what it asks for, or a path outside the config', async () => {
    for (const body of [
      { edited: 'faq.json' },
      { edited: [{ path: 'faq.json' }] },
      { edited: [{ path: 'faq.json', baseHash: 'not a hash' }] },
      { edited: [{ path: '../../etc/passwd', baseHash: null }] },
      { other: 1 },
    ]) {
      const response = await call('asha', '/admin/api/draft/behind', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toMatch(/Send \{ "edited"/);
    }
    for (const body of [
      {},
      { files: [] },
      { files: [{ path: 'faq.json', theirsHash: null }] },
      { files: [{ path: 'faq.json', theirsHash: null, text: '[1]' }] },
      { files: [{ path: 'faq.json', theirsHash: null, text: '{ not json' }] },
      // A file let go is one the live site no longer has: its live hash is null.
      { files: [{ path: 'faq.json', theirsHash: 'a'.repeat(64), text: null }] },
    ]) {
      const response = await call('asha', '/admin/api/draft/update', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('gives the base found in the history, theirs and mine of a file someone published over; the update then publishes', async () => {
    const base = live('faq.json');
    const mine = edited(base, (value) => (value.$comment = 'mine'));
    expect(
      (await call('asha', '/admin/api/draft', { files: [{ path: 'faq.json', baseHash: textHash(base), text: mine }] }))
        .statusCode,
    ).toBe(200);
    expect((await call('asha', '/admin/api/draft/behind', {})).json()).toEqual({ files: [] });

    const theirs = edited(base, (value) => ((value.items as { answer: string }[])[0]!.answer = 'Theirs.'));
    publishOver('faq.json', theirs);
    expect((await call('asha', '/admin/api/draft', undefined, 'GET')).json()).toMatchObject({ behind: ['faq.json'] });
    expect((await call('asha', '/admin/api/draft/behind', {})).json()).toEqual({
      files: [{ path: 'faq.json', base, baseFound: true, theirs, theirsHash: textHash(theirs), mine }],
    });
    expect((await call('asha', '/admin/api/publish', {})).statusCode).toBe(409);

    // Merged on a live file that is no longer live: refused, nothing saved.
    const merged = edited(theirs, (value) => (value.$comment = 'mine'));
    const stale = await call('asha', '/admin/api/draft/update', {
      files: [{ path: 'faq.json', theirsHash: textHash(base), text: merged }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('Update my draft');

    const updated = await call('asha', '/admin/api/draft/update', {
      files: [{ path: 'faq.json', theirsHash: textHash(theirs), text: merged }],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().files).toEqual([
      expect.objectContaining({ path: 'faq.json', text: merged, baseHash: textHash(theirs) }),
    ]);
    expect((await call('asha', '/admin/api/draft', undefined, 'GET')).json()).toMatchObject({ behind: [] });
    expect((await call('asha', '/admin/api/draft/behind', {})).json()).toEqual({ files: [] });
    const actions = (await (await server.store()).audit.list({ limit: 100 })).map((entry) => entry.action);
    expect(actions).toContain('draft-updated');
  });

  it('says when the base is not in the history, and gives an edited file the editor has not saved', async () => {
    const path = 'navigation.json';
    const theirs = edited(live(path), (value) => (value.$comment = 'theirs'));
    publishOver(path, theirs);
    const response = await call('asha', '/admin/api/draft/behind', { edited: [{ path, baseHash: 'a'.repeat(64) }] });
    expect(response.json()).toEqual({
      files: [{ path, base: null, baseFound: false, theirs, theirsHash: textHash(theirs), mine: null }],
    });
    // Read as it is live: not behind.
    expect(
      (await call('asha', '/admin/api/draft/behind', { edited: [{ path, baseHash: textHash(theirs) }] })).json(),
    ).toEqual({ files: [] });
  });

  it('lets a file removed from the live site go from the draft when the marketer takes their removal', async () => {
    const path = 'pages/refunds.json';
    const base = live(path);
    const mine = edited(base, (value) => (value.$comment = 'mine'));
    expect(
      (await call('asha', '/admin/api/draft', { files: [{ path, baseHash: textHash(base), text: mine }] })).statusCode,
    ).toBe(200);
    git('rm', '--quiet', path);
    git('commit', '--quiet', '-m', `Remove ${path}`);
    expect((await call('asha', '/admin/api/draft/behind', {})).json()).toEqual({
      files: [{ path, base, baseFound: true, theirs: null, theirsHash: null, mine }],
    });

    const updated = await call('asha', '/admin/api/draft/update', { files: [{ path, theirsHash: null, text: null }] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().files.map((file: { path: string }) => file.path)).not.toContain(path);
    expect((await call('asha', '/admin/api/draft/behind', {})).json()).toEqual({ files: [] });
  });
});
