// What `npm run schemas` derives from schemas/, as one function: the section index
// (schemas/sections/index.schema.json) and the config types (src/shared/generated/config-types.ts).
// `npm run new-section` calls it after writing a section's schema, so a new type is whole at once.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SECTION_INDEX, sectionIndexText, sectionTypes } from '../config-check/section-index.ts';
import { CONFIG_TYPES_FILE, configTypesText } from './config-types.ts';

/** Rewrites the derived files of the project at `root`; returns them, relative to it. */
export async function writeGenerated(root: string): Promise<string[]> {
  const sectionDir = join(root, 'schemas/sections');
  writeFileSync(join(sectionDir, SECTION_INDEX), sectionIndexText(sectionTypes(sectionDir)));
  writeFileSync(join(root, CONFIG_TYPES_FILE), await configTypesText(join(root, 'schemas')));
  return [`schemas/sections/${SECTION_INDEX}`, CONFIG_TYPES_FILE];
}
