import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commitConfig } from './git-commit.ts';

const author = { name: 'Asha Rao', email: 'asha@example.com' };

describe('the git commit of a publish', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dir,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'Dev',
        GIT_AUTHOR_EMAIL: 'dev@example.com',
        GIT_COMMITTER_NAME: 'Dev',
        GIT_COMMITTER_EMAIL: 'dev@example.com',
      },
    })
      .toString()
      .trim();

  it('commits the config folder alone, authored by the account, leaving the rest of the work tree as it was', async () => {
    dir = mkdtempSync(join(tmpdir(), 'git-commit-'));
    mkdirSync(join(dir, 'content'));
    writeFileSync(join(dir, 'content/faq.json'), '{"a":1}\n');
    writeFileSync(join(dir, 'README.md'), 'hello\n');
    git('init', '--quiet');
    git('add', '--all');
    git('commit', '--quiet', '-m', 'start');
    writeFileSync(join(dir, 'content/faq.json'), '{"a":2}\n');
    writeFileSync(join(dir, 'content/new.json'), '{}\n');
    writeFileSync(join(dir, 'README.md'), 'a developer is editing this\n');
    git('add', 'README.md');

    const result = await commitConfig(join(dir, 'content'), author, 'Publish version 2 from /admin');
    expect(result).toEqual({ commit: git('rev-parse', 'HEAD') });
    expect(git('log', '-1', '--format=%an <%ae>|%cn <%ce>|%s')).toBe(
      'Asha Rao <asha@example.com>|Asha Rao <asha@example.com>|Publish version 2 from /admin',
    );
    expect(git('show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual([
      'content/faq.json',
      'content/new.json',
    ]);
    // The developer's staged change is still staged, not committed.
    expect(git('diff', '--cached', '--name-only')).toBe('README.md');
    expect(await commitConfig(join(dir, 'content'), author, 'again')).toEqual({
      skipped: 'the folder already matches the last commit',
    });
  });

  it('commits the pictures the publish wrote beside the folder, but none outside the work tree', async () => {
    dir = mkdtempSync(join(tmpdir(), 'git-commit-'));
    mkdirSync(join(dir, 'repo/content'), { recursive: true });
    mkdirSync(join(dir, 'repo/public/images/uploads'), { recursive: true });
    writeFileSync(join(dir, 'repo/content/faq.json'), '{"a":1}\n');
    execFileSync('git', ['init', '--quiet'], { cwd: join(dir, 'repo') });
    writeFileSync(join(dir, 'repo/content/faq.json'), '{"a":2}\n');
    const picture = join(dir, 'repo/public/images/uploads/cover-0123456789.png');
    writeFileSync(picture, 'png');
    writeFileSync(join(dir, 'elsewhere.png'), 'png');
    writeFileSync(join(dir, 'repo/public/images/uploads/not-this-one.png'), 'png');
    const result = await commitConfig(join(dir, 'repo/content'), author, 'Publish version 3 from /admin', [
      picture,
      join(dir, 'elsewhere.png'),
    ]);
    expect(result).toHaveProperty('commit');
    const files = execFileSync('git', ['show', '--name-only', '--format=', 'HEAD'], { cwd: join(dir, 'repo') });
    expect(files.toString().trim().split('\n').sort()).toEqual([
      'content/faq.json',
      'public/images/uploads/cover-0123456789.png',
    ]);
  });

  it('is skipped outside a git work tree', async () => {
    dir = mkdtempSync(join(tmpdir(), 'no-git-'));
    expect(await commitConfig(dir, author, 'x')).toEqual({ skipped: 'not in a git work tree' });
  });
});
