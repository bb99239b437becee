import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/shared/config-check/json-source.ts';
import { schemaDocProblems } from './schema-docs.ts';

const schemas = resolve(import.meta.dirname, '../../schemas');
const workDir = mkdtempSync(join(tmpdir(), 'schema-docs-'));

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Deletes the property at the end of a path from a copied schema file. */
function remove(file: string, ...path: string[]): void {
  const at = join(workDir, 'schemas', file);
  const schema = JSON.parse(readFileSync(at, 'utf8')) as Record<string, unknown>;
  const parent = path.slice(0, -1).reduce((node, key) => node[key] as Record<string, unknown>, schema);
  delete parent[path.at(-1)!];
  writeFileSync(at, JSON.stringify(schema, null, 2));
}

describe('schema documentation check', () => {
  it('finds a title and a description on every property of the shipped schemas', () => {
    expect(schemaDocProblems(schemas)).toEqual([]);
  });

  it('names the schema file and the JSON pointer of a property, nested or in a list, that lacks one', () => {
    cpSync(schemas, join(workDir, 'schemas'), { recursive: true });
    remove('sections/hero.schema.json', 'properties', 'eyebrow', 'title');
    remove('sections/stepList.schema.json', 'properties', 'steps', 'items', 'properties', 'text', 'description');
    remove('faq.schema.json', 'properties', 'items', 'items', 'title');
    const problems = schemaDocProblems(join(workDir, 'schemas')).map((problem) =>
      formatProblem(problem, workDir).replace(/:\d+:\d+ /, ' '),
    );
    expect(problems).toEqual([
      'schemas/faq.schema.json  /properties/items/items  has no "title"  (the visual editor shows it as the field label: a few plain words)',
      'schemas/sections/hero.schema.json  /properties/eyebrow  has no "title"  (the visual editor shows it as the field label: a few plain words)',
      'schemas/sections/stepList.schema.json  /properties/steps/items/properties/text  has no "description"  (the visual editor shows it as the help text: what it does on the page, and any limit)',
    ]);
  });
});
