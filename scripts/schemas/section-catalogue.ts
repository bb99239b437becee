// docs/sections.md, the catalogue of section types, derived from schemas/sections/ (each type's
// title, description and fields, as the editor shows them) and from the config's pages (where each
// type is used). `npm run schemas` (and `npm run new-section`) rewrite it; section-catalogue.test.ts
// fails while its schema part is stale. Where a type is used is the marketers' content: a test may not
// fail because it changed, so the test leaves those lines out of its comparison.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import GithubSlugger from 'github-slugger';
import { CONFIG_FILES, CONFIG_FOLDERS, idOfFileName, pageFile } from '../../src/shared/config-check/config-layout.ts';
import { sectionTypes } from '../config-check/section-index.ts';

export const SECTION_CATALOGUE_FILE = 'docs/sections.md';
/** The pictures of the section types (npm run section-shots), beside the catalogue. */
export const SECTION_SHOTS_DIR = 'docs/sections';

/** A type's picture, relative to the project root. */
export const sectionShotFile = (type: string) => `${SECTION_SHOTS_DIR}/${type}.jpg`;

/** The types that have a picture in the project at `root`. */
export function sectionShots(root: string): Set<string> {
  const dir = join(root, SECTION_SHOTS_DIR);
  if (!existsSync(dir)) return new Set();
  return new Set(
    readdirSync(dir)
      .filter((name) => name.endsWith('.jpg'))
      .map((name) => name.slice(0, -'.jpg'.length)),
  );
}

type Schema = Record<string, unknown>;

/** Each line that says where a type is used starts so; the staleness test leaves them out. */
export const USED_ON = '**Used on:**';

/** A page that uses a section type: its routes, its file, and the place of the type's first section on it. */
export interface SectionUse {
  paths: string[];
  file: string;
  index: number;
}

/** The pages of a config folder that use each section type, in the order of their files. */
export function sectionUsage(configDir: string): Map<string, SectionUse[]> {
  const usage = new Map<string, SectionUse[]>();
  const pagesDir = join(configDir, CONFIG_FOLDERS.pages);
  if (!existsSync(pagesDir)) return usage;
  const routesFile = join(configDir, CONFIG_FILES.routes);
  const routes = existsSync(routesFile)
    ? ((JSON.parse(readFileSync(routesFile, 'utf8')) as { routes?: { path: string; page: string }[] }).routes ?? [])
    : [];
  for (const name of readdirSync(pagesDir).sort()) {
    const id = idOfFileName(name);
    if (id === undefined) continue;
    let page: { sections?: { type?: unknown }[] };
    try {
      page = JSON.parse(readFileSync(join(pagesDir, name), 'utf8')) as typeof page;
    } catch {
      continue; // The validator reports a file that is not JSON; the catalogue lists what it can read.
    }
    const paths = routes.filter((route) => route.page === id).map((route) => route.path);
    (page.sections ?? []).forEach((section, index) => {
      if (typeof section.type !== 'string') return;
      const uses = usage.get(section.type) ?? [];
      if (!uses.some((use) => use.file === pageFile(id))) uses.push({ paths, file: pageFile(id), index });
      usage.set(section.type, uses);
    });
  }
  return usage;
}

/** "/hosting (`pages/hosting.json`); …", or that no page uses it yet. */
export function usedOnText(uses: SectionUse[] | undefined): string {
  if (!uses || uses.length === 0) return 'no page yet';
  return uses
    .map((use) => `${use.paths.length > 0 ? use.paths.join(', ') : '(no route)'} (\`${use.file}\`)`)
    .join('; ');
}

const COMMON_KINDS: Record<string, string> = {
  text: 'text',
  paragraphs: 'paragraphs',
  href: 'link address',
  internalHref: 'path on this site',
  anchorId: 'anchor id',
  timeZone: 'time zone',
  localTime: 'date and time',
  link: 'link',
  action: 'button',
  image: 'image',
  icon: 'icon',
  card: 'card',
};

/** What kind of value a field holds, in a few words. */
function kindOf(schema: Schema): string {
  const multiline = schema['x-multiline'] === true ? ' (several lines)' : '';
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').at(-1)!;
    return `${COMMON_KINDS[name] ?? name}${multiline}`;
  }
  if ('const' in schema) return `always \`${JSON.stringify(schema.const)}\``;
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map((value) => `\`${String(value)}\``).join(', ')}`;
  if (typeof schema['x-money'] === 'string') return 'amount of money';
  switch (schema.type) {
    case 'string':
      return `text${multiline}`;
    case 'boolean':
      return 'yes or no';
    case 'number':
    case 'integer':
      return 'number';
    case 'array': {
      const items = (schema.items ?? {}) as Schema;
      return isObject(items) ? `list of ${String(items.title ?? 'entries').toLowerCase()}` : `list, each: ${kindOf(items)}`;
    }
    case 'object':
      return 'group of fields';
    default:
      return 'see the schema';
  }
}

function isObject(schema: Schema): boolean {
  return typeof schema.properties === 'object' && schema.properties !== null;
}

/** Table cells hold one line, and a "|" would end the cell. */
const cell = (text: unknown) =>
  String(text ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\|/g, '\\|');

/** The rows of an object's fields and, below each list or group, its own fields (`plans[].name`). */
function fieldRows(schema: Schema, prefix: string): string[] {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).flatMap(([name, field]) => {
    if (name === 'type' && prefix === '') return [];
    const path = `${prefix}${name}`;
    const row = `| \`${path}\` | ${cell(field.title)} | ${cell(kindOf(field))} | ${required.has(name) ? 'yes' : ''} | ${cell(field.description)} |`;
    const items = (field.items ?? {}) as Schema;
    const nested =
      field.type === 'array' && isObject(items)
        ? fieldRows(items, `${path}[].`)
        : isObject(field)
          ? fieldRows(field, `${path}.`)
          : [];
    return [row, ...nested];
  });
}

/** The catalogue's Markdown, from the section schemas and where each type is used. */
export function sectionCatalogueText(
  schemaDir: string,
  usage: Map<string, SectionUse[]>,
  shots: Set<string> = new Set(),
): string {
  const sectionDir = join(schemaDir, 'sections');
  const types = sectionTypes(sectionDir);
  const schemas = new Map(
    types.map((type) => [type, JSON.parse(readFileSync(join(sectionDir, `${type}.schema.json`), 'utf8')) as Schema]),
  );
  const slugger = new GithubSlugger();
  slugger.slug('Section types');
  slugger.slug('The types at a glance');
  const anchors = new Map(types.map((type) => [type, slugger.slug(type)]));
  const overview = types.map((type) => {
    const schema = schemas.get(type)!;
    return `| [\`${type}\`](#${anchors.get(type)}) | ${cell(schema.title)} | ${cell(schema.description)} |`;
  });
  const entries = types.map((type) => {
    const schema = schemas.get(type)!;
    const heading = schema['x-page-heading'] === true ? ' It holds the page’s main heading (h1): one a page.' : '';
    const picture = shots.has(type)
      ? `\n![${cell(schema.title)} as visitors see it, 1,280 px wide](${sectionShotFile(type).replace('docs/', '')})\n`
      : '';
    return `## ${type}

**${cell(schema.title)}**: ${cell(schema.description)}${heading}
${picture}
Schema: [schemas/sections/${type}.schema.json](../schemas/sections/${type}.schema.json); component:
[src/sections/${type}/](../src/sections/${type}/).

${USED_ON} ${usedOnText(usage.get(type))}

| Field | Title (the editor's label) | Kind | Required | Description (the editor's help text) |
| --- | --- | --- | --- | --- |
${fieldRows(schema, '').join('\n')}
`;
  });
  return `# Section types

<!-- Generated by \`npm run schemas\` (scripts/schemas/section-catalogue.ts) from schemas/sections/ and the
pages of site-config/. Do not edit by hand: change the schema, then run npm run schemas. -->

Every kind of section a page may hold, as the editor's palette offers them: the type (the page's
\`"type"\`), its title and description, its fields (every section also has \`"type"\`), and the pages
of \`site-config/\` that use it, with a picture of it 1,280 px wide from the first of them
(\`npm run section-shots\`, on a build). A new type: \`npm run new-section\`, and the checklist in
[developers.md](developers.md#the-checklist-the-tests-hold).

## The types at a glance

| Type | Title | What it shows |
| --- | --- | --- |
${overview.join('\n')}

${entries.join('\n')}`;
}

/** The catalogue without the lines of where each type is used: what must follow the schemas. */
export function withoutUsage(text: string): string {
  return text
    .split('\n')
    .filter((line) => !line.startsWith(USED_ON))
    .join('\n');
}
