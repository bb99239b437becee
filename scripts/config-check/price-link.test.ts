// `npm run validate` and a price changed without its checkout link (issue 40): in a config directory
// kept in git, the price is compared with the version last committed, and the validator says at the
// price that the link must change with it. Outside git there is nothing to compare with.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { formatProblem } from '../../src/shared/config-check/json-source.ts';
import { committedFiles } from '../../src/server/editor/published-files.ts';
import { validateConfig } from './validate-config.ts';

const root = resolve(import.meta.dirname, '../..');
const dirs: string[] = [];

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the fixture config, committed to a git repository of its own when `git`, its first price then raised by 3. */
function raisedPrice(git: boolean): { configDir: string; title: string; from: number; to: number } {
  const dir = mkdtempSync(join(tmpdir(), 'price-link-'));
  dirs.push(dir);
  const configDir = join(dir, 'config');
  cpSync(join(root, FIXTURE_CONFIG_DIR), configDir, { recursive: true });
  if (git) {
    const run = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', ...args], { cwd: configDir });
    run('init', '--quiet');
    run('add', '--all');
    run('commit', '--quiet', '-m', 'The config');
  }
  const file = join(configDir, 'services.json');
  const services = JSON.parse(readFileSync(file, 'utf8')) as { services: { title: string; price: number }[] };
  const first = services.services[0]!;
  const from = first.price;
  first.price = from + 3;
  writeFileSync(file, `${JSON.stringify(services, null, 2)}\n`);
  return { configDir, title: first.title, from, to: first.price };
}

describe('npm run validate, a price and its checkout link', () => {
  it('warns at the price changed since the last commit while its link stayed', async () => {
    const { configDir, title } = raisedPrice(true);
    const lines = validateConfig(configDir, root, undefined, undefined, await committedFiles(configDir))
      .filter((problem) => problem.file.endsWith('services.json'))
      .map((problem) => formatProblem(problem, configDir));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^services\\.json:\\d+:\\d+  /services/0/price  warning: the price changed but not its checkout link: "${title}" now shows \\$`,
      ),
    );
  });

  it('says nothing outside git: there is no published version to compare with', async () => {
    const { configDir } = raisedPrice(false);
    expect(await committedFiles(configDir)).toEqual(new Map());
    const problems = validateConfig(configDir, root, undefined, undefined, await committedFiles(configDir));
    expect(problems.filter((problem) => problem.file.endsWith('services.json'))).toEqual([]);
  });
});
