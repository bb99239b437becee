// What the editor knows of section types, all read from their schemas (so a new type needs no
// editor code): their titles and descriptions for the palette, a one-line summary of a section, and a
// new section of a type, clean, to start from.
import { SCHEMA_BASE } from '../../shared/config-check/config-layout.ts';
import { sectionTypesOf } from '../../shared/config-edit/form-keys.ts';
import { declaredKeys, schemaFile, type SchemaNode } from '../../shared/config-edit/schema-walk.ts';
import { newValue } from '../../shared/config-edit/new-value.ts';
import { schemaSet } from './check-draft.ts';
import type { JsonObject } from './draft.ts';

export const SECTION_TYPES = sectionTypesOf(schemaSet.keys());

function sectionNode(type: string): SchemaNode {
  return schemaFile(schemaSet, `sections/${type}.schema.json`);
}

export function typeTitle(type: string): string {
  return String(schemaSet.get(`${SCHEMA_BASE}sections/${type}.schema.json`)?.title ?? type);
}

export function typeDescription(type: string): string {
  return String(schemaSet.get(`${SCHEMA_BASE}sections/${type}.schema.json`)?.description ?? '');
}

/** A field of a section type, as its form labels it. */
export interface TypeField {
  key: string;
  title: string;
  required: boolean;
}

/**
 * The fields of a type's form, in its schema's order, by the titles its form gives them (every
 * property has one: npm run validate holds the schemas to it), for the palette: what a marketer will
 * fill in, read from the schema as the catalogue (docs/sections.md) reads it, so always current.
 */
export function typeFields(type: string): TypeField[] {
  const { schema } = sectionNode(type);
  const properties = (schema.properties ?? {}) as Record<string, { title?: unknown }>;
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return Object.entries(properties)
    .filter(([key]) => key !== 'type')
    .map(([key, property]) => ({ key, title: String(property.title ?? key), required: required.has(key) }));
}

const SUMMARY_LENGTH = 90;

function firstText(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (depth > 4 || value === null || typeof value !== 'object') return undefined;
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    const found = firstText(child, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The fields that name a section best, where it has them. */
const NAMING_FIELDS = ['heading', 'title'];

/** One line about a section: its heading, or else its first text in the order of its schema. */
export function summaryOf(section: JsonObject): string {
  const type = String(section.type);
  const keys = SECTION_TYPES.includes(type)
    ? declaredKeys(schemaSet, sectionNode(type), section)
    : Object.keys(section);
  const ordered = [
    ...NAMING_FIELDS.filter((key) => keys.includes(key)),
    ...keys.filter((key) => key !== 'type' && key !== 'id' && !NAMING_FIELDS.includes(key)),
  ];
  const found = ordered.map((key) => firstText(section[key])).find(Boolean) ?? '';
  return found.length > SUMMARY_LENGTH ? `${found.slice(0, SUMMARY_LENGTH - 1)}…` : found;
}

/** A new file of a kind from its schema: its defaults and required properties, texts empty (new-value.ts). */
export function newFileValue(schemaName: string): JsonObject {
  return newValue(schemaSet, schemaFile(schemaSet, schemaName)) as JsonObject;
}

/**
 * A new section of a type, clean: its schema's defaults and required fields, texts empty (new-value.ts).
 * Nothing is taken from the site's other sections (their quotes, prices, pictures would be published
 * by mistake); the validator lists each text still to be written, at its field.
 */
export function newSection(type: string): JsonObject {
  return { ...(newValue(schemaSet, sectionNode(type)) as JsonObject), type };
}
