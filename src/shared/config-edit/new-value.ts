/**
 * A new value for a schema, as the editor makes it for a new list entry, section, page or article:
 * the schema's own default where it has one, else its required properties only, each new in turn,
 * with empty texts, the lowest allowed number, false, the first of a fixed set of answers, and the
 * fewest list entries. Nothing is copied from other content: what the marketer has not written is
 * empty, and the validator says where something is still needed.
 */
import { applicableParts, resolveRef, type Schema, type SchemaNode, type SchemaSet } from './schema-walk.ts';

const MAX_DEPTH = 12;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** A schema with its $ref chain and allOf parts merged under it (its own keywords win). */
function merged(schemas: SchemaSet, node: SchemaNode, depth = 0): SchemaNode {
  if (depth > MAX_DEPTH) return node;
  let { schema } = node;
  let base = node.base;
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(schemas, node, schema.$ref);
    if (target) {
      const inner = merged(schemas, target, depth + 1);
      const { $ref: _ref, ...own } = schema;
      schema = { ...inner.schema, ...own };
      base = inner.base;
    }
  }
  return { schema, base };
}

function firstType(schema: Schema): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type) && typeof schema.type[0] === 'string') return schema.type[0];
  if (isSchema(schema.properties) || Array.isArray(schema.required)) return 'object';
  if (isSchema(schema.items)) return 'array';
  return undefined;
}

/** The schema of a property of an object value, from the parts that apply to it. */
function propertyOf(parts: SchemaNode[], key: string): SchemaNode | undefined {
  for (const part of parts) {
    const properties = part.schema.properties;
    if (isSchema(properties) && isSchema(properties[key])) return { schema: properties[key], base: part.base };
  }
  for (const part of parts)
    if (isSchema(part.schema.additionalProperties))
      return { schema: part.schema.additionalProperties, base: part.base };
  return undefined;
}

/** The required properties of the parts, with their schemas. */
function requiredOf(parts: SchemaNode[]): Map<string, SchemaNode> {
  const found = new Map<string, SchemaNode>();
  for (const part of parts)
    if (Array.isArray(part.schema.required))
      for (const key of part.schema.required)
        if (typeof key === 'string' && !found.has(key))
          found.set(key, propertyOf(parts, key) ?? { schema: {}, base: part.base });
  return found;
}

/** A new value of the schema at `node` (see the file's comment). */
export function newValue(schemas: SchemaSet, node: SchemaNode, depth = 0): unknown {
  const { schema, base } = merged(schemas, node);
  if (schema.default !== undefined) return clone(schema.default);
  if ('const' in schema) return clone(schema.const);
  if (Array.isArray(schema.enum)) return clone(schema.enum[0]);
  if (depth > MAX_DEPTH) return undefined;
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const options = schema[keyword];
    if (Array.isArray(options) && isSchema(options[0]) && firstType(schema) === undefined)
      return newValue(schemas, { schema: options[0], base }, depth + 1);
  }
  // A value told apart by a condition alone (a menu link, or a submenu when it has children): the
  // plain case, "else", the one a condition on keys it lacks leaves it in.
  if (firstType(schema) === undefined && isSchema(schema.if)) {
    const branch = isSchema(schema.else) ? schema.else : schema.then;
    if (isSchema(branch)) return newValue(schemas, { schema: branch, base }, depth + 1);
  }
  switch (firstType(schema)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      const fill = (required: Map<string, SchemaNode>): boolean => {
        let added = false;
        for (const [key, property] of required) {
          if (key in value) continue;
          const made = newValue(schemas, property, depth + 1);
          value[key] = made === undefined ? '' : made;
          added = true;
        }
        return added;
      };
      // Its own required properties first (a menu entry's kind, the first kind), then what the
      // conditions met by them require (a menu entry of kind "link" needs its address), until nothing more is.
      fill(requiredOf([{ schema, base }]));
      for (let round = 0; round < 4; round++)
        if (!fill(requiredOf(applicableParts(schemas, { schema, base }, value)))) break;
      return value;
    }
    case 'array': {
      const count = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const items = isSchema(schema.items) ? schema.items : {};
      return Array.from({ length: count }, () => newValue(schemas, { schema: items, base }, depth + 1) ?? '');
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return false;
    case 'string':
      return '';
    default:
      return undefined;
  }
}
