// Form validators are compiled to plain JavaScript at build time (react-jsonschema-form's
// precompiled validators), so the browser never needs eval and the strict CSP holds.
//   virtual:form-validators        -> { [formId]: () => import('virtual:form-validator/<formId>') }
//   virtual:form-validator/<id>    -> the ESM code of that form's validator
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { schemaParser } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import standaloneModule from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { validatorSchemaId } from './vite-forms-plugin-ids.ts';

const INDEX_ID = 'virtual:form-validators';
const ONE_PREFIX = 'virtual:form-validator/';


/**
 * What RJSF's compileSchemaValidatorsCode does, plus export names that are valid identifiers: RJSF
 * also compiles each conditional sub-schema (if/then, dependencies) under a hash such as "-465c599f",
 * which cannot be an export name. The module's default export maps those ids to the functions.
 */
// ajv's standalone module is CommonJS; under Node's ESM loader its function is the "default" export.
type Standalone = (ajv: unknown, refsOrFuncs?: Record<string, string>) => string;
const standaloneCode = ((standaloneModule as unknown as { default?: Standalone }).default ?? (standaloneModule as unknown as Standalone));

export function compileFormValidator(formId: string, schema: object): string {
  const schemaMaps = schemaParser({ ...schema, $id: validatorSchemaId(formId) } as never) as Record<string, object>;
  const names = Object.keys(schemaMaps).map((id, index) => [`validator${index}`, id] as const);
  const ajv = createAjvInstance(undefined, undefined, { code: { source: true, esm: true, lines: false }, schemas: Object.values(schemaMaps) } as never, false);
  const code = standaloneCode(ajv, Object.fromEntries(names)) + `\nexport default {${names.map(([name, id]) => `${JSON.stringify(id)}: ${name}`).join(', ')}};\n`;
  // ajv's standalone output still require()s its small runtime helpers; make them ESM imports.
  return code.replace(/const (\w+) = require\("([^"]+)"\)\.default;/g, (_all, name: string, module: string) => `import ${name}$module from "${module}.js";const ${name} = ${name}$module.default ?? ${name}$module;`);
}

export function formsPlugin(configDir = 'site-config'): Plugin {
  const formsDir = resolve(configDir, 'forms');
  const formIds = () => readdirSync(formsDir).filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5)).sort();
  return {
    name: 'cortracker-forms',
    resolveId(id) {
      if (id === INDEX_ID || id.startsWith(ONE_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) {
        const entries = formIds().map((formId) => `${JSON.stringify(formId)}: () => import(${JSON.stringify(ONE_PREFIX + formId)})`);
        return `export default {${entries.join(',')}};`;
      }
      if (id.startsWith(`\0${ONE_PREFIX}`)) {
        const formId = id.slice(ONE_PREFIX.length + 1);
        const file = join(formsDir, `${formId}.json`);
        this.addWatchFile(file);
        const form = JSON.parse(readFileSync(file, 'utf8')) as { schema: object };
        return compileFormValidator(formId, form.schema);
      }
      return undefined;
    },
  };
}

/** Parts of a form definition only our server reads (dist/.meta/forms keeps the whole file). */
const SERVER_ONLY_FORM_KEYS = ['mails', 'storage'];

/**
 * Leaves the server's part of each form definition (the mails it sends, how it stores the
 * submission) out of the bundles the browser loads: the visitor's form never uses it, and every
 * byte of it would be JavaScript each form page downloads.
 */
export function formsBrowserPlugin(configDir = 'site-config'): Plugin {
  const formsDir = resolve(configDir, 'forms');
  return {
    name: 'cortracker-forms-browser',
    // Only in builds: the unit tests read the whole definitions.
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?', 1)[0]!;
      if (!file.startsWith(`${formsDir}/`) || !file.endsWith('.json')) return undefined;
      const definition = JSON.parse(code) as Record<string, unknown>;
      for (const key of SERVER_ONLY_FORM_KEYS) delete definition[key];
      return { code: JSON.stringify(definition), map: null };
    },
  };
}
