// How each field of a generated form is edited, read from the schema alone, so a new section type
// gets the right inputs with no editor code: links (a $ref to the common link address) offer the
// site's pages and sections, images (the common image) open the picker of public/images, icons (the
// common icon name) a list with a preview, texts marked "x-multiline" and paragraphs a text box,
// Markdown ("contentMediaType": "text/markdown") a text box with its rendering; fixed values, which a
// marketer cannot choose, are not shown (the section's type, "$schema", a form's "additionalProperties":
// false), colours (#rrggbb) with a picker. Keys that are never allowed ("not": {}) are left out of the form's schema by the build.
import type { UiSchema } from '@rjsf/utils';

type Schema = Record<string, unknown>;

/** The pattern of a colour as #rrggbb (the theme's colours): chosen with a colour picker beside the text. */
const HEX_COLOUR = '^#[0-9a-fA-F]{6}$';

/** Nothing to edit: rendered as nothing (src/editor/schema-form/widgets.tsx), the value kept as it is. */
const FIXED: UiSchema = { 'ui:field': 'fixed' };

/** The definitions (bundled under "$defs" by the build) that choose an input. */
const BY_DEFINITION: Record<string, UiSchema> = {
  'common.href': { 'ui:widget': 'link' },
  'common.internalHref': { 'ui:widget': 'link' },
  'common.icon': { 'ui:widget': 'icon' },
  'common.image': { 'ui:field': 'image' },
  'common.timeZone': { 'ui:widget': 'timeZone' },
  'common.localTime': { 'ui:widget': 'localTime' },
};

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The properties that name a list entry, the most telling first. */
const NAMING_KEYS = [
  'title',
  'name',
  'question',
  'label',
  'heading',
  'headline',
  'outlet',
  'role',
  'path',
  'from',
  'subject',
  'queryParam',
  'to',
];

/** A list entry's own name, if it has one. */
export function entryName(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return undefined;
  for (const key of NAMING_KEYS) {
    const value = (item as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') return value.length > 80 ? `${value.slice(0, 79)}…` : value;
  }
  return undefined;
}

export function uiSchemaFor(root: Schema): UiSchema {
  const definitions = (root.$defs ?? {}) as Record<string, Schema>;

  /** The definitions a schema leads to through $ref, nearest first. */
  const chain = (schema: Schema): string[] => {
    const names: string[] = [];
    let current: Schema | undefined = schema;
    while (current && typeof current.$ref === 'string' && names.length < 16) {
      const name: string = current.$ref.replace('#/$defs/', '');
      names.push(name);
      current = definitions[name];
    }
    return names;
  };

  /** A schema with what its $refs lead to merged under it (its own keywords win, as in RJSF). */
  const resolved = (schema: Schema): Schema =>
    Object.assign(
      {},
      ...chain(schema)
        .map((name) => definitions[name])
        .reverse(),
      schema,
    );

  const ui = (schema: Schema, depth: number): UiSchema => {
    if (depth > 24) return {};
    const names = chain(schema);
    for (const name of names) if (BY_DEFINITION[name]) return BY_DEFINITION[name]!;
    const merged = resolved(schema);
    if ('const' in merged && !isSchema(merged.properties)) return FIXED;
    if (merged.contentMediaType === 'text/markdown') return { 'ui:widget': 'markdown' };
    if (merged['x-multiline'] === true) return { 'ui:widget': 'textarea' };
    if (merged.type === 'string' && merged.pattern === HEX_COLOUR) return { 'ui:widget': 'colour' };
    const result: UiSchema = {};
    if (isSchema(merged.items)) {
      let items = ui(merged.items, depth + 1);
      if (names.includes('common.paragraphs')) items = { 'ui:widget': 'textarea' };
      const entry = resolved(merged.items);
      // An emptied text in a list stays a text: RJSF would make it undefined, which JSON has no
      // place for in a list.
      if (entry.type === 'string') items = { ...items, 'ui:emptyValue': '' };
      // Each entry is titled by its own name (a service by its title, a question by its text), else
      // by the list's title and its number: "Service*" nine times says nothing.
      const kind = String(entry.title ?? merged.title ?? '');
      const own = items;
      result.items = (item: unknown, index: number) => ({
        ...own,
        'ui:title': entryName(item) ?? `${kind} ${index + 1}`,
      });
    }
    // Properties from every branch: a header item's fields depend on its kind.
    const branches = [
      merged,
      ...['allOf', 'anyOf', 'oneOf'].flatMap((keyword) =>
        Array.isArray(merged[keyword]) ? (merged[keyword] as Schema[]) : [],
      ),
    ].map(resolved);
    for (const branch of [
      ...branches,
      ...branches.flatMap((part) => [part.then, part.else].filter(isSchema).map(resolved)),
    ]) {
      const properties = branch.properties;
      if (!isSchema(properties)) continue;
      for (const [name, property] of Object.entries(properties)) {
        // A property named like RJSF's own keys (a form's field layout has "ui:widget"...) cannot
        // be given a uiSchema of its own: RJSF would read it as the enclosing field's option.
        if (name.startsWith('ui:')) continue;
        if (name === '$schema') result[name] = FIXED;
        else if (isSchema(property) && !(name in result)) result[name] = ui(property, depth + 1);
      }
    }
    if (isSchema(merged.additionalProperties)) result.additionalProperties = ui(merged.additionalProperties, depth + 1);
    return result;
  };

  return ui(root, 0);
}
