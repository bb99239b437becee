// The live site of a spec that publishes: a copy of the fixture config in its own folder, a git work
// tree with one commit (a publish commits into it, as on a server deployed from the repository),
// and a copy of its build, as a deploy would have built it before any publish (the suite builds it
// once, into dist-fixture/: spec-build.ts); and the accounts of its server.
import { execFileSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FIXTURE_CONFIG_DIR } from '../../../src/config/config-dir.ts';
import { addUser } from '../../../src/server/admin/accounts.ts';
import { hashPassword } from '../../../src/server/admin/passwords.ts';
import type { Role } from '../../../src/server/roles/permissions.ts';
import { openStore, type StoreOptions } from '../../../src/server/store/index.ts';
import { FIXTURE_DIST_DIR } from './spec-build.ts';

const root = resolve(import.meta.dirname, '../../..');

/** `dir`/config (a git work tree when `git` is set) and its build in `dir`/dist, both copies of the suite's. */
export function liveFixtureSite(dir: string, { git = true } = {}): { configDir: string; distDir: string } {
  const configDir = join(dir, 'config');
  cpSync(join(root, FIXTURE_CONFIG_DIR), configDir, { recursive: true });
  if (git) {
    const run = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: configDir,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: 'Dev',
          GIT_AUTHOR_EMAIL: 'dev@example.com',
          GIT_COMMITTER_NAME: 'Dev',
          GIT_COMMITTER_EMAIL: 'dev@example.com',
        },
      });
    run('init', '--quiet');
    run('add', '--all');
    run('commit', '--quiet', '-m', 'The fixture config');
  }
  const distDir = join(dir, 'dist');
  // A copy, not links: the build a publish replaces is the spec's own (and dist-fixture/ stays whole).
  cpSync(join(root, FIXTURE_DIST_DIR), distDir, { recursive: true });
  return { configDir, distDir };
}

/**
 * The accounts of a spec's server, made in the store of `dataDir` (or of those store options: a
 * PostgreSQL database) before the server starts, each with its roles and `password` already chosen
 * as its own: the spec is about what they do, not the first sign-in.
 */
export async function accountsWithPassword(
  dataDir: string | StoreOptions,
  accounts: Readonly<Record<string, readonly Role[]>>,
  password: string,
  /** The full name of an account, by its name; an account not named here is called by its name. */
  fullNames: Readonly<Record<string, string>> = {},
): Promise<void> {
  const store = await openStore(typeof dataDir === 'string' ? { dataDir } : dataDir);
  try {
    const hash = await hashPassword(password);
    for (const [name, roles] of Object.entries(accounts)) {
      const { user } = await addUser(store, { name, fullName: fullNames[name], roles: [...roles] });
      await store.accounts.setPassword(user.id, hash, false, new Date());
    }
  } finally {
    await store.close();
  }
}
