// npm run schemas: rewrites schemas/sections/index.schema.json from the section schemas.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SECTION_INDEX, sectionIndexText, sectionTypes } from './config-check/section-index.ts';

const dir = join(resolve(import.meta.dirname, '..'), 'schemas/sections');
writeFileSync(join(dir, SECTION_INDEX), sectionIndexText(sectionTypes(dir)));
console.log(`wrote ${SECTION_INDEX}: ${sectionTypes(dir).join(', ')}`);
