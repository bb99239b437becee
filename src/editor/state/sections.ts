// What the editor knows of section types, all read from their schemas (so a new type needs no
// editor code): their titles and descriptions for the palette, a one-line summary of a section, and a
// new section of a type with valid content to start from.
import { SCHEMA_BASE } from '../../shared/config-check/config-layout.ts';
import { sectionTypesOf } from '../../shared/config-edit/form-keys.ts';
import { declaredKeys, resolveRef, schemaFile, type Schema, type SchemaNode } from '../../shared/config-edit/schema-walk.ts';
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

/** One line about a section: its first text in the order of its schema (its heading, most often). */
export function summaryOf(section: JsonObject): string {
  const type = String(section.type);
  const keys = SECTION_TYPES.includes(type) ? declaredKeys(schemaSet, sectionNode(type), section) : Object.keys(section);
  const found = keys.filter((key) => key !== 'type' && key !== 'id').map((key) => firstText(section[key])).find(Boolean) ?? '';
  return found.length > SUMMARY_LENGTH ? `${found.slice(0, SUMMARY_LENGTH - 1)}…` : found;
}

/** Every value under a property of this name anywhere in the config: examples for a new section. */
function valuesNamed(files: JsonObject[], name: string): unknown[] {
  const found: unknown[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === name) found.push(child);
        walk(child);
      }
    }
  };
  files.forEach(walk);
  return found;
}

function matches(schema: Schema, value: unknown): boolean {
  if (typeof value !== 'string') return true;
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return false;
  if (typeof schema.minLength === 'number' && value.length < schema.minLength) return false;
  return true;
}

/**
 * A new section of a type: its schema's required fields filled in. A text gets the field's title, to
 * be replaced; a field with rules a title cannot meet (an address, a date, an image, a slug) gets a
 * value the same field has elsewhere in the site, so the new section is valid from the start.
 */
export function newSection(type: string, files: JsonObject[]): JsonObject {
  const example = (node: SchemaNode, name: string, title: string, depth: number): unknown => {
    const parts: SchemaNode[] = [node];
    while (typeof parts.at(-1)!.schema.$ref === 'string' && parts.length < 16) {
      const target = resolveRef(schemaSet, parts.at(-1)!, parts.at(-1)!.schema.$ref as string);
      if (!target) break;
      parts.push(target);
    }
    const schema: Schema = Object.assign({}, ...parts.map((part) => part.schema).reverse());
    const base = parts.at(-1)!.base;
    const label = typeof schema.title === 'string' ? schema.title : title;
    if (schema.default !== undefined) return schema.default;
    if ('const' in schema) return schema.const;
    if (Array.isArray(schema.enum)) return schema.enum[0];
    const borrowed = () => valuesNamed(files, name).find((value) => matches(schema, value));
    if (schema.type === 'object' || schema.properties) {
      if (depth > 0 && (schema.$ref !== undefined || parts.length > 1)) {
        // A building block such as an image: take a whole one from the site where there is one.
        const whole = borrowed();
        if (whole !== undefined && typeof whole === 'object') return whole;
      }
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.filter((key) => properties[key]).map((key) => [key, example({ schema: properties[key]!, base }, key, key, depth + 1)]));
    }
    if (schema.type === 'array') {
      const count = typeof schema.minItems === 'number' ? schema.minItems : 0;
      if (count === 0) return [];
      const items = schema.items as Schema;
      const whole = borrowed();
      if (Array.isArray(whole) && whole.length >= count && (items.type !== 'object' || depth > 0)) return whole.slice(0, Math.max(count, 1));
      return Array.from({ length: count }, () => example({ schema: items, base }, name, label, depth + 1));
    }
    if (schema.type === 'integer' || schema.type === 'number') {
      const found = borrowed();
      return typeof found === 'number' ? found : typeof schema.minimum === 'number' ? schema.minimum : 1;
    }
    if (schema.type === 'boolean') return false;
    if (matches(schema, label) && schema.format === undefined) return label;
    return borrowed() ?? label;
  };
  return example(sectionNode(type), type, typeTitle(type), 0) as JsonObject;
}
