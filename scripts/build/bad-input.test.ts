// Bad input to the build gets a clear answer, never a crash or a half-written build: a blog list that
// names a missing article stops the build with the validator's words (file, line, what to do); an
// article of a megabyte builds, with a warning that names it. (10,000 articles: npm run bench:scale,
// whose figures docs/performance.md keeps.)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { writeScaleConfig } from '../bench/scale-config.ts';

const root = resolve(import.meta.dirname, '../..');
const BUILD_TIMEOUT_MS = 240_000;
const dirs: string[] = [];
let config: string;
let out: string;

beforeEach(() => {
  const work = mkdtempSync(join(tmpdir(), 'build-bad-input-'));
  dirs.push(work);
  config = join(work, 'config');
  out = join(work, 'dist');
  writeScaleConfig({ from: join(root, FIXTURE_CONFIG_DIR), to: config, articles: 2, pages: 0 });
  symlinkSync(join(root, 'schemas'), join(work, 'schemas'));
});

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function build() {
  return spawnSync(process.execPath, [join(root, 'scripts/build.ts'), '--config', config, '--out', out], {
    cwd: root,
    encoding: 'utf8',
    timeout: BUILD_TIMEOUT_MS,
  });
}

function editJson<T>(path: string, change: (value: T) => void): void {
  const file = join(config, path);
  const value = JSON.parse(readFileSync(file, 'utf8')) as T;
  change(value);
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

describe('the build, given bad input', () => {
  it(
    'stops on a blog list that pins a missing article, says where and what to do, and leaves no build',
    () => {
      editJson<{ sections: Record<string, unknown>[] }>('pages/articles.json', (page) => {
        page.sections.find((section) => section.type === 'blogList')!.pinned = [{ slug: 'no-such-article', place: 1 }];
      });
      const result = build();
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(
        /pages\/articles\.json:\d+:\d+ {2}\/sections\/\d+\/pinned\/0\/slug {2}no article "no-such-article" {2}\(create blog\/no-such-article\.json/,
      );
      expect(result.stderr).toContain('build stopped: 1 config problem(s)');
      expect(result.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(out)).toBe(false);
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'builds an article of a megabyte, and names it in a warning',
    () => {
      const paragraph = `${'A long sentence about stock counts and purchase orders. '.repeat(40)}`.trim();
      editJson<{ body: string[] }>('blog/scale-article-00001.json', (article) => {
        article.body = Array.from({ length: Math.ceil(1_048_576 / paragraph.length) }, () => paragraph);
      });
      const result = build();
      expect(result.status, result.stderr).toBe(0);
      expect(result.stderr).toMatch(
        /warning: blog\/scale-article-00001\.json: the page \/blog\/scale-article-00001 is 1\.\d\d MB of HTML/,
      );
      expect(readFileSync(join(out, 'blog/scale-article-00001/index.html')).length).toBeGreaterThan(1_048_576);
    },
    BUILD_TIMEOUT_MS,
  );
});
