// npm run admin, as the operator runs it, on both engines: the first account of a database is an
// admin, the next ones edit and publish unless given roles; set-roles changes them; a word that is
// no role is refused with exit code 2 and a sentence; list-users shows the roles; each change is audited.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../tests/support/store-engines.ts';
import { openStore, type StoreOptions } from '../../src/server/store/index.ts';

const ADMIN = fileURLToPath(new URL('../admin.ts', import.meta.url));

describe.each(enginesUnderTest())('npm run admin roles on $engine', ({ skipReason, newStore }) => {
  let dataDir: string;
  let options: StoreOptions;

  function run(...args: string[]) {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: options.databaseUrl ?? '' };
    const result = spawnSync(process.execPath, [ADMIN, ...args], { encoding: 'utf8', env });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  beforeAll(async () => {
    if (skipReason) return;
    dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-test-'));
    options = await newStore(dataDir);
  });
  afterAll(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const rolesOf = async () => {
    const store = await openStore(options);
    try {
      return Object.fromEntries((await store.accounts.listUsers()).map((user) => [user.name, user.roles]));
    } finally {
      await store.close();
    }
  };

  it('gives the first account admin, the next editor,publisher, or the roles asked for', async (context) => {
    if (skipReason) context.skip(skipReason);
    const first = run('add-user', 'root');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('Account "root" created, with the roles admin.');
    expect(run('add-user', 'asha').stdout).toContain('with the roles editor,publisher.');
    expect(run('add-user', 'lena', '--roles', 'leads').stdout).toContain('with the roles leads.');
    expect(await rolesOf()).toEqual({ root: ['admin'], asha: ['editor', 'publisher'], lena: ['leads'] });
  });

  it('sets the roles of an account, and lists them', async (context) => {
    if (skipReason) context.skip(skipReason);
    const changed = run('set-roles', 'asha', 'editor,leads');
    expect(changed.code, changed.stderr).toBe(0);
    expect(changed.stdout).toContain('"asha" now has the roles editor,leads');
    expect((await rolesOf()).asha).toEqual(['editor', 'leads']);
    const listed = run('list-users');
    expect(listed.stdout).toMatch(/^NAME\s+FULL NAME\s+E-MAIL\s+ROLES\s/m);
    expect(listed.stdout).toMatch(/^asha\s.*\seditor,leads\s/m);
    expect(listed.stdout).toMatch(/^root\s.*\sadmin\s/m);
  });

  it('refuses a word that is no role, and an account that does not exist, with exit code 2', async (context) => {
    if (skipReason) context.skip(skipReason);
    const unknown = run('set-roles', 'asha', 'editor,boss');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('"boss" is not a role: the roles are editor, publisher, leads, admin');
    const added = run('add-user', 'ben', '--roles', 'owner');
    expect(added.code).toBe(2);
    expect(added.stderr).toContain('"owner" is not a role');
    const nobody = run('set-roles', 'nobody', 'editor');
    expect(nobody.code).toBe(2);
    expect(nobody.stdout + nobody.stderr).toContain('there is no account named "nobody"');
    expect(Object.keys(await rolesOf())).toEqual(['asha', 'lena', 'root']);
  });

  it('writes each change to the audit log', async (context) => {
    if (skipReason) context.skip(skipReason);
    const store = await openStore(options);
    try {
      const entries = (await store.audit.list({ limit: 100 })).map(({ actor, action, detail }) => ({
        actor,
        action,
        detail,
      }));
      expect(entries).toEqual([
        { actor: 'operator', action: 'user-added', detail: { name: 'root', roles: ['admin'] } },
        { actor: 'operator', action: 'user-added', detail: { name: 'asha', roles: ['editor', 'publisher'] } },
        { actor: 'operator', action: 'user-added', detail: { name: 'lena', roles: ['leads'] } },
        {
          actor: 'operator',
          action: 'roles-changed',
          detail: { name: 'asha', from: ['editor', 'publisher'], to: ['editor', 'leads'] },
        },
      ]);
    } finally {
      await store.close();
    }
  });
});
