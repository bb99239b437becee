// Every list of an editing form, read from its schema (the one the editor renders, prepared by
// scripts/editor/editor-forms-plugin.ts): its place as a pattern of react-jsonschema-form field ids,
// "*" standing for an entry of a list and "+" for an entry of a map. Conditional parts (a menu entry
// of one kind or another) are all included: a list exists if any branch has it.
import { join } from 'node:path';
import { readSchemas } from '../../../scripts/config-check/schema-pass.ts';
import { editorFormSchema } from '../../../scripts/editor/editor-forms-plugin.ts';
import type { Schema, SchemaSet } from '../../../src/shared/config-edit/schema-walk.ts';
import { projectRoot } from './editor-server.ts';

export const schemaSet: SchemaSet = new Map(
  readSchemas(join(projectRoot, 'schemas')).map((schema) => [schema.$id, schema as Schema]),
);

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The paths of every list of the editing form of `key`, shallow ones first. */
export function listPaths(key: string): string[][] {
  const root = editorFormSchema(schemaSet, key);
  const definitions = (root.$defs ?? {}) as Record<string, Schema>;
  const resolved = (schema: Schema, depth = 0): Schema => {
    if (typeof schema.$ref !== 'string' || depth > 16) return schema;
    const { $ref, ...own } = schema;
    return { ...resolved(definitions[$ref.replace('#/$defs/', '')] ?? {}, depth + 1), ...own };
  };
  const branches = (schema: Schema): Schema[] => {
    const merged = resolved(schema);
    const parts = [merged];
    for (const keyword of ['allOf', 'anyOf', 'oneOf'])
      if (Array.isArray(merged[keyword])) for (const part of merged[keyword] as Schema[]) parts.push(...branches(part));
    for (const keyword of ['then', 'else']) if (isSchema(merged[keyword])) parts.push(...branches(merged[keyword]));
    return parts;
  };
  const found: string[][] = [];
  const seen = new Set<string>();
  const visit = (schema: Schema, path: string[], depth: number) => {
    if (depth > 12) return;
    for (const part of branches(schema)) {
      if (part.const !== undefined) continue;
      if (part.type === 'array' && isSchema(part.items)) {
        const id = path.join('/');
        if (!seen.has(id)) {
          seen.add(id);
          found.push(path);
          visit(part.items, [...path, '*'], depth + 1);
        }
      }
      if (isSchema(part.properties))
        for (const [name, property] of Object.entries(part.properties))
          if (isSchema(property)) visit(property, [...path, name], depth + 1);
      if (isSchema(part.additionalProperties)) visit(part.additionalProperties, [...path, '+'], depth + 1);
    }
  };
  visit(root, [], 0);
  return found.sort((a, b) => a.length - b.length);
}
