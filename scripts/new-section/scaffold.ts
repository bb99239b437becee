// `npm run new-section <name>`: writes a whole section type at once, laid out as the existing ones are
// (docs/developers.md, "Adding a section type"): its schema, its folder (component, test, CSS scoped
// to its root class, index.ts), its line in the registry and in page-facts.spec.ts, and what `npm run
// schemas` derives (the section index, the config types, docs/sections.md). Everything is checked
// before the first file is written, so a refused name leaves the work tree as it was.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { writeGenerated } from '../schemas/write-generated.ts';
import { sectionTypes } from '../config-check/section-index.ts';
import { CAMEL_CASE, kebabOf, parseFields, pascalOf, titleField, wordsOf, type Field } from './fields.ts';
import { SECTION_SAMPLES_DIR } from '../../src/config/config-dir.ts';

export interface SectionRequest {
  /** The section type, camelCase: pricingTable. */
  name: string;
  /** The palette's name of the type, as marketers read it: "Pricing table". */
  title: string;
  /** One sentence for the palette: what the section shows. */
  description: string;
  /** The fields of each entry of the section's list: "name:text,features:list,action:button". */
  fields: string;
  /** The name of the section's list of entries (camelCase, plural): plans. */
  list: string;
}

export const REGISTRY_FILE = 'src/sections/registry.ts';
export const PAGE_FACTS_FILE = 'tests/e2e/page-facts.spec.ts';

/** The files a section type is made of, relative to the project root. */
export function sectionFiles(name: string): {
  schema: string;
  folder: string;
  component: string;
  test: string;
  css: string;
  index: string;
} {
  const folder = `src/sections/${name}`;
  return {
    schema: `schemas/sections/${name}.schema.json`,
    folder,
    component: `${folder}/${pascalOf(name)}.tsx`,
    test: `${folder}/${pascalOf(name)}.test.tsx`,
    css: `${folder}/${kebabOf(name)}.css`,
    index: `${folder}/index.ts`,
  };
}

/** Why the request cannot be written, one reason a line; empty when it can. */
export function refusals(root: string, request: SectionRequest): string[] {
  const problems: string[] = [];
  const { name } = request;
  if (!CAMEL_CASE.test(name))
    problems.push(`"${name}" is not a camelCase name: letters and digits, starting lower-case (e.g. pricingTable)`);
  else if (name === 'index')
    problems.push('"index" is the generated section index (schemas/sections/index.schema.json)');
  else {
    const files = sectionFiles(name);
    if (sectionTypes(join(root, 'schemas/sections')).includes(name))
      problems.push(`the section type "${name}" exists: ${files.schema}`);
    else if (existsSync(join(root, files.folder))) problems.push(`the folder ${files.folder} exists`);
    else if (new RegExp(`^\\s+${name},$`, 'm').test(readFileSync(join(root, REGISTRY_FILE), 'utf8')))
      problems.push(`${REGISTRY_FILE} already registers "${name}"`);
  }
  if (request.title.trim() === '') problems.push('the title is empty: the palette names the type by it');
  else {
    const taken = sectionTypes(join(root, 'schemas/sections')).find(
      (type) => schemaTitle(root, type).toLowerCase() === request.title.trim().toLowerCase(),
    );
    if (taken) problems.push(`the title "${request.title}" is the "${taken}" type's: the palette would show two alike`);
  }
  if (request.description.trim() === '')
    problems.push('the description is empty: the palette shows it under the title');
  if (!CAMEL_CASE.test(request.list)) problems.push(`the list's name "${request.list}" is not camelCase (e.g. plans)`);
  else if (['id', 'type', 'heading', 'intro'].includes(request.list))
    problems.push(`the list's name "${request.list}" is one of the section's own fields (id, type, heading, intro)`);
  problems.push(...parseFields(request.fields).problems);
  return problems;
}

function schemaTitle(root: string, type: string): string {
  const schema = JSON.parse(readFileSync(join(root, `schemas/sections/${type}.schema.json`), 'utf8')) as {
    title?: string;
  };
  return schema.title ?? '';
}

/** "plans" -> "plan", "items" -> "item"; a word that does not end in s gets "entry". */
function singular(list: string): string {
  const one = list.endsWith('ies') ? `${list.slice(0, -3)}y` : list.endsWith('s') ? list.slice(0, -1) : '';
  return one === '' || ['id', 'type', 'heading', 'intro', 'index', 'at'].includes(one) ? 'entry' : one;
}

const COMMON = '../common.schema.json#/$defs';

function fieldSchema(field: Field, entry: string): Record<string, unknown> {
  const title = wordsOf(field.name);
  const lower = title.toLowerCase();
  const optional = field.optional ? 'Optional. ' : '';
  switch (field.kind) {
    case 'text':
      return { title, description: `${optional}The ${entry}'s ${lower}.`, $ref: `${COMMON}/text` };
    case 'paragraph':
      return {
        title,
        description: `${optional}The ${entry}'s ${lower}: a sentence or two.`,
        $ref: `${COMMON}/text`,
        'x-multiline': true,
      };
    case 'number':
      return { title, description: `${optional}The ${entry}'s ${lower}, a number.`, type: 'number' };
    case 'flag':
      return {
        title,
        description: `Tick to mark this ${entry} as ${lower}: it is shown apart from the others.`,
        type: 'boolean',
      };
    case 'list':
      return {
        title,
        description: `${optional}The ${entry}'s ${lower}, one short text each, shown as a list.`,
        type: 'array',
        minItems: 1,
        items: { $ref: `${COMMON}/text` },
      };
    case 'button':
      return {
        title,
        description: `${optional}The ${entry}'s button: its words and where it leads.`,
        $ref: `${COMMON}/action`,
      };
    case 'link':
      return {
        title,
        description: `${optional}The ${entry}'s link: its words and where it leads.`,
        $ref: `${COMMON}/link`,
      };
  }
}

function schemaText(request: SectionRequest, fields: Field[]): string {
  const entry = singular(request.list);
  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `https://cortracker.example/schemas/sections/${request.name}.schema.json`,
    title: request.title.trim(),
    description: request.description.trim(),
    type: 'object',
    required: ['type', 'heading', request.list],
    additionalProperties: false,
    properties: {
      type: {
        title: 'Section type',
        description: `Which kind of section this is; always "${request.name}" here.`,
        const: request.name,
      },
      id: {
        title: 'Anchor id',
        description:
          'Optional. A short name so links can lead straight to this section (/page#name): lower-case letters, digits and dashes, starting with a letter. Unique on the page.',
        $ref: `${COMMON}/anchorId`,
      },
      heading: { title: 'Heading', description: "The section's heading.", $ref: `${COMMON}/text` },
      intro: {
        title: 'Introduction',
        description: 'Optional. A sentence or two under the heading.',
        $ref: `${COMMON}/text`,
        'x-multiline': true,
      },
      [request.list]: {
        title: wordsOf(request.list),
        description: `The ${request.list.toLowerCase()}, shown in this order.`,
        type: 'array',
        minItems: 1,
        items: {
          title: wordsOf(entry),
          description: `One ${entry}.`,
          type: 'object',
          required: fields.filter((field) => !field.optional).map((field) => field.name),
          additionalProperties: false,
          properties: Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field, entry)])),
        },
      },
    },
  };
  return JSON.stringify(schema, null, 2) + '\n';
}

/** The JSX of one field of an entry, inside its <li>. */
function fieldMarkup(field: Field, entry: string, root: string, isTitle: boolean): string {
  const value = `${entry}.${field.name}`;
  const className = `${root}__${kebabOf(field.name)}`;
  const shown = (jsx: string) => (field.optional ? `{${value} !== undefined && (${jsx})}` : jsx);
  switch (field.kind) {
    case 'text':
      return isTitle
        ? `<h3 className="${className}">{${value}}</h3>`
        : shown(`<p className="${className}">{${value}}</p>`);
    case 'paragraph':
    case 'number':
      return shown(`<p className="${className}">{${value}}</p>`);
    case 'flag':
      return '';
    case 'list':
      return shown(
        `<ul className="${className}">{${value}.map((text, at) => (<li key={entryKey(at)}>{text}</li>))}</ul>`,
      );
    case 'button':
      return shown(`<Actions actions={[${value}]} />`);
    case 'link':
      return shown(`<p className="${className}"><SiteLink href={${value}.href}>{${value}.label}</SiteLink></p>`);
  }
}

function componentText(request: SectionRequest, fields: Field[]): string {
  const { name, list } = request;
  const root = kebabOf(name);
  const entry = singular(list);
  const title = titleField(fields);
  const flags = fields.filter((field) => field.kind === 'flag');
  const entryClass =
    flags.length === 0
      ? `"${root}__entry"`
      : `{['${root}__entry', ${flags
          .map((flag) => `${entry}.${flag.name} && '${root}__entry--${kebabOf(flag.name)}'`)
          .join(', ')}].filter(Boolean).join(' ')}`;
  const imports = [
    fields.some((field) => field.kind === 'button') && `import { Actions } from '../../components/Actions.tsx';`,
    `import { Band } from '../../components/Band.tsx';`,
    fields.some((field) => field.kind === 'link') && `import { SiteLink } from '../../components/SiteLink.tsx';`,
    `import type { ${pascalOf(name)}Props } from '../../shared/generated/config-types.ts';`,
    `import { entryKey } from '../../shared/list-keys.ts';`,
  ].filter(Boolean);
  const body = fields
    .map((field) => fieldMarkup(field, entry, root, field === title))
    .filter((markup) => markup !== '')
    .join('\n');
  return `${imports.join('\n')}

/** ${request.description.trim()} Every word on it comes from the section's config (no copy here). */
export function ${pascalOf(name)}({ id, heading, intro, ${list} }: ${pascalOf(name)}Props) {
  return (
    <Band id={id} heading={heading} intro={intro} className="${root}">
      <ul className="${root}__list">
        {${list}.map((${entry}, index) => (
          // By place, never by its words: two new, still empty entries in the editor are two (issue 44).
          <li className=${entryClass} key={entryKey(index)}>
${body}
          </li>
        ))}
      </ul>
    </Band>
  );
}
`;
}

/** A value of each field, every field given, the flags on the first entry: the component's test
 *  renders two such entries, and the contrast check paints them (SECTION_SAMPLES_DIR). */
function sampleEntry(fields: Field[], n: number): Record<string, unknown> {
  const value = (field: Field): unknown => {
    const words = `${wordsOf(field.name)} ${n}`;
    switch (field.kind) {
      case 'text':
      case 'paragraph':
        return words;
      case 'number':
        return n;
      case 'flag':
        return n === 1;
      case 'list':
        return [words];
      case 'button':
      case 'link':
        return { label: words, href: '/' };
    }
  };
  return Object.fromEntries(fields.map((field) => [field.name, value(field)]));
}

function sampleSectionText(request: SectionRequest, fields: Field[]): string {
  const section = {
    type: request.name,
    heading: 'Heading 1',
    intro: 'Intro 1',
    [request.list]: [sampleEntry(fields, 1), sampleEntry(fields, 2)],
  };
  return `${JSON.stringify(section, null, 2)}\n`;
}

function testText(request: SectionRequest, fields: Field[]): string {
  const { name, list } = request;
  const component = pascalOf(name);
  const title = titleField(fields);
  const root = kebabOf(name);
  return `// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ${component} } from './${component}.tsx';

const entries = ${JSON.stringify([sampleEntry(fields, 1), sampleEntry(fields, 2)])};

describe('${component}', () => {
  it('shows its heading and each entry under its title, in order', () => {
    render(<${component} type="${name}" heading="Heading 1" intro="Intro 1" ${list}={entries} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Heading 1');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '${wordsOf(title.name)} 1',
      '${wordsOf(title.name)} 2',
    ]);
  });

  it('shows two entries of the same words as two (the editor’s new, empty entries)', () => {
    const { container } = render(<${component} type="${name}" heading="Heading 1" ${list}={[entries[0]!, entries[0]!]} />);
    expect(container.querySelectorAll('.${root}__entry')).toHaveLength(2);
  });
});
`;
}

function cssText(request: SectionRequest, fields: Field[]): string {
  const root = kebabOf(request.name);
  const flags = fields
    .filter((field) => field.kind === 'flag')
    .map(
      (flag) => `.${root} .${root}__entry--${kebabOf(flag.name)} {
  border-width: 2px;
}`,
    );
  return `/* ${request.title.trim()} (${pascalOf(request.name)}.tsx). Every selector starts with the section's root class,
   .${root}, so nothing here styles another section. A rule that draws text in a theme colour
   (var(--color-…)) is listed in src/shared/theme/colour-pairs.ts with the colour it is drawn on,
   or colour-pairs.test.ts fails. */
.${root} .${root}__list {
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
}
.${root} .${root}__entry {
  border: 1px solid var(--color-border);
  border-radius: 8px;
  padding: 1.5rem;
}
${flags.join('\n')}
.${root} .${root}__${kebabOf(titleField(fields).name)} {
  margin: 0 0 0.5rem;
  font-size: 1.2rem;
}
`;
}

function indexText(request: SectionRequest): string {
  const component = pascalOf(request.name);
  return `import { defineSection } from '../types.ts';
import { ${component} } from './${component}.tsx';
import './${kebabOf(request.name)}.css';

export const ${request.name} = defineSection(${component});
`;
}

/** Inserts a line among sorted lines matched by `pattern` (its first group is the sort key). */
function insertSorted(text: string, pattern: RegExp, key: string, line: string, file: string): string {
  const lines = text.split('\n');
  const matching = lines.flatMap((candidate, at) => {
    const match = pattern.exec(candidate);
    return match ? [{ at, key: match[1]! }] : [];
  });
  if (matching.length === 0) throw new Error(`${file}: found no line like ${pattern} to add "${key}" beside`);
  const after = matching.filter((candidate) => candidate.key.localeCompare(key) < 0).at(-1);
  const at = after ? after.at + 1 : matching[0]!.at;
  lines.splice(at, 0, line);
  return lines.join('\n');
}

function registryText(text: string, name: string): string {
  const withImport = insertSorted(
    text,
    /^import \{ (\w+) \} from '\.\/\w+\/index\.ts';$/,
    name,
    `import { ${name} } from './${name}/index.ts';`,
    REGISTRY_FILE,
  );
  return insertSorted(withImport, /^ {2}(\w+),$/, name, `  ${name},`, REGISTRY_FILE);
}

function pageFactsText(text: string, request: SectionRequest, fields: Field[]): string {
  const line = `  ${request.name}: (section) => [...own(section), ...texts(section.${request.list}, '${titleField(fields).name}')],`;
  return insertSorted(text, /^ {2}(\w+): (?:own|\(section\))/, request.name, line, PAGE_FACTS_FILE);
}

async function formatted(root: string, file: string, text: string): Promise<string> {
  const path = join(root, file);
  return format(text, { ...(await resolveConfig(path)), filepath: path });
}

export interface Written {
  /** The files written or changed, relative to the root. */
  files: string[];
  /** What the developer fills in, one line a place (file:line: what). */
  todo: string[];
}

/** Writes the section type into the project at `root`; throws with the refusals when there are any. */
export async function scaffoldSection(root: string, request: SectionRequest): Promise<Written> {
  const problems = refusals(root, request);
  if (problems.length > 0) throw new RefusedError(problems);
  const { fields } = parseFields(request.fields);
  const files = sectionFiles(request.name);
  const texts = new Map<string, string>([
    [files.schema, schemaText(request, fields)],
    [files.component, await formatted(root, files.component, componentText(request, fields))],
    [files.test, await formatted(root, files.test, testText(request, fields))],
    [files.css, await formatted(root, files.css, cssText(request, fields))],
    [files.index, await formatted(root, files.index, indexText(request))],
    [
      REGISTRY_FILE,
      await formatted(root, REGISTRY_FILE, registryText(readFileSync(join(root, REGISTRY_FILE), 'utf8'), request.name)),
    ],
    [`${SECTION_SAMPLES_DIR}/${request.name}.json`, sampleSectionText(request, fields)],
    [
      PAGE_FACTS_FILE,
      await formatted(
        root,
        PAGE_FACTS_FILE,
        pageFactsText(readFileSync(join(root, PAGE_FACTS_FILE), 'utf8'), request, fields),
      ),
    ],
  ]);
  for (const [file, text] of texts) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  const generated = await writeGenerated(root);
  return { files: [...texts.keys(), ...generated], todo: todoLines(request, texts) };
}

/** The places the developer makes the section's own: each with its file and line. */
function todoLines(request: SectionRequest, texts: Map<string, string>): string[] {
  const files = sectionFiles(request.name);
  const lineOf = (file: string, needle: string) => {
    const at = texts
      .get(file)!
      .split('\n')
      .findIndex((line) => line.includes(needle));
    return `${file}:${at + 1}`;
  };
  const rootClass = kebabOf(request.name);
  return [
    `${lineOf(files.schema, '"title"')}  the titles and descriptions: the editor's labels and help texts (written from the field names; say what each does on the page), then npm run schemas`,
    `${lineOf(files.component, '<Band')}  the markup: every word from the props (a fixed word of the site goes in site.json "ui", schemas/site.schema.json); lists keyed by entryKey(index)`,
    `${lineOf(files.css, `.${rootClass} .${rootClass}__list`)}  the looks, every selector under .${rootClass}; a text colour from the theme needs its line in src/shared/theme/colour-pairs.ts`,
    `${lineOf(files.test, 'it(')}  what the section must show, in its own test`,
    `${lineOf(PAGE_FACTS_FILE, `  ${request.name}:`)}  the texts a visitor must find on a page using it (written: the heading and each entry's title)`,
    `site-config/pages/<page>.json  to show it: { "type": "${request.name}", "heading": "…", "${request.list}": [ … ] } in "sections" (or add it in the editor's palette, /admin/)`,
  ];
}

export class RefusedError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`nothing written:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.problems = problems;
  }
}

/** The one command that tests what was written. */
export function testCommand(name: string): string {
  const files = sectionFiles(name);
  return `npm run test:unit -- ${files.test} src/sections/registry.test.ts scripts/schemas/config-types.test.ts scripts/config-check/colour-pairs.test.ts scripts/config-check/schema-docs.test.ts tests/unit/editor-forms.test.tsx tests/unit/list-keys.test.ts scripts/schemas/section-catalogue.test.ts tests/unit/no-copy-in-tsx.test.ts tests/unit/section-css-scope.test.ts && npm run typecheck && npm run validate`;
}
