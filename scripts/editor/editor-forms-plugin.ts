// The editor's forms, prepared at build time: for each kind of config file (and for each section
// type, and a page's own settings) the self-contained schema react-jsonschema-form renders, with its
// validator precompiled to plain code (no eval: the editor keeps a strict CSP), one lazily loaded
// module each. Adding a section schema adds its form here with no editor code.
//   virtual:editor-schemas       -> export default [every schema of schemas/]  (for key order, titles, kinds)
//   virtual:editor-forms         -> export default { [form key]: () => import('virtual:editor-form/<key>.js') }
//   virtual:editor-form/<key>.js -> export const schema = {…}; export default { [schema id]: validate function }
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { FILE_KINDS } from '../../src/shared/config-check/config-layout.ts';
import { editorFormKeys, PAGE_SETTINGS, pageSettingsSchema } from '../../src/shared/config-edit/form-keys.ts';
import { schemaFile, type Schema, type SchemaSet } from '../../src/shared/config-edit/schema-walk.ts';
import { readSchemas } from '../config-check/schema-pass.ts';
import { compileFormValidator } from '../vite-forms-plugin.ts';
import { withNewEntryDefaults } from './new-entries.ts';
import { bundleSchema } from './schema-bundle.ts';

const SCHEMAS_ID = 'virtual:editor-schemas';
const INDEX_ID = 'virtual:editor-forms';
const ONE_PREFIX = 'virtual:editor-form/';

/** The id a form's schema carries: the precompiled validator exports its function under it. */
function formSchemaId(key: string): string {
  return `editor_${key.replace(/[^A-Za-z0-9]/g, '_')}`;
}

/**
 * Properties that are never allowed ("not": {}) leave the editing form: there is nothing to fill in,
 * and inside a form's field layout ("ui:field", "ui:options") RJSF cannot be told to hide them (a
 * uiSchema under a name starting with "ui:" is read as the enclosing field's options).
 * `npm run validate` and the save still refuse them in the file.
 */
function withoutForbiddenKeys(value: unknown): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) return value.forEach(withoutForbiddenKeys);
  const properties = (value as Schema).properties;
  if (typeof properties === 'object' && properties !== null) {
    for (const [name, property] of Object.entries(properties as Record<string, Schema>)) {
      const not = property.not;
      if (typeof not === 'object' && not !== null && Object.keys(not).length === 0)
        delete (properties as Record<string, Schema>)[name];
    }
  }
  Object.values(value).forEach(withoutForbiddenKeys);
}

/** The schema of an editing form, self-contained. */
export function editorFormSchema(schemas: SchemaSet, key: string): Schema {
  const name = key === PAGE_SETTINGS ? 'page.schema.json' : key;
  const schema = bundleSchema(
    schemas,
    schemaFile(schemas, name),
    formSchemaId(key),
    key === PAGE_SETTINGS ? pageSettingsSchema : undefined,
  );
  withoutForbiddenKeys(schema);
  return withNewEntryDefaults(schema);
}

export function editorFormsPlugin(root: string): Plugin {
  const schemaDir = join(root, 'schemas');
  const schemaSet = (): SchemaSet => new Map(readSchemas(schemaDir).map((schema) => [schema.$id, schema as Schema]));
  return {
    name: 'cortracker-editor-forms',
    resolveId(id) {
      if (id === SCHEMAS_ID || id === INDEX_ID || id.startsWith(ONE_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith('\0virtual:editor-')) return undefined;
      this.addWatchFile(schemaDir);
      const schemas = schemaSet();
      if (id === `\0${SCHEMAS_ID}`) return `export default ${JSON.stringify([...schemas.values()])};`;
      const keys = editorFormKeys(
        FILE_KINDS.map((kind) => kind.schema),
        [...schemas.keys()],
      );
      if (id === `\0${INDEX_ID}`) {
        return `export default {${keys.map((key) => `${JSON.stringify(key)}: () => import(${JSON.stringify(`${ONE_PREFIX}${key}.js`)})`).join(',')}};`;
      }
      // Named .js: Vite's JSON plugin would take an id that ends in .json for a JSON file.
      const key = id.slice(ONE_PREFIX.length + 1, -'.js'.length);
      if (!keys.includes(key)) throw new Error(`no editor form "${key}"`);
      const schema = editorFormSchema(schemas, key) as Schema & { $id: string };
      // Formats (date, email) only pick the input kind here; the config validators check them.
      return `${compileFormValidator(schema, true)}export const schema = ${JSON.stringify(schema)};\n`;
    },
  };
}
