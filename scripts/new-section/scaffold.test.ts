// `npm run new-section` writes a section type that passes the project's checks untouched: here it
// writes one into a copy of the project, whose schema then compiles in the validator's strict ajv,
// documents every field and accepts a section of the type; whose generated types, registry and
// page-facts line type-check with the component; whose component renders its entries; and whose CSS
// styles nothing outside its root class. A refused name leaves the copy as it was.
import { SECTION_SAMPLES_DIR } from '../../src/config/config-dir.ts';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import postcss from 'postcss';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { configValidator } from '../../src/shared/config-check/config-ajv.ts';
import { loadSchemas } from '../config-check/schema-pass.ts';
import { schemaDocProblems } from '../config-check/schema-docs.ts';
import { CONFIG_TYPES_FILE, configTypesText } from '../schemas/config-types.ts';
import { SECTION_CATALOGUE_FILE } from '../schemas/section-catalogue.ts';
import { kebabOf, pascalOf } from './fields.ts';
import {
  PAGE_FACTS_FILE,
  REGISTRY_FILE,
  RefusedError,
  refusals,
  scaffoldSection,
  sectionFiles,
  type SectionRequest,
} from './scaffold.ts';

const root = resolve(import.meta.dirname, '../..');
const copy = mkdtempSync(join(tmpdir(), 'new-section-'));

/** The example, a pricing table; once a developer has added one (as the issue asks them to
 *  try), the same with a number after its name and title, so the test never collides with the type
 *  a developer made with the command it tests. */
const request: SectionRequest = [1, 2, 3, 4, 5, 6, 7, 8, 9]
  .map((number) => ({
    name: number === 1 ? 'pricingTable' : `pricingTable${number}`,
    title: number === 1 ? 'Pricing table' : `Pricing table ${number}`,
    description: 'Plans side by side, one highlighted, each with its features and a button.',
    list: 'plans',
    fields: 'name:text,price:text,note:paragraph?,highlight:flag,features:list,action:button,more:link?,seats:number?',
  }))
  .find((candidate) => refusals(root, candidate).length === 0)!;
const type = request.name;
const component = pascalOf(type);
const rootClass = kebabOf(type);

/** The project's sources, copied (with the fixture config, which the copy's types are checked on);
 *  the packages and pictures, only read, linked. */
beforeAll(() => {
  for (const part of [
    'src',
    'scripts',
    'tests',
    'schemas',
    'docs',
    'package.json',
    'tsconfig.json',
    '.prettierrc.json',
  ])
    cpSync(join(root, part), join(copy, part), { recursive: true });
  for (const part of ['node_modules', 'public']) symlinkSync(join(root, part), join(copy, part));
});
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const read = (file: string) => readFileSync(join(copy, file), 'utf8');

describe('npm run new-section', () => {
  it('writes a section type that validates, type-checks, renders and keeps its CSS to itself', async () => {
    const written = await scaffoldSection(copy, request);
    const files = sectionFiles(request.name);
    expect(written.files).toEqual(
      expect.arrayContaining([files.schema, files.component, files.test, files.css, files.index, REGISTRY_FILE]),
    );
    expect(written.files.every((file) => existsSync(join(copy, file)))).toBe(true);

    // The schema: strict ajv compiles it, every field is documented, and a section of it is valid.
    const ajv = loadSchemas(join(copy, 'schemas'));
    const validate = configValidator(ajv, 'sections/index.schema.json');
    const plan = {
      name: 'Basic',
      price: '$10',
      highlight: true,
      features: ['Tick'],
      action: { label: 'Buy', href: '/' },
    };
    expect(validate({ type, heading: 'Plans', plans: [plan] }), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ type, heading: 'Plans', plans: [{ ...plan, name: '' }] })).toBe(false);
    // Its sample, which the contrast check paints until a fixture page shows the type, is a valid section.
    const sample = JSON.parse(read(`${SECTION_SAMPLES_DIR}/${type}.json`)) as unknown;
    expect(validate(sample), JSON.stringify(validate.errors)).toBe(true);
    expect(schemaDocProblems(join(copy, 'schemas'))).toEqual([]);

    // The generated types are those `npm run schemas` writes, with the new props.
    expect(read(CONFIG_TYPES_FILE)).toBe(await configTypesText(join(copy, 'schemas')));
    expect(read(CONFIG_TYPES_FILE)).toContain(`export interface ${component}Props {`);
    expect(read(SECTION_CATALOGUE_FILE)).toContain(`## ${type}\n\n**${request.title}**: Plans side by side`);
    expect(read(REGISTRY_FILE)).toMatch(new RegExp(`^ {2}${type},$`, 'm'));
    expect(read(PAGE_FACTS_FILE).split('\n')).toContain(
      `  ${type}: (section) => [...own(section), ...texts(section.plans, 'name')],`,
    );

    // Every selector starts with the root class.
    const selectors: string[] = [];
    postcss.parse(read(files.css)).walkRules((rule) => {
      selectors.push(...rule.selectors);
    });
    expect(selectors.length).toBeGreaterThan(2);
    expect(selectors.filter((selector) => !selector.startsWith(`.${rootClass} `))).toEqual([]);

    // The component renders each plan under its title, in a band of its own root class.
    const module = (await import(join(copy, files.component))) as Record<
      string,
      ComponentType<Record<string, unknown>>
    >;
    const html = renderToStaticMarkup(
      createElement(module[component]!, {
        type,
        heading: 'Plans',
        plans: [plan, { ...plan, name: 'Pro' }],
      }),
    );
    expect(html).toContain(`class="band band--light ${rootClass}"`);
    expect([...html.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((match) => match[1])).toEqual(['Basic', 'Pro']);
    expect(html).toContain(`${rootClass}__entry ${rootClass}__entry--highlight`);

    // The new folder, the registry and page-facts.spec.ts type-check together (the whole project's
    // typecheck is `npm run typecheck`; this one follows their imports only).
    writeFileSync(
      join(copy, 'tsconfig.new-section.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        compilerOptions: { paths: { '@site-config/*': [`./${FIXTURE_CONFIG_DIR}/*`] } },
        include: [files.folder, REGISTRY_FILE, PAGE_FACTS_FILE, 'src/vite-env.d.ts'],
      }),
    );
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    const checked = spawnSync(process.execPath, [tsc, '--noEmit', '-p', 'tsconfig.new-section.json'], {
      cwd: copy,
      encoding: 'utf8',
    });
    expect({ status: checked.status, output: checked.stdout }).toEqual({ status: 0, output: '' });
  }, 180_000);

  it('refuses a name that exists or is not camelCase, and a title the palette has, and writes nothing', async () => {
    const before = [REGISTRY_FILE, PAGE_FACTS_FILE, CONFIG_TYPES_FILE].map(read);
    const refusedFor = async (changes: Partial<SectionRequest>) => {
      const error = await scaffoldSection(copy, { ...request, ...changes }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(RefusedError);
      return (error as RefusedError).problems;
    };
    expect(await refusedFor({ name: 'stepList', title: 'Step list' })).toEqual([
      'the section type "stepList" exists: schemas/sections/stepList.schema.json',
    ]);
    expect(await refusedFor({ name: 'PricingGrid', title: 'Pricing grid' })).toEqual([
      '"PricingGrid" is not a camelCase name: letters and digits, starting lower-case (e.g. pricingTable)',
    ]);
    expect(await refusedFor({ name: 'plans', title: 'Steps' })).toEqual([
      'the title "Steps" is the "stepList" type\'s: the palette would show two alike',
    ]);
    expect(await refusedFor({ name: 'plans', title: 'Plans', fields: 'price:number,note:texts' })).toEqual([
      '"note:texts": the kind "texts" is none of text, paragraph, number, flag, list, button, link',
    ]);
    expect(await refusedFor({ name: 'plans', title: 'Plans', fields: 'price:number' })).toEqual([
      'one required "text" field is needed: it is each entry’s title, and what page-facts.spec checks',
    ]);
    expect([REGISTRY_FILE, PAGE_FACTS_FILE, CONFIG_TYPES_FILE].map(read)).toEqual(before);
    expect(existsSync(join(copy, 'schemas/sections/plans.schema.json'))).toBe(false);
  });
});
