// A schema the strict ajv cannot compile is a problem of that schema file, at its line and column,
// from `npm run validate` too: no raw stack trace, and the summary does not blame the config (issue 44:
// a `contains` without `type` crashed the validator, and the summary named site-config).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { formatProblem, isError } from '../../src/shared/config-check/json-source.ts';
import { schemaCompileProblems, summaryOf } from './schema-strict.ts';
import { validateConfig } from './validate-config.ts';

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
  for (const part of ['src', 'scripts', 'schemas', 'package.json'])
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
