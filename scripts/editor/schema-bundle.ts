// react-jsonschema-form resolves only the $refs inside the schema it is given. Our schemas refer to
// each other (../common.schema.json#/$defs/text), so each editing form gets its schema as one
// self-contained document: every schema it reaches is copied under its own "$defs" and every $ref
// points there. The name of a copied definition keeps where it came from (common.text), which also
// tells the editor what kind of field it is (a link, an image, an icon).
import { resolveRef, type Schema, type SchemaNode, type SchemaSet } from '../../src/shared/config-edit/schema-walk.ts';
import { SCHEMA_BASE } from '../../src/shared/config-check/config-layout.ts';

/** The definition name of a $ref target: common.schema.json#/$defs/text -> common.text. */
export function definitionName(base: string, fragment: string): string {
  const file = base
    .slice(SCHEMA_BASE.length)
    .replace(/\.schema\.json$/, '')
    .replace(/\//g, '.');
  const inner = fragment.replace(/^\/\$defs\//, '').replace(/\//g, '.');
  return inner === '' ? file : `${file}.${inner}`;
}

/** A schema with every $ref pointing inside it, its definitions under "$defs". */
export function bundleSchema(
  schemas: SchemaSet,
  root: SchemaNode,
  id: string,
  transform: (schema: Schema) => Schema = (schema) => schema,
): Schema {
  const definitions: Record<string, Schema> = {};

  const rewrite = (value: unknown, base: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => rewrite(item, base));
    if (typeof value !== 'object' || value === null) return value;
    const result: Schema = {};
    for (const [key, child] of Object.entries(value)) {
      if (key === '$defs' || key === '$schema' || key === '$id') continue;
      if (key === '$ref' && typeof child === 'string') {
        result.$ref = `#/$defs/${define(base, child)}`;
        continue;
      }
      result[key] = rewrite(child, base);
    }
    return result;
  };

  const define = (base: string, ref: string): string => {
    const url = new URL(ref, base);
    const fragment = decodeURIComponent(url.hash.slice(1));
    url.hash = '';
    const name = definitionName(url.href, fragment);
    if (!(name in definitions)) {
      const target = resolveRef(schemas, { schema: {}, base }, ref);
      if (!target) throw new Error(`${base}: the $ref ${ref} leads nowhere`);
      definitions[name] = {};
      definitions[name] = rewrite(target.schema, target.base) as Schema;
    }
    return name;
  };

  const body = rewrite(transform(root.schema), root.base) as Schema;
  return { $id: id, ...body, $defs: definitions };
}
