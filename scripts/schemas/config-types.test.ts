import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { schemasWithProperty } from '../../tests/support/schema-copy.ts';
import { CONFIG_TYPES_FILE, configTypesText } from './config-types.ts';

const root = resolve(import.meta.dirname, '../..');
const workDir = mkdtempSync(join(tmpdir(), 'config-types-'));

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('generated config types', () => {
  it('are up to date with schemas/', async () => {
    const committed = readFileSync(join(root, CONFIG_TYPES_FILE), 'utf8');
    expect(committed, `${CONFIG_TYPES_FILE} is out of date: run npm run schemas`).toBe(await configTypesText(join(root, 'schemas')));
  });

  it('follow a change of a schema: a new section property becomes a typed, documented prop', async () => {
    const schemas = schemasWithProperty(workDir, 'hero', 'badge', {
      title: 'Badge',
      description: 'A word in a coloured box above the heading.',
      type: 'string',
    });
    const types = await configTypesText(schemas);
    expect(types).not.toBe(readFileSync(join(root, CONFIG_TYPES_FILE), 'utf8'));
    expect(types).toMatch(/export interface HeroProps \{[^}]*A word in a coloured box above the heading\.\s*\*\/\s*badge\?: string;/);
  });
});
