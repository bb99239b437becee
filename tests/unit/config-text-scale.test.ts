// An edit that adds thousands of keys to one object, or rewrites thousands of list entries, is
// written in one edit: each edit in place reads the whole text again (6,000 new keys took a minute
// key by key). The text is what JSON.stringify gives the object, at its place.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as jsonc from 'jsonc-parser';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { readSchemaSet } from '../../src/server/editor/project-facts.ts';
import { editedFileText, ordered } from '../../src/shared/config-edit/config-text.ts';
import { schemaFile } from '../../src/shared/config-edit/schema-walk.ts';

type Jsonc = typeof jsonc;
vi.mock('jsonc-parser', async (original) => {
  const actual = await original<Jsonc>();
  return { ...actual, modify: vi.fn(actual.modify) };
});

const root = join(import.meta.dirname, '../..');
const schemas = readSchemaSet(join(root, 'schemas'));
const page = schemaFile(schemas, 'page.schema.json');
const text = readFileSync(join(root, FIXTURE_CONFIG_DIR, 'pages/start.json'), 'utf8');
const many = (count: number, prefix: string) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i}`, i]));

describe('a large edit of a config file', () => {
  it('writes an object given thousands of keys in one edit, as JSON.stringify would', () => {
    const before = JSON.parse(text) as Record<string, unknown>;
    const after = { ...before, ...many(3000, 'unknown') };
    vi.mocked(jsonc.modify).mockClear();
    const result = editedFileText(schemas, page, text, before, after);
    expect(vi.mocked(jsonc.modify).mock.calls.length).toBeLessThan(5);
    expect(result).toBe(`${JSON.stringify(ordered(schemas, page, after), null, 2)}\n`);
  });

  it('writes a nested object given thousands of keys at its own indentation', () => {
    const before = JSON.parse(text) as { sections: Record<string, unknown>[] };
    const after = structuredClone(before);
    Object.assign(after.sections[0]!, many(3000, 'extra'));
    vi.mocked(jsonc.modify).mockClear();
    const result = editedFileText(schemas, page, text, before, after);
    expect(vi.mocked(jsonc.modify).mock.calls.length).toBeLessThan(5);
    expect(JSON.parse(result)).toEqual(after);
    expect(result).toContain('\n      "extra2999": 2999\n    }');
    // The rest of the file keeps its exact text.
    expect(result.slice(0, text.indexOf('"sections"'))).toBe(text.slice(0, text.indexOf('"sections"')));
  });

  it('writes a new key with a large value in two edits (a placeholder, then the value whole)', () => {
    const before = JSON.parse(text) as Record<string, unknown>;
    const after = {
      ...before,
      $comment: 'x',
      sections: [...(before.sections as object[]), { type: 'pageHeader', heading: 'h'.repeat(50_000) }],
    };
    const bigNew = { ...before, newList: Array.from({ length: 5000 }, (_, i) => ({ a: `w${i}`, b: i })) };
    for (const next of [after, bigNew]) {
      vi.mocked(jsonc.modify).mockClear();
      const result = editedFileText(schemas, page, text, before, next);
      // The library, which formats what it inserts token by token over the whole text, is never given a large value.
      const given = vi.mocked(jsonc.modify).mock.calls.map(([, , value]) => JSON.stringify(value ?? null).length);
      expect(Math.max(...given)).toBeLessThan(100);
      expect(result).toBe(`${JSON.stringify(ordered(schemas, page, next), null, 2)}\n`);
    }
  });

  it('writes a list given thousands of entries in one edit', () => {
    const before = JSON.parse(text) as { keywords?: string[] };
    const after = { ...before, keywords: Array.from({ length: 3000 }, (_, i) => `word ${i}`) };
    vi.mocked(jsonc.modify).mockClear();
    const result = editedFileText(schemas, page, text, before, after);
    expect(vi.mocked(jsonc.modify).mock.calls.length).toBeLessThan(5);
    expect(JSON.parse(result)).toEqual(after);
  });
});
