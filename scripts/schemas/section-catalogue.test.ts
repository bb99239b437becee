// docs/sections.md follows the section schemas: a type added, renamed or given another field, title
// or description fails this test until `npm run schemas` rewrites the catalogue. Where each type is
// used is the marketers' content (no test may fail because it changed), so those lines are left out of
// the comparison; they are checked here on the fixture config instead.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { schemasWithProperty } from '../../tests/support/schema-copy.ts';
import { SECTION_CATALOGUE_FILE, sectionCatalogueText, sectionShots, sectionUsage, USED_ON, usedOnText, withoutUsage } from './section-catalogue.ts';

const root = resolve(import.meta.dirname, '../..');
const workDir = mkdtempSync(join(tmpdir(), 'section-catalogue-'));

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('the catalogue of section types (docs/sections.md)', () => {
  it('is up to date with schemas/sections/', () => {
    const committed = readFileSync(join(root, SECTION_CATALOGUE_FILE), 'utf8');
    const current = sectionCatalogueText(join(root, 'schemas'), new Map(), sectionShots(root));
    expect(withoutUsage(committed), `${SECTION_CATALOGUE_FILE} is out of date: run npm run schemas`).toBe(
      withoutUsage(current),
    );
  });

  it('follows a schema: a new field shows with its title, kind, and description', () => {
    const schemas = schemasWithProperty(workDir, 'stepList', 'footnote', {
      title: 'Foot note',
      description: 'A line | under the steps.',
      type: 'string',
    });
    const text = sectionCatalogueText(schemas, new Map());
    expect(withoutUsage(text)).not.toBe(withoutUsage(readFileSync(join(root, SECTION_CATALOGUE_FILE), 'utf8')));
    expect(text).toContain('| `footnote` | Foot note | text |  | A line \\| under the steps. |');
    expect(text).toContain("| `steps[].title` | Title | text | yes | The step's title. |");
  });

  it('says on which pages each type is used, by route and file', () => {
    const usage = sectionUsage(join(root, FIXTURE_CONFIG_DIR));
    const hero = usage.get('hero') ?? [];
    expect(hero.length).toBeGreaterThan(0);
    for (const use of hero) {
      expect(use.file).toMatch(/^pages\/[\w-]+\.json$/);
      expect(use.paths.every((path) => path.startsWith('/'))).toBe(true);
      const page = JSON.parse(readFileSync(join(root, FIXTURE_CONFIG_DIR, use.file), 'utf8')) as {
        sections: { type: string }[];
      };
      expect(page.sections.findIndex((section) => section.type === 'hero')).toBe(use.index);
    }
    const text = sectionCatalogueText(join(root, 'schemas'), usage);
    expect(text).toContain(`${USED_ON} ${usedOnText(hero)}`);
    expect(usedOnText(hero)).toMatch(/^\/\S* \(`pages\/[\w-]+\.json`\)/);
    expect(sectionCatalogueText(join(root, 'schemas'), new Map())).toContain(`${USED_ON} no page yet`);
  });
});
