// The config validators of `npm run validate`, precompiled for the visual editor: ajv compiles every
// schema of schemas/ with the options of the command line (src/shared/config-check/config-ajv.ts)
// and writes the validator of each kind of config file as plain code, so the editor checks its draft
// in the browser without eval under its strict CSP, with the same errors, explained by the same code.
//   virtual:config-validators -> export default { [schema file name]: validate function }
import { join } from 'node:path';
import standaloneModule from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { FILE_KINDS, SCHEMA_BASE } from '../../src/shared/config-check/config-layout.ts';
import { createConfigAjv } from '../../src/shared/config-check/config-ajv.ts';
import { readSchemas } from '../config-check/schema-pass.ts';

const ID = 'virtual:config-validators';

// ajv's standalone module is CommonJS; under Node's ESM loader its function is the "default" export.
type Standalone = (ajv: unknown, refsOrFuncs?: Record<string, string>) => string;
const standaloneCode =
  (standaloneModule as unknown as { default?: Standalone }).default ?? (standaloneModule as unknown as Standalone);

/** The ESM code of the validators of every kind of config file, by schema file name. */
export function configValidatorsCode(schemaDir: string): string {
  const ajv = createConfigAjv(readSchemas(schemaDir), { source: true, esm: true, lines: false });
  const names = [...new Set(FILE_KINDS.map((kind) => kind.schema))].map(
    (schema, index) => [`kind${index}`, schema] as const,
  );
  const code = standaloneCode(ajv, Object.fromEntries(names.map(([name, schema]) => [name, SCHEMA_BASE + schema])));
  // The standalone output require()s ajv's runtime helpers and the format checks; make them imports.
  const imports = code.replace(
    /const (\w+) = require\("([^"]+)"\)((?:\.\w+)*);/g,
    (_all, name: string, module: string, access: string) =>
      `import * as ${name}$module from "${module}.js";const ${name} = ${name}$module${access};`,
  );
  return `${imports}\nexport default {${names.map(([name, schema]) => `${JSON.stringify(schema)}: ${name}`).join(', ')}};\n`;
}

export function configValidatorsPlugin(root: string): Plugin {
  const schemaDir = join(root, 'schemas');
  return {
    name: 'cortracker-config-validators',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load(id) {
      if (id !== `\0${ID}`) return undefined;
      this.addWatchFile(schemaDir);
      return configValidatorsCode(schemaDir);
    },
  };
}
