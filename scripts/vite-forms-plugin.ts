// Each form reaches the browser as one module, prepared at build time: its definition as the browser
// needs it (src/shared/forms/browser-form.ts) and its validator compiled to plain JavaScript
// (react-jsonschema-form's precompiled validators), so the browser never needs eval and the strict
// CSP holds.
//   virtual:forms          -> { [formId]: () => import('virtual:form/<formId>') }
//   virtual:form/<id>      -> export const form = {…}; export default { [schema id]: validate function }
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { schemaParser } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import standaloneModule from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { browserForm } from '../src/shared/forms/browser-form.ts';
import type { FormDefinition } from '../src/shared/forms/definition.ts';
import { CONFIG_FOLDERS, idOfFileName } from '../src/shared/config-check/config-layout.ts';

const INDEX_ID = 'virtual:forms';
const ONE_PREFIX = 'virtual:form/';

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
 */
export function compileFormValidator(schema: object & { $id: string }, quiet = false): string {
  const schemaMaps = schemaParser(schema as never) as Record<string, object>;
  const names = Object.keys(schemaMaps).map((id, index) => [`validator${index}`, id] as const);
  const ajv = createAjvInstance(
    undefined,
    undefined,
    {
      code: { source: true, esm: true, lines: false },
      schemas: Object.values(schemaMaps),
      ...(quiet ? { logger: false } : {}),
    } as never,
    false,
  );
  const code =
    standaloneCode(ajv, Object.fromEntries(names)) +
    `\nexport default {${names.map(([name, id]) => `${JSON.stringify(id)}: ${name}`).join(', ')}};\n`;
  // ajv's standalone output still require()s its small runtime helpers; make them ESM imports.
  return code.replace(
    /const (\w+) = require\("([^"]+)"\)\.default;/g,
    (_all, name: string, module: string) =>
      `import ${name}$module from "${module}.js";const ${name} = ${name}$module.default ?? ${name}$module;`,
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
        return `${compileFormValidator(form.schema)}export const form = ${JSON.stringify(form)};\n`;
      }
      return undefined;
    },
  };
}
