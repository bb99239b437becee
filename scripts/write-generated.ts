// npm run schemas: rewrites what is derived from schemas/: the section index
// (schemas/sections/index.schema.json) and the config types (src/shared/generated/config-types.ts).
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SECTION_INDEX, sectionIndexText, sectionTypes } from './config-check/section-index.ts';
import { CONFIG_TYPES_FILE, configTypesText } from './schemas/config-types.ts';

const root = resolve(import.meta.dirname, '..');
const sectionDir = join(root, 'schemas/sections');
writeFileSync(join(sectionDir, SECTION_INDEX), sectionIndexText(sectionTypes(sectionDir)));
console.log(`wrote schemas/sections/${SECTION_INDEX}: ${sectionTypes(sectionDir).join(', ')}`);
writeFileSync(join(root, CONFIG_TYPES_FILE), await configTypesText(join(root, 'schemas')));
console.log(`wrote ${CONFIG_TYPES_FILE}`);
