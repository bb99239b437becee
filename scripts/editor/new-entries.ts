// A list's Add makes its new entry from the schema (src/shared/config-edit/new-value.ts): each list of
// an editing form gets that value as its entries' "default", which react-jsonschema-form takes for a
// new entry. Without it a new text entry was `undefined`, which is no JSON value at all.
import { newValue } from '../../src/shared/config-edit/new-value.ts';
import type { Schema } from '../../src/shared/config-edit/schema-walk.ts';

/** Where a bundled schema stands for the resolution of its "#/$defs/…" references. */
const BUNDLE_BASE = 'https://editor.invalid/form.schema.json';

/** The keywords of a schema whose value is a schema, a list of schemas, or a map of them. */
const SCHEMA_KEYWORDS = ['items', 'additionalProperties', 'if', 'then', 'else', 'not', 'propertyNames'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_MAPS = ['properties', '$defs', 'patternProperties', 'dependentSchemas'];

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Gives the entries of every list of a self-contained schema the value a new entry starts as. */
export function withNewEntryDefaults(bundled: Schema): Schema {
  const schemas = new Map([[BUNDLE_BASE, bundled]]);
  const visit = (schema: unknown, depth: number): void => {
    if (depth > 64 || !isSchema(schema)) return;
    const items = schema.items;
    if (isSchema(items) && items.default === undefined) {
      const made = newValue(schemas, { schema: items, base: BUNDLE_BASE });
      if (made !== undefined) items.default = made;
    }
    for (const keyword of SCHEMA_KEYWORDS) visit(schema[keyword], depth + 1);
    for (const keyword of SCHEMA_LISTS)
      if (Array.isArray(schema[keyword])) for (const part of schema[keyword]) visit(part, depth + 1);
    for (const keyword of SCHEMA_MAPS)
      if (isSchema(schema[keyword])) for (const part of Object.values(schema[keyword])) visit(part, depth + 1);
  };
  visit(bundled, 0);
  return bundled;
}
