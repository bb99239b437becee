/**
 * Which forms the visual editor has: one per kind of config file (by its schema's file name), one per
 * section type (sections/<type>.schema.json), and a page's own settings (its schema without the
 * sections, which the editor lists one by one). The build prepares one form module per key.
 */
import { SCHEMA_BASE } from '../config-check/config-layout.ts';
import type { Schema } from './schema-walk.ts';

/** The key of a page's settings form. */
export const PAGE_SETTINGS = 'page-settings';

const PAGE_SCHEMA = 'page.schema.json';
const SECTIONS = 'sections';

/** The form key of a section type. */
export function sectionFormKey(type: string): string {
  return `${SECTIONS}/${type}.schema.json`;
}

/** The section types, from the section schemas' $ids (the generated index aside). */
export function sectionTypesOf(schemaIds: Iterable<string>): string[] {
  return [...schemaIds]
    .flatMap((id) => {
      const match = new RegExp(`^${SCHEMA_BASE}${SECTIONS}/([A-Za-z0-9]+)\\.schema\\.json$`).exec(id);
      return match && match[1] !== 'index' ? [match[1]!] : [];
    })
    .sort();
}

/** Every form the editor has, by key. */
export function editorFormKeys(fileSchemas: string[], schemaIds: Iterable<string>): string[] {
  return [
    ...new Set(fileSchemas.filter((name) => name !== PAGE_SCHEMA)),
    PAGE_SETTINGS,
    ...sectionTypesOf(schemaIds).map(sectionFormKey),
  ];
}

/** The form key of a whole config file of this kind (a page has none: its settings and sections have theirs). */
export function fileFormKey(schemaName: string): string | undefined {
  return schemaName === PAGE_SCHEMA ? undefined : schemaName;
}

/** A page's schema without its sections: what the page settings form edits. */
export function pageSettingsSchema(page: Schema): Schema {
  const { sections: _sections, ...properties } = page.properties as Record<string, unknown>;
  return { ...page, required: (page.required as string[]).filter((name) => name !== SECTIONS), properties };
}
