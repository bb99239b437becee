// The schemas of a schemas/ directory, read from disk and loaded into the config ajv
// (src/shared/config-check/config-ajv.ts), each checked to carry the $id of its place.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Ajv2020, Options } from 'ajv/dist/2020.js';
import { SCHEMA_BASE } from '../../src/shared/config-check/config-layout.ts';
import { createConfigAjv } from '../../src/shared/config-check/config-ajv.ts';

/** Every schema file of the directory, each checked to carry the $id of its place. */
export function readSchemas(schemaDir: string): { $id: string }[] {
  return listJsonFiles(schemaDir).map((file) => {
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { $id?: string };
    const expectedId = SCHEMA_BASE + relative(schemaDir, file).split('\\').join('/');
    if (schema.$id !== expectedId) throw new Error(`${file}: $id must be ${expectedId}`);
    return schema as { $id: string };
  });
}

/** @param code ajv's code options, for standalone (precompiled) output. */
export function loadSchemas(schemaDir: string, code?: Options['code']): Ajv2020 {
  return createConfigAjv(readSchemas(schemaDir), code);
}

export function listJsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
