// A copy of schemas/ with one property added to a section's schema: what a developer's change to a
// schema looks like to the files generated from them (the config types, the catalogue).
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const schemas = resolve(import.meta.dirname, '../../schemas');

/** Copies schemas/ into `workDir` with `property` added to sections/<type>; returns the copy's schemas folder. */
export function schemasWithProperty(workDir: string, type: string, name: string, property: object): string {
  const copy = join(workDir, 'schemas');
  cpSync(schemas, copy, { recursive: true });
  const file = join(copy, `sections/${type}.schema.json`);
  const schema = JSON.parse(readFileSync(file, 'utf8')) as { properties: Record<string, object> };
  schema.properties[name] = property;
  writeFileSync(file, JSON.stringify(schema));
  return copy;
}
