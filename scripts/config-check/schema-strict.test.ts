// A schema the strict ajv cannot compile is a problem of that schema file, at its line and column,
// from `npm run validate` too: no raw stack trace, and the summary does not blame the config (issue 44:
// a `contains` without `type` crashed the validator, and the summary named site-config). The build,
// the editor's bundle and the editor's server say the same lines (src/shared/config-check/schema-compile.ts).
// The editor's checks thread started on the copy (configChecks) lives as long as the process does:
// vitest: isolate
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { formatProblem, isError } from '../../src/shared/config-check/json-source.ts';
import { schemaCompileProblems, summaryOf } from './schema-strict.ts';
import { validateConfig } from './validate-config.ts';
import { configChecks } from '../../src/server/editor/config-checks.ts';

const root = resolve(import.meta.dirname, '../..');
const copy = mkdtempSync(join(tmpdir(), 'schema-strict-'));
const schemas = join(copy, 'schemas');

/** Replaces a text of a copied schema file, which must be there once. */
function edit(file: string, from: string, to: string): void {
  const path = join(schemas, file);
  const text = readFileSync(path, 'utf8');
  expect(text.split(from)).toHaveLength(2);
  writeFileSync(path, text.replace(from, to));
}

// A copy of the project's sources with two strict-mode mistakes in its schemas: the validator's
// command runs there as it does here.
beforeAll(() => {
  for (const part of ['src', 'scripts', 'schemas', 'package.json', 'index.html', 'vite.config.ts'])
    cpSync(join(root, part), join(copy, part), { recursive: true });
  for (const part of ['node_modules', 'public']) symlinkSync(join(root, part), join(copy, part));
  edit(
    'sections/stepList.schema.json',
    '"minItems": 1,\n      "items": {',
    '"minItems": 1,\n      "contains": { "properties": { "title": { "const": "First" } } },\n      "items": {',
  );
  edit('sections/hero.schema.json', '"x-page-heading": true,', '"x-page-heading": true,\n  "x-page-heding": true,');
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const EXPECTED = [
  'schemas/sections/hero.schema.json:7:3  /x-page-heding  unknown keyword: "x-page-heding"  (a keyword of JSON Schema 2020-12 or one of the project\'s "x-" keywords (SCHEMA_KEYWORDS, src/shared/config-check/config-layout.ts); ajv compiles the schemas in strict mode (src/shared/config-check/config-ajv.ts))',
  'schemas/sections/stepList.schema.json:33:19  /properties/steps/contains  missing type "object" for keyword "properties"  (write "type": "object" beside "properties"; ajv compiles the schemas in strict mode (src/shared/config-check/config-ajv.ts))',
];

describe('schemas that strict ajv does not compile', () => {
  it('are none of the shipped schemas', () => {
    expect(schemaCompileProblems(join(root, 'schemas'))).toEqual([]);
  });

  it('are problems of their schema file at the line and column, each found, whichever file refers to it', () => {
    const problems = validateConfig(join(root, FIXTURE_CONFIG_DIR), copy, schemas);
    expect(problems.map((problem) => formatProblem(problem, copy))).toEqual(EXPECTED);
  });

  it('come out of npm run validate as those lines, counted in the schemas, with no stack trace', () => {
    const run = spawnSync(process.execPath, ['scripts/validate.ts', '--config', join(root, FIXTURE_CONFIG_DIR)], {
      cwd: copy,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout.trim().split('\n')).toEqual(EXPECTED);
    expect(run.stderr.trim()).toBe(`2 problem(s) in the schemas, ${schemas}`);
  });

  it('stop the build with those lines, counted in the schemas, with no stack trace', () => {
    const out = join(copy, 'out');
    const run = spawnSync(
      process.execPath,
      ['scripts/build.ts', '--config', join(root, FIXTURE_CONFIG_DIR), '--out', out],
      { cwd: copy, encoding: 'utf8' },
    );
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines.filter((line) => line.startsWith('schemas/'))).toEqual(EXPECTED);
    expect(lines.at(-1)).toBe(`build stopped: 2 problem(s) in the schemas, ${schemas}; see npm run validate`);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 120_000);

  it('stop npm run edit, whose bundle compiles them, with those lines and no stack trace', () => {
    const run = spawnSync(process.execPath, ['scripts/edit.ts', '--config', join(root, FIXTURE_CONFIG_DIR)], {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, EDIT_PORT: '0' },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `The editor cannot start: the schemas do not compile (npm run validate lists the same):\n${EXPECTED.join('\n')}`,
    );
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 120_000);

  it("are what the editor's server answers when a check needs them, not ajv's message", async () => {
    const fixture = join(root, FIXTURE_CONFIG_DIR);
    const files = Object.fromEntries(
      readdirSync(fixture, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
        .map((entry) => {
          const file = join(entry.parentPath, entry.name);
          return [relative(fixture, file), readFileSync(file, 'utf8')];
        }),
    );
    const answer = await configChecks(copy).publishCheck(files, files, []);
    expect(answer).toEqual({
      kind: 'stopped',
      message: `The check of the configuration to publish could not run: the schemas do not compile (npm run validate lists the same):\n${EXPECTED.join('\n')}`,
    });
  }, 120_000);

  it('count apart from the config’s own problems in the summary', () => {
    // Made-up folders of a project: one schema file, two config files.
    const project = join(tmpdir(), 'project');
    const [schemaDir, configDir] = [join(project, 'schemas'), join(project, 'content')];
    const at = (file: string) => ({ file, line: 1, column: 1, pointer: '', message: 'm' });
    const errors = [at(join(schemaDir, 'a.json')), at(join(configDir, 'b.json')), at(join(configDir, 'c.json'))].filter(
      isError,
    );
    expect(summaryOf(errors, 1, configDir, schemaDir)).toBe(
      `1 problem(s) in the schemas, ${schemaDir}; 2 problem(s) in ${configDir} (1 warning(s))`,
    );
  });
});
