// The validator against a corpus of broken configs: every problem, at its exact place. The cases are
// laid over a copy of the frozen, specified content (tests/spec-content/, placed as a site-config/
// folder: their expected lines name its files, e.g. site-config/routes.json:126:15), so that no
// marketer's edit of the shipped config moves a line they name.
/* eslint-disable no-restricted-syntax -- the shipped config must validate, whatever it says */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SITE_CONFIG_DIR, SPEC_CONTENT_DIR } from '../../src/config/config-dir.ts';
import { formatProblem, isError } from '../../src/shared/config-check/json-source.ts';
import { validateConfig } from '../../scripts/config-check/validate-config.ts';
import { MARKETER_EDITS } from '../support/marketer-edits.ts';

const root = resolve(import.meta.dirname, '../..');
const corpus = join(root, 'tests/config-corpus');
const workDirs: string[] = [];

/** The list of section types a wrong `type` is told to choose from, as the validator writes it. A case's
 *  expected.txt says `{the section types}` instead, so that a developer's new type (`npm run
 *  new-section`) does not change what the corpus expects. */
const SECTION_TYPES_LIST = readdirSync(join(root, 'schemas/sections'))
  .filter((name) => name.endsWith('.schema.json') && name !== 'index.schema.json')
  .map((name) => `"${name.slice(0, -'.schema.json'.length)}"`)
  .sort()
  .join(', ');

/** A config (the specified content unless told) copied as site-config/ beside a link to schemas/, with the case's files laid over it. */
function configWith(caseDir?: string, from = SPEC_CONTENT_DIR): { parent: string; config: string } {
  const parent = mkdtempSync(join(tmpdir(), 'config-corpus-'));
  workDirs.push(parent);
  const config = join(parent, 'site-config');
  cpSync(join(root, from), config, { recursive: true });
  symlinkSync(join(root, 'schemas'), join(parent, 'schemas'));
  if (!caseDir) return { parent, config };
  for (const entry of readdirSync(caseDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name === 'expected.txt') continue;
    const relative = join(entry.parentPath, entry.name).slice(caseDir.length + 1);
    cpSync(join(caseDir, relative), join(config, relative));
  }
  return { parent, config };
}

function run(config: string, parent: string, publicDir?: string): string[] {
  return validateConfig(config, root, join(parent, 'schemas'), publicDir).map((problem) =>
    formatProblem(problem, parent),
  );
}

afterAll(() => {
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
});

describe('config validator', () => {
  it('finds nothing wrong with the shipped site-config, nor with the specified content', () => {
    for (const from of [SITE_CONFIG_DIR, SPEC_CONTENT_DIR]) {
      const { parent, config } = configWith(undefined, from);
      expect(run(config, parent), from).toEqual([]);
    }
  });

  it('accepts the marketer edits that npm run test:marketer-edits makes, twice over (so that proof edits a valid config)', () => {
    const { parent, config } = configWith();
    const publicDir = join(parent, 'public');
    cpSync(join(root, 'public'), publicDir, { recursive: true });
    for (const round of [1, 2]) {
      for (const change of MARKETER_EDITS) change.apply({ config, public: publicDir });
      expect(run(config, parent, publicDir), `round ${round}`).toEqual([]);
    }
  });

  it('checks a copy of site-config/ anywhere: "$schema" paths that lead elsewhere only warn, once', () => {
    const parent = mkdtempSync(join(tmpdir(), 'config-copy-'));
    workDirs.push(parent);
    const config = join(parent, 'site-config');
    cpSync(join(root, SPEC_CONTENT_DIR), config, { recursive: true });
    const problems = validateConfig(config, root);
    expect(problems.filter(isError)).toEqual([]);
    expect(problems.map((problem) => formatProblem(problem, parent))).toEqual([
      `site-config:1:1  /  warning: the "$schema" lines name the right schemas, but from this directory their paths do not lead to ${join(root, 'schemas')}  (files are checked all the same; an editor checks while you type only where the paths lead to the schemas)`,
    ]);
  });

  const cases = readdirSync(corpus, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const entry of cases) {
    it(`reports every problem of "${entry.name}" at its place`, () => {
      const caseDir = join(corpus, entry.name);
      const { parent, config } = configWith(caseDir);
      const expected = readFileSync(join(caseDir, 'expected.txt'), 'utf8').trimEnd().split('\n');
      const problems = run(config, parent).map((line) => line.replace(SECTION_TYPES_LIST, '{the section types}'));
      expect(problems).toEqual(expected);
    });
  }

  it('has a case for each kind of problem the guide names', () => {
    expect(cases.map((entry) => entry.name).sort()).toEqual([
      'all-at-once',
      'blog',
      'content-dates',
      'copied-page',
      'form-references',
      'form-safety',
      'form-widgets',
      'form-words',
      'forms',
      'image-descriptions',
      'malformed',
      'page-shapes',
      'references',
      'services',
      'theme-contrast',
      'time-zone',
    ]);
    expect(existsSync(join(corpus, 'README.md'))).toBe(true);
  });
});
