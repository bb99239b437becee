// Each form reaches the browser as one module, prepared at build time: its definition as the browser
// needs it (src/shared/forms/browser-form.ts) and its validator compiled to plain JavaScript
// (react-jsonschema-form's precompiled validators), so the browser never needs eval and the strict
// CSP holds.
//   virtual:forms          -> { [formId]: () => import('virtual:form/<formId>') }
//   virtual:form/<id>      -> export const form = {…}; export default { [schema id]: validate function }
// A format judged by code (a phone number) is called in the browser from src/forms/formats.ts, which
// the validator of a form with such a field imports.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { schemaParser } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import { _, Name } from 'ajv';
import standaloneModule from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { CODE_FORMAT_CHECKS } from '../src/shared/forms/code-format-checks.ts';
import { browserForm } from '../src/shared/forms/browser-form.ts';
import type { FormDefinition } from '../src/shared/forms/definition.ts';
import { CONFIG_FOLDERS, idOfFileName } from '../src/shared/config-check/config-layout.ts';

const INDEX_ID = 'virtual:forms';
const ONE_PREFIX = 'virtual:form/';
/** Where the browser's validators find the formats judged by code, and the name they import them by. */
const FORMATS_MODULE = resolve(import.meta.dirname, '../src/forms/formats.ts');
const FORMATS_NAME = 'formFormats';

/**
 * What RJSF's compileSchemaValidatorsCode does, plus export names that are valid identifiers: RJSF
 * also compiles each conditional sub-schema (if/then, dependencies) under a hash such as "-465c599f",
 * which cannot be an export name. The module's default export maps those ids to the functions.
 */
// ajv's standalone module is CommonJS; under Node's ESM loader its function is the "default" export.
type Standalone = (ajv: unknown, refsOrFuncs?: Record<string, string>) => string;
const standaloneCode =
  (standaloneModule as unknown as { default?: Standalone }).default ?? (standaloneModule as unknown as Standalone);

/**
 * The ESM code of the validator of a schema that has its $id.
 * @param quiet whether ajv keeps its notes (such as formats it leaves unchecked) to itself
 * @param site whether the schema is a site form's, whose formats judged by code the validator calls
 *   from src/forms/formats.ts (the editor's forms use formats only to pick an input)
 */
export function compileFormValidator(schema: object & { $id: string }, quiet = false, site = false): string {
  const schemaMaps = schemaParser(schema as never) as Record<string, object>;
  const names = Object.keys(schemaMaps).map((id, index) => [`validator${index}`, id] as const);
  const ajv = createAjvInstance(
    undefined,
    site ? CODE_FORMAT_CHECKS : undefined,
    {
      code: { source: true, esm: true, lines: false, ...(site ? { formats: _`${new Name(FORMATS_NAME)}` } : {}) },
      schemas: Object.values(schemaMaps),
      ...(quiet ? { logger: false } : {}),
    } as never,
    false,
  );
  const code =
    standaloneCode(ajv, Object.fromEntries(names)) +
    `\nexport default {${names.map(([name, id]) => `${JSON.stringify(id)}: ${name}`).join(', ')}};\n`;
  const formats =
    site && code.includes(`${FORMATS_NAME}.`)
      ? `import { ${FORMATS_NAME} } from ${JSON.stringify(FORMATS_MODULE)};\n`
      : '';
  // ajv's standalone output still require()s its small runtime helpers; make them ESM imports.
  return (
    formats +
    code.replace(
      /const (\w+) = require\("([^"]+)"\)\.default;/g,
      (_all, name: string, module: string) =>
        `import ${name}$module from "${module}.js";const ${name} = ${name}$module.default ?? ${name}$module;`,
    )
  );
}

export function formsPlugin(configDir = 'site-config'): Plugin {
  const formsDir = resolve(configDir, CONFIG_FOLDERS.forms);
  const formIds = () =>
    readdirSync(formsDir)
      .flatMap((name) => idOfFileName(name) ?? [])
      .sort();
  return {
    name: 'cortracker-forms',
    resolveId(id) {
      if (id === INDEX_ID || id.startsWith(ONE_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) {
        const entries = formIds().map(
          (formId) => `${JSON.stringify(formId)}: () => import(${JSON.stringify(ONE_PREFIX + formId)})`,
        );
        return `export default {${entries.join(',')}};`;
      }
      if (id.startsWith(`\0${ONE_PREFIX}`)) {
        const file = join(formsDir, `${id.slice(ONE_PREFIX.length + 1)}.json`);
        this.addWatchFile(file);
        const form = browserForm(JSON.parse(readFileSync(file, 'utf8')) as FormDefinition);
        return `${compileFormValidator(form.schema, false, true)}export const form = ${JSON.stringify(form)};\n`;
      }
      return undefined;
    },
  };
}
