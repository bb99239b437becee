// The schemas of schemas/ loaded into ajv for the command line: the validator of each kind of config
// file. The visual editor runs the same validators precompiled (scripts/vite-config-validators-plugin.ts);
// both explain the errors with src/shared/config-check/schema-problems.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Ajv2020, type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { SCHEMA_BASE, SCHEMA_KEYWORDS } from '../../src/shared/config-check/config-layout.ts';

// ajv-formats is CommonJS: under Node's ESM loader the plugin is the module's "default" property.
type FormatsPlugin = (ajv: Ajv2020) => Ajv2020;
const addFormats = ((addFormatsModule as unknown as { default?: FormatsPlugin }).default ?? (addFormatsModule as unknown as FormatsPlugin));

/** @param code ajv's code options, for standalone (precompiled) output. */
export function loadSchemas(schemaDir: string, code?: Options['code']): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true, ...(code ? { code } : {}) });
  addFormats(ajv);
  for (const keyword of SCHEMA_KEYWORDS) ajv.addKeyword(keyword);
  for (const file of listJsonFiles(schemaDir)) {
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { $id?: string };
    const expectedId = SCHEMA_BASE + relative(schemaDir, file).split('\\').join('/');
    if (schema.$id !== expectedId) throw new Error(`${file}: $id must be ${expectedId}`);
    ajv.addSchema(schema);
  }
  return ajv;
}

export function listJsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

export function validatorFor(ajv: Ajv2020, schemaFile: string): ValidateFunction {
  const validate = ajv.getSchema(SCHEMA_BASE + schemaFile);
  if (!validate) throw new Error(`no schema ${schemaFile}`);
  return validate;
}

