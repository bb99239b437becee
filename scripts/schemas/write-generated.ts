// What `npm run schemas` derives from schemas/, as one function: the section index
// (schemas/sections/index.schema.json), the config types (src/shared/generated/config-types.ts) and
// the catalogue of section types (docs/sections.md). `npm run new-section` calls it after writing a
// section's schema, so a new type is whole at once.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { SECTION_INDEX, sectionIndexText, sectionTypes } from '../config-check/section-index.ts';
import { CONFIG_TYPES_FILE, configTypesText } from './config-types.ts';
import { SECTION_CATALOGUE_FILE, sectionCatalogueText, sectionShots, sectionUsage } from './section-catalogue.ts';

/** Rewrites the derived files of the project at `root`; returns them, relative to it. */
export async function writeGenerated(root: string): Promise<string[]> {
  const sectionDir = join(root, 'schemas/sections');
  writeFileSync(join(sectionDir, SECTION_INDEX), sectionIndexText(sectionTypes(sectionDir)));
  writeFileSync(join(root, CONFIG_TYPES_FILE), await configTypesText(join(root, 'schemas')));
  writeFileSync(
    join(root, SECTION_CATALOGUE_FILE),
    sectionCatalogueText(join(root, 'schemas'), sectionUsage(join(root, SITE_CONFIG_DIR)), sectionShots(root)),
  );
  return [`schemas/sections/${SECTION_INDEX}`, CONFIG_TYPES_FILE, SECTION_CATALOGUE_FILE];
}
