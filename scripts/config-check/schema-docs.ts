// The schemas themselves must speak to the people who edit the config: every property, and every
// object a list holds, has a "title" (the visual editor's field label) and a "description" (its help
// text). A $ref to a documented building block (one with a title, such as an image or a link) lends
// its title and description; a generic one (a text, an id) does not: it says nothing of the field.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pointerSegment, problemAt, type JsonSource, type Problem } from '../../src/shared/config-check/json-source.ts';
import { readJsonSource } from './json-source.ts';
import { listJsonFiles } from './schema-pass.ts';

type Schema = Record<string, unknown>;

/** Keywords whose sub-schemas are conditions or key rules, not fields anybody fills in. */
const NOT_FIELDS = new Set(['if', 'not', 'propertyNames', 'const', 'enum', 'default', 'examples']);

const HINTS = {
  title: 'the visual editor shows it as the field label: a few plain words',
  description: 'the visual editor shows it as the help text: what it does on the page, and any limit',
} as const;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function schemaDocProblems(schemaDir: string): Problem[] {
  const cache = new Map<string, Schema>();
  const load = (file: string): Schema => {
    if (!cache.has(file)) cache.set(file, JSON.parse(readFileSync(file, 'utf8')) as Schema);
    return cache.get(file)!;
  };

  /** The schema itself, or what its $ref points to, with the file that holds it. */
  function target(file: string, schema: Schema): { file: string; schema: Schema } | undefined {
    if (typeof schema.$ref !== 'string') return undefined;
    const [path = '', fragment = ''] = schema.$ref.split('#');
    const targetFile = path === '' ? file : join(dirname(file), path);
    let node: unknown = load(targetFile);
    for (const part of fragment.split('/').slice(1))
      node = isSchema(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    return isSchema(node) ? { file: targetFile, schema: node } : undefined;
  }

  function documented(file: string, schema: Schema, keyword: 'title' | 'description'): boolean {
    if (typeof schema[keyword] === 'string' && (schema[keyword] as string).trim() !== '') return true;
    const referenced = target(file, schema);
    return (
      referenced !== undefined &&
      typeof referenced.schema.title === 'string' &&
      documented(referenced.file, referenced.schema, keyword)
    );
  }

  function isObjectShaped(file: string, schema: Schema): boolean {
    if (isSchema(schema.properties)) return true;
    const referenced = target(file, schema);
    return referenced !== undefined && isObjectShaped(referenced.file, referenced.schema);
  }

  const problems: Problem[] = [];
  for (const file of listJsonFiles(schemaDir)) {
    const { source } = readJsonSource(file);
    if (!source) continue;
    const check = (schema: Schema, pointer: string) => {
      for (const keyword of ['title', 'description'] as const) {
        if (!documented(file, schema, keyword))
          problems.push(problemAt(source, pointer, `has no "${keyword}"`, HINTS[keyword]));
      }
    };
    walk(source, file, load(file), '', check, isObjectShaped);
  }
  return problems;
}

function walk(
  source: JsonSource,
  file: string,
  schema: Schema,
  pointer: string,
  check: (schema: Schema, pointer: string) => void,
  isObjectShaped: (file: string, schema: Schema) => boolean,
): void {
  for (const [keyword, value] of Object.entries(schema)) {
    if (NOT_FIELDS.has(keyword)) continue;
    const at = `${pointer}/${pointerSegment(keyword)}`;
    if (keyword === 'properties' && isSchema(value)) {
      for (const [name, property] of Object.entries(value)) {
        if (!isSchema(property)) continue;
        check(property, `${at}/${pointerSegment(name)}`);
        walk(source, file, property, `${at}/${pointerSegment(name)}`, check, isObjectShaped);
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (isSchema(item)) walk(source, file, item, `${at}/${index}`, check, isObjectShaped);
      });
    } else if (isSchema(value)) {
      // The objects a list holds get a label too: the editor names each entry by it.
      if (keyword === 'items' && isObjectShaped(file, value)) check(value, at);
      if (keyword === '$defs') {
        for (const [name, definition] of Object.entries(value))
          if (isSchema(definition))
            walk(source, file, definition, `${at}/${pointerSegment(name)}`, check, isObjectShaped);
      } else {
        walk(source, file, value, at, check, isObjectShaped);
      }
    }
  }
}
