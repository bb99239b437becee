// What the editor knows of section types, all read from their schemas (so a new type needs no
// editor code): their titles and descriptions for the palette, a one-line summary of a section, and a
// new section of a type with valid content to start from.
import { SCHEMA_BASE } from '../../shared/config-check/config-layout.ts';
import { sectionTypesOf } from '../../shared/config-edit/form-keys.ts';
import {
  declaredKeys,
  resolveRef,
  schemaFile,
  type Schema,
  type SchemaNode,
} from '../../shared/config-edit/schema-walk.ts';
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

/** The sections of a type the site already has, in file order. */
function sectionsOfType(files: JsonObject[], type: string): JsonObject[] {
  return files.flatMap((file) =>
    Array.isArray(file.sections) ? (file.sections as JsonObject[]).filter((section) => section?.type === type) : [],
  );
}

interface Resolved {
  schema: Schema;
  base: string;
}

/** A schema with what its $refs lead to merged under it (its own keywords win). */
function resolved(node: SchemaNode): Resolved {
  const parts: SchemaNode[] = [node];
  while (typeof parts.at(-1)!.schema.$ref === 'string' && parts.length < 16) {
    const target = resolveRef(schemaSet, parts.at(-1)!, parts.at(-1)!.schema.$ref as string);
    if (!target) break;
    parts.push(target);
  }
  return {
    schema: Object.assign({}, ...parts.map((part) => part.schema).reverse()) as Schema,
    base: parts.at(-1)!.base,
  };
}

function isText(schema: Schema): boolean {
  return (
    schema.type === 'string' &&
    schema.format === undefined &&
    (schema.pattern === undefined || schema.pattern === '\\S')
  );
}

/** A value for a schema from its titles alone: a text is its field's title, a list its fewest entries. */
function fromTitles(node: SchemaNode, title: string, depth: number): unknown {
  const { schema, base } = resolved(node);
  const label = typeof schema.title === 'string' ? schema.title : title;
  if (schema.default !== undefined) return schema.default;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (depth > 8) return undefined;
  if (schema.type === 'array') {
    const count = typeof schema.minItems === 'number' ? schema.minItems : 0;
    return Array.from({ length: count }, () => fromTitles({ schema: schema.items as Schema, base }, label, depth + 1));
  }
  if (schema.type === 'object' || schema.properties) {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    return Object.fromEntries(
      ((schema.required ?? []) as string[])
        .filter((key) => properties[key])
        .map((key) => [key, fromTitles({ schema: properties[key]!, base }, key, depth + 1)]),
    );
  }
  if (schema.type === 'integer' || schema.type === 'number')
    return typeof schema.minimum === 'number' ? schema.minimum : 1;
  if (schema.type === 'boolean') return false;
  return label;
}

/**
 * A new section of a type: the required fields of its schema. Where the site already has a section
 * of the type, the new one takes that section's values for its required fields (its lists, links,
 * images, dates: what is valid there is valid here), with each plain text replaced by the field's
 * title, to be written over; otherwise every field is made from its schema's titles and defaults (a
 * type with rules a title cannot meet gives its schema a "default").
 */
export function newSection(type: string, files: JsonObject[]): JsonObject {
  const node = sectionNode(type);
  const { schema, base } = resolved(node);
  const example = sectionsOfType(files, type)[0];
  if (!example) return fromTitles(node, typeTitle(type), 0) as JsonObject;
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const section: JsonObject = { type };
  for (const key of (schema.required ?? []) as string[]) {
    if (key === 'type' || !properties[key] || example[key] === undefined) continue;
    const property = resolved({ schema: properties[key]!, base });
    section[key] = isText(property.schema)
      ? String(property.schema.title ?? key)
      : (JSON.parse(JSON.stringify(example[key])) as unknown);
  }
  return section;
}
