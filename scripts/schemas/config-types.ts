// The TypeScript types of the configuration, generated from schemas/ by json-schema-to-typescript,
// so code that reads the config is checked against the same schemas as the config itself.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { FILE_KINDS } from '../../src/shared/config-check/config-layout.ts';
import { listJsonFiles } from '../config-check/schema-pass.ts';
import { typingSchema, type Schema } from './typing-view.ts';

/** Where the generated types live, relative to the project root. */
export const CONFIG_TYPES_FILE = 'src/shared/generated/config-types.ts';

const BANNER = `// Generated from schemas/ by \`npm run schemas\` (scripts/schemas/config-types.ts, with
// json-schema-to-typescript). Do not edit: change the schema, then run npm run schemas.`;

export async function configTypesText(schemaDir: string): Promise<string> {
  const schemas = new Map(listJsonFiles(schemaDir).map((file) => [relative(schemaDir, file).split('\\').join('/'), JSON.parse(readFileSync(file, 'utf8')) as Schema]));
  // One type per kind of config file; the sections come with the page.
  const roots = [...new Set(FILE_KINDS.map((kind) => kind.schema))];
  return compile(typingSchema(schemas, roots) as never, 'ConfigFile', {
    bannerComment: BANNER,
    unreachableDefinitions: false,
    unknownAny: true,
    // "minItems": 1 would turn every list into a tuple type; the validator enforces the count.
    ignoreMinAndMaxItems: true,
    style: { printWidth: 140, singleQuote: true },
  });
}
