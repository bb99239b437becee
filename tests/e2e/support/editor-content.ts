// What the editor's specs work on, chosen from the specified content at test time (the editor runs
// on a copy of it: editor-server.ts): a page that starts with a hero, the section types' titles as their schemas give them,
// and the entries of the Content list. A marketer's edit of the content changes the choice, not the
// outcome of a spec.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SPEC_CONTENT_DIR } from '../../../src/config/config-dir.ts';
import { contentGroups, type ContentEntry } from '../../../src/editor/ui/content-index.ts';
import type { DraftFile } from '../../../src/editor/state/draft.ts';
import { projectRoot } from './editor-server.ts';
import { page, routesConfig, type Section } from './site-data.ts';

interface SectionSchema {
  title: string;
  description: string;
  'x-page-heading'?: boolean;
  properties: Record<string, { title?: string }>;
}

const schemaDir = join(projectRoot, 'schemas/sections');

/** Every section type with its schema, as the editor's palette lists them. */
export const sectionSchemas = new Map(
  readdirSync(schemaDir)
    .filter((name) => name.endsWith('.schema.json') && name !== 'index.schema.json')
    .map((name) => [
      name.slice(0, -'.schema.json'.length),
      JSON.parse(readFileSync(join(schemaDir, name), 'utf8')) as SectionSchema,
    ]),
);

/** A section type's title, as the editor names it (its schema's title). */
export function typeTitle(type: string): string {
  return sectionSchemas.get(type)!.title;
}

/** The label of a property in its section's form (the property's schema title). */
export function fieldLabel(type: string, property: string): string {
  return sectionSchemas.get(type)!.properties[property]!.title!;
}

const commonDefs = (
  JSON.parse(readFileSync(join(projectRoot, 'schemas/common.schema.json'), 'utf8')) as {
    $defs: Record<string, { properties?: Record<string, { title?: string }> }>;
  }
).$defs;

/** The label of a property of a building block of common.schema.json (a button's address: 'action', 'href'). */
export function commonFieldLabel(def: string, property: string): string {
  return commonDefs[def]!.properties![property]!.title!;
}

/** How the editor lists a page's sections: "Section 2 of 4: Cards". */
export function sectionTitles(types: string[]): string[] {
  return types.map((type, index) => `Section ${index + 1} of ${types.length}: ${typeTitle(type)}`);
}

export interface EditorPage {
  /** The page's file inside the config directory, e.g. pages/erp.json. */
  file: string;
  /** Its (first) path on the site, as the Content list names it. */
  path: string;
  title: string;
  sections: Section[];
}

function routedPages(): EditorPage[] {
  return routesConfig.routes.map((route) => {
    const config = page(route.page);
    return { file: `pages/${route.page}.json`, path: route.path, title: config.title, sections: config.sections };
  });
}

/**
 * The routed page that starts with a hero and has the fewest sections, at least three, its last one
 * with a heading of its own and no other main heading: the specs move, add and remove sections there.
 */
export const heroPage: EditorPage = routedPages()
  .filter(
    ({ sections }) =>
      sections.length >= 3 && sections[0]!.type === 'hero' && typeof sections.at(-1)!.heading === 'string',
  )
  .filter(({ sections }) => sections.slice(1).every((section) => !sectionSchemas.get(section.type)?.['x-page-heading']))
  .sort((a, b) => a.sections.length - b.sections.length)[0]!;

/** Its hero's "heading", as the form labels it. */
export const heroHeadingLabel = fieldLabel('hero', 'heading');

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page as the Content list names it: its path, then its main heading. */
export function pageEntry(page: { path: string }): RegExp {
  return new RegExp(`^${literally(page.path)}( |$)`);
}

/** The start of an entry's name in the Content list (its label), as a pattern. */
export function entryName(title: string): RegExp {
  return new RegExp(`^${literally(title)}`);
}

/** The button that selects a section in the list, by its place (from 1) and type, whatever the count. */
export function sectionName(number: number, type: string): RegExp {
  return new RegExp(`^Section ${number} of \\d+: ${literally(typeTitle(type))}`);
}

/** The first entry of each group of the Content list (pages, navigation, settings, FAQ, …), as the editor lists the specified content. */
export function contentScreens(): { group: string; entry: ContentEntry }[] {
  const configDir = join(projectRoot, SPEC_CONTENT_DIR);
  const files: Record<string, DraftFile> = Object.fromEntries(
    readdirSync(configDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        return [
          path
            .slice(configDir.length + 1)
            .split('\\')
            .join('/'),
          { kind: 'json', value: JSON.parse(readFileSync(path, 'utf8')) },
        ];
      }),
  );
  return contentGroups(files).map((group) => ({ group: group.id, entry: group.entries[0]! }));
}
