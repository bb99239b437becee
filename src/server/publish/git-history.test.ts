// A draft's base is found again by its hash in the config folder's git history (git-history.ts):
// the right version among many, nothing for a hash never committed or a folder outside git, and a
// version too large to be a draft's base skipped without stopping the search.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from './draft-bounds.ts';
import { versionInHistory } from './git-history.ts';
import { textHash } from '../editor/config-files.ts';

describe('a version of a config file found in its git history', () => {
  let root: string;
  let config: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'git-history-'));
    // The config folder sits inside a larger work tree, as it does in the project.
    config = join(root, 'content');
    mkdirSync(join(config, 'pages'), { recursive: true });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', ...args], { cwd: root });
  const commit = (path: string, text: string) => {
    writeFileSync(join(config, path), text);
    git('add', '--all');
    git('commit', '--quiet', '-m', `change ${path}`);
  };
  const version = (n: number) => `{ "heading": "Version ${n}" }\n`;

  it('gives back the version whose hash the draft remembers, among many commits of the file and others', async () => {
    git('init', '--quiet');
    for (let n = 1; n <= 12; n += 1) {
      commit('pages/home.json', version(n));
      commit('site.json', `{ "n": ${n} }\n`);
    }
    await expect(versionInHistory(config, 'pages/home.json', textHash(version(3)))).resolves.toBe(version(3));
    await expect(versionInHistory(config, 'pages/home.json', textHash(version(12)))).resolves.toBe(version(12));
  });

  it('finds nothing for a text never committed, a version older than the depth, or a folder outside git', async () => {
    await expect(versionInHistory(config, 'pages/home.json', textHash(version(1)))).resolves.toBeUndefined();
    git('init', '--quiet');
    for (let n = 1; n <= 4; n += 1) commit('pages/home.json', version(n));
    await expect(versionInHistory(config, 'pages/home.json', textHash('{}\n'))).resolves.toBeUndefined();
    await expect(versionInHistory(config, 'pages/home.json', textHash(version(1)), 3)).resolves.toBeUndefined();
    await expect(versionInHistory(config, 'pages/gone.json', textHash(version(1)))).resolves.toBeUndefined();
  });

  it('skips a version too large to be a base and still finds an older one', async () => {
    git('init', '--quiet');
    commit('pages/home.json', version(1));
    const huge = `{ "heading": "${'x'.repeat(4 * MAX_FILE_BYTES + 10)}" }\n`;
    commit('pages/home.json', huge);
    commit('pages/home.json', version(2));
    await expect(versionInHistory(config, 'pages/home.json', textHash(version(1)))).resolves.toBe(version(1));
    await expect(versionInHistory(config, 'pages/home.json', textHash(huge))).resolves.toBeUndefined();
  });
});
