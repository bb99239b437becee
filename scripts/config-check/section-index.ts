// schemas/sections/index.schema.json is derived from the section schemas beside it, so that adding a
// section type never needs a hand edit of the page schema. `npm run schemas` rewrites it; the
// validator refuses a stale one.
import { readdirSync } from 'node:fs';

export const SECTION_INDEX = 'index.schema.json';

export function sectionTypes(sectionSchemaDir: string): string[] {
  return readdirSync(sectionSchemaDir)
    .filter((name) => name.endsWith('.schema.json') && name !== SECTION_INDEX)
    .map((name) => name.slice(0, -'.schema.json'.length))
    .sort();
}

export function sectionIndexText(types: string[]): string {
  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `https://cortracker.example/schemas/sections/${SECTION_INDEX}`,
    title: 'Section',
    description:
      'One block of a page: its "type" names the kind of section, and the schema of that kind, beside this file, its fields. This file is generated from those schemas by `npm run schemas`; do not edit it by hand.',
    type: 'object',
    required: ['type'],
    properties: {
      type: {
        title: 'Section type',
        description: 'Which kind of section this is; each kind has its own fields, described in schemas/sections/.',
        enum: types,
      },
    },
    allOf: types.map((type) => ({
      if: { properties: { type: { const: type } } },
      then: { $ref: `${type}.schema.json` },
    })),
  };
  return JSON.stringify(schema, null, 2) + '\n';
}
