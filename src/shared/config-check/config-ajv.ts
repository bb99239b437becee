/**
 * The ajv that judges config files: JSON Schema 2020-12, every error, strict, with the formats our
 * schemas use and their own annotation keywords. The command line and the editor's server compile
 * with it; the visual editor runs its standalone output (precompiled at build time, no eval).
 */
import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { SCHEMA_BASE, SCHEMA_KEYWORDS } from './config-layout.ts';
import type { SchemaValidator } from './schema-problems.ts';

// ajv-formats is CommonJS: under Node's ESM loader the plugin is the module's "default" property.
type FormatsPlugin = (ajv: Ajv2020) => Ajv2020;
const addFormats =
  (addFormatsModule as unknown as { default?: FormatsPlugin }).default ??
  (addFormatsModule as unknown as FormatsPlugin);

/** @param code ajv's code options, for standalone (precompiled) output. */
export function createConfigAjv(schemas: Iterable<object>, code?: Options['code']): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    ...(code ? { code } : {}),
  });
  addFormats(ajv);
  for (const keyword of SCHEMA_KEYWORDS) ajv.addKeyword({ ...keyword });
  for (const schema of schemas) ajv.addSchema(schema);
  return ajv;
}

/** The validator of a kind of config file, by its schema's file name (page.schema.json). */
export function configValidator(ajv: Ajv2020, schemaName: string): SchemaValidator {
  const validate = ajv.getSchema(SCHEMA_BASE + schemaName);
  if (!validate) throw new Error(`no schema ${schemaName}`);
  return validate;
}
