/**
 * Reading our JSON Schemas without ajv: following a $ref across schema files, and finding the schema
 * of a value's property or list entry. The file writer orders keys by it, and the visual editor uses
 * it to know a field's kind. Conditions are judged on the small set of shapes our schemas use for
 * them (a property's const or enum, required properties, a type): enough to tell which branch of
 * "if"/"then" applies to a section or a menu.
 */
import { SCHEMA_BASE } from '../config-check/config-layout.ts';

export type Schema = Record<string, unknown>;

/** Every schema file by its $id. */
export type SchemaSet = ReadonlyMap<string, Schema>;

/** A schema inside the file it belongs to (its $id: the base of its relative $refs). */
export interface SchemaNode {
  schema: Schema;
  base: string;
}

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return isSchema(value);
}

/** The node of a schema file, by its file name under schemas/ (page.schema.json, sections/hero.schema.json). */
export function schemaFile(schemas: SchemaSet, name: string): SchemaNode {
  const id = SCHEMA_BASE + name;
  const schema = schemas.get(id);
  if (!schema) throw new Error(`no schema ${name}`);
  return { schema, base: id };
}

/** What a $ref points to. */
export function resolveRef(schemas: SchemaSet, node: SchemaNode, ref: string): SchemaNode | undefined {
  const url = new URL(ref, node.base);
  const fragment = decodeURIComponent(url.hash.slice(1));
  url.hash = '';
  const base = url.href;
  let target: unknown = schemas.get(base);
  for (const part of fragment.split('/').slice(1))
    target = isSchema(target) ? target[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  return isSchema(target) ? { schema: target, base } : undefined;
}

/**
 * The parts of a schema that apply to a value: itself, what its $ref points to, its allOf parts, and
 * the "then" (or "else") of each condition as the value meets it. Alternatives (anyOf, oneOf) are
 * included when the value could be of them.
 */
export function applicableParts(schemas: SchemaSet, node: SchemaNode, value: unknown, depth = 0): SchemaNode[] {
  if (depth > 32) return [];
  const parts: SchemaNode[] = [node];
  const { schema } = node;
  const follow = (child: unknown) =>
    isSchema(child) ? applicableParts(schemas, { schema: child, base: node.base }, value, depth + 1) : [];
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(schemas, node, schema.$ref);
    if (target) parts.push(...applicableParts(schemas, target, value, depth + 1));
  }
  if (Array.isArray(schema.allOf)) for (const part of schema.allOf) parts.push(...follow(part));
  if (isSchema(schema.if)) parts.push(...follow(meets(schema.if, value) ? schema.then : schema.else));
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const options = schema[keyword];
    if (Array.isArray(options))
      for (const option of options)
        if (couldBe(schemas, { schema: option as Schema, base: node.base }, value)) parts.push(...follow(option));
  }
  return parts;
}

/** Whether a value meets a condition of the shapes our schemas use (const, enum, required, type). */
function meets(condition: Schema, value: unknown): boolean {
  if (condition.type === 'object' && !isObject(value)) return false;
  if ('const' in condition && condition.const !== value) return false;
  if (Array.isArray(condition.enum) && !condition.enum.includes(value)) return false;
  if (
    Array.isArray(condition.required) &&
    !(isObject(value) && condition.required.every((key) => typeof key === 'string' && key in value))
  )
    return false;
  if (isSchema(condition.properties)) {
    if (!isObject(value)) return true;
    for (const [key, rule] of Object.entries(condition.properties))
      if (key in value && isSchema(rule) && !meets(rule, value[key])) return false;
  }
  return true;
}

/** Whether a value could be of an alternative: an object for an object schema, a text for a text. */
function couldBe(schemas: SchemaSet, node: SchemaNode, value: unknown): boolean {
  const target = typeof node.schema.$ref === 'string' ? resolveRef(schemas, node, node.schema.$ref) : node;
  const type = target?.schema.type ?? (isSchema(target?.schema.properties) ? 'object' : undefined);
  if (type === undefined) return isObject(value);
  if (type === 'object') return isObject(value);
  if (type === 'array') return Array.isArray(value);
  return !isObject(value) && !Array.isArray(value);
}

/** The property names a schema declares for an object value, in the order the schemas list them. */
export function declaredKeys(schemas: SchemaSet, node: SchemaNode, value: unknown): string[] {
  const keys: string[] = [];
  for (const part of applicableParts(schemas, node, value)) {
    if (isSchema(part.schema.properties))
      for (const key of Object.keys(part.schema.properties)) if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}

/** The schema of a property (of an object value) or of a list entry. */
export function childSchema(
  schemas: SchemaSet,
  node: SchemaNode,
  value: unknown,
  key: string | number,
): SchemaNode | undefined {
  const parts = applicableParts(schemas, node, value);
  if (typeof key === 'number') {
    for (const part of parts) if (isSchema(part.schema.items)) return { schema: part.schema.items, base: part.base };
    return undefined;
  }
  for (const part of parts) {
    const properties = part.schema.properties;
    if (isSchema(properties) && isSchema(properties[key])) return { schema: properties[key], base: part.base };
  }
  for (const part of parts)
    if (isSchema(part.schema.additionalProperties))
      return { schema: part.schema.additionalProperties, base: part.base };
  return undefined;
}
