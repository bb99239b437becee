import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Section } from '../shared/generated/config-types.ts';
import { sectionBrowserModules, sectionClientModule, sectionRegistry } from './registry.ts';
import type { SectionRegistry, SectionType } from './types.ts';

const root = join(import.meta.dirname, '../..');
// Every schemas/sections/<type>.schema.json but the generated index (src/ does not import the validator's helpers).
const sectionSchemaTypes = () =>
  readdirSync(join(root, 'schemas/sections'))
    .filter((name) => name.endsWith('.schema.json') && name !== 'index.schema.json')
    .map((name) => name.slice(0, -'.schema.json'.length))
    .sort();

describe('section registry', () => {
  it('has a component for every section schema and a schema for every component', () => {
    expect(Object.keys(sectionRegistry).sort()).toEqual(sectionSchemaTypes());
  });

  it('keeps each section type in its own folder with a test', () => {
    const folders = readdirSync(join(root, 'src/sections'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(folders).toEqual(Object.keys(sectionRegistry).sort());
    for (const folder of folders) {
      const files = readdirSync(join(root, 'src/sections', folder));
      expect(
        files.some((file) => file.endsWith('.test.tsx') || file.endsWith('.test.ts')),
        `${folder} has a test`,
      ).toBe(true);
      expect(existsSync(join(root, 'src/sections', folder, 'index.ts')), `${folder}/index.ts`).toBe(true);
    }
  });

  it('has a browser module (client.ts) exactly for the section types that declare a client', () => {
    const registry: SectionRegistry = sectionRegistry;
    for (const [type, definition] of Object.entries(registry)) {
      const module = join(root, sectionClientModule(type as SectionType));
      expect(existsSync(module), `${type}: client ${definition.client ?? 'none'}, ${module}`).toBe(
        definition.client !== undefined,
      );
    }
  });

  it('lists for a page only the browser modules of its sections that run in the browser', () => {
    const sections = [
      { type: 'hero', heading: 'H' },
      { type: 'logoStrip' },
      { type: 'form', form: 'demo' },
      { type: 'logoStrip', layout: 'grid' },
    ] as Section[];
    expect(sectionBrowserModules(sections)).toEqual({
      clients: [
        { type: 'logoStrip', module: 'src/sections/logoStrip/client.ts' },
        { type: 'form', module: 'src/sections/form/client.ts' },
      ],
      islandModules: ['src/forms/FormRenderer.tsx', 'virtual:form/demo'],
    });
    expect(sectionBrowserModules([{ type: 'hero', heading: 'H' }] as Section[])).toEqual({
      clients: [],
      islandModules: [],
    });
  });

  it('refuses, when type-checked, a component whose props are not the schema type of its key', () => {
    // @ts-expect-error the faq component cannot render a hero section
    const mixedUp = { ...sectionRegistry, hero: sectionRegistry.faq } satisfies SectionRegistry;
    expect(mixedUp.hero).toBe(sectionRegistry.faq);
  });
});
