import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newValue } from '../../src/shared/config-edit/new-value.ts';
import { schemaFile, type Schema, type SchemaSet } from '../../src/shared/config-edit/schema-walk.ts';

const root = join(import.meta.dirname, '../..');
const schemas: SchemaSet = new Map(
  readdirSync(join(root, 'schemas'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => JSON.parse(readFileSync(join(entry.parentPath, entry.name), 'utf8')) as Schema)
    .map((schema) => [String(schema.$id), schema]),
);
const at = (file: string, ...path: string[]) => {
  const node = schemaFile(schemas, file);
  let schema = node.schema;
  for (const key of path) schema = schema[key] as Schema;
  return { schema, base: node.base };
};

describe('a new value made from a schema', () => {
  it('has the required properties only, texts empty, the first of a fixed set of answers', () => {
    expect(newValue(schemas, at('navigation.schema.json', 'properties', 'mobileMenu', 'items'))).toEqual({
      label: '',
      href: '',
    });
  });

  it('adds what a condition met by its first answers requires', () => {
    expect(
      newValue(schemas, at('navigation.schema.json', 'properties', 'header', 'properties', 'items', 'items')),
    ).toEqual({ kind: 'link', label: '', href: '' });
  });

  it('gives a list its fewest entries, a number its lowest value, a yes/no false', () => {
    const page = newValue(schemas, at('page.schema.json')) as Record<string, unknown>;
    expect(page).toMatchObject({
      title: '',
      description: '',
      keywords: [''],
      sections: [{ type: 'blogList', perPage: 1 }],
    });
    expect(newValue(schemas, { schema: { type: 'integer', minimum: 3 }, base: '' })).toBe(3);
    expect(newValue(schemas, { schema: { type: 'boolean' }, base: '' })).toBe(false);
    expect(newValue(schemas, { schema: { type: 'string', default: 'x' }, base: '' })).toBe('x');
  });
});

describe('a new value of a value told apart by a condition', () => {
  it('is the plain case: a link of a drop-down, not a submenu', () => {
    const node = schemaFile(schemas, 'navigation.schema.json');
    const defs = node.schema.$defs as Record<string, Schema>;
    const links = (defs.listMenu!.properties as Record<string, Schema>).links!;
    expect(newValue(schemas, { schema: links.items as Schema, base: node.base })).toEqual({ label: '', href: '' });
  });
});
