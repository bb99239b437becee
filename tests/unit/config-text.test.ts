import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { kindOf } from '../../src/shared/config-check/config-layout.ts';
import { editedFileText, newFileText, ordered } from '../../src/shared/config-edit/config-text.ts';
import { schemaFile, type Schema } from '../../src/shared/config-edit/schema-walk.ts';

const root = join(import.meta.dirname, '../..');
const schemas = new Map(
  readdirSync(join(root, 'schemas'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => JSON.parse(readFileSync(join(entry.parentPath, entry.name), 'utf8')) as Schema)
    .map((schema) => [String(schema.$id), schema]),
);
const configDir = join(root, FIXTURE_CONFIG_DIR);
const files = readdirSync(configDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative(configDir, join(entry.parentPath, entry.name)));
const read = (path: string) => readFileSync(join(configDir, path), 'utf8');
const nodeOf = (path: string) => schemaFile(schemas, kindOf(path)!.schema);
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  return after.split('\n').filter((line, index) => line !== old[index]);
}

describe('the text of an edited config file', () => {
  it.each(files)('is byte for byte the same when %s is saved unchanged', (path) => {
    const text = read(path);
    expect(editedFileText(schemas, nodeOf(path), text, JSON.parse(text), JSON.parse(text))).toBe(text);
  });

  it('changes only the line of a changed text, even in a file written by hand in a compact style', () => {
    const text = read('services.json');
    const value = JSON.parse(text);
    const next = clone(value);
    next.services[2].price = 99.5;
    const result = editedFileText(schemas, nodeOf('services.json'), text, value, next);
    expect(changedLines(text, result)).toEqual(['      "price": 99.5,']);
    expect(result).toContain('"allowedCheckoutHosts": ["buy.stripe.com"],');
  });

  it('puts a new property where the schema lists it, "$schema" first', () => {
    const text = read('pages/start.json');
    const value = JSON.parse(text);
    const next = clone(value);
    delete next.sections[0].eyebrow;
    const without = editedFileText(schemas, nodeOf('pages/start.json'), text, value, next);
    const withId = clone(next);
    withId.sections[0] = { id: 'top', ...withId.sections[0], eyebrow: 'Back again' };
    const result = editedFileText(schemas, nodeOf('pages/start.json'), without, next, withId);
    const hero = result.slice(result.indexOf('"type": "hero"'), result.indexOf('"heading"'));
    expect(hero).toMatch(/"type": "hero",\s+"id": "top",\s+"eyebrow": "Back again",\s+$/);
    expect(result.startsWith('{\n  "$schema": "../../../../schemas/page.schema.json",')).toBe(true);
  });

  it('writes moved, added and removed sections as JSON.stringify would, two spaces, final newline', () => {
    const text = read('pages/about.json');
    const value = JSON.parse(text);
    const next = clone(value);
    const [moved] = next.sections.splice(1, 1);
    next.sections.pop();
    next.sections.splice(1, 0, { heading: 'New', type: 'pageHeader' });
    next.sections.push(moved);
    const result = editedFileText(schemas, nodeOf('pages/about.json'), text, value, next);
    expect(result).toBe(`${JSON.stringify(ordered(schemas, nodeOf('pages/about.json'), next), null, 2)}\n`);
    expect(result).toContain('{\n      "type": "pageHeader",\n      "heading": "New"\n    }');
  });

  it('writes a new file with "$schema" first and every key in schema order', () => {
    const value = JSON.parse(read('blog/fixture-article-two.json'));
    const shuffled = Object.fromEntries(Object.entries(value).reverse());
    expect(newFileText(schemas, nodeOf('blog/fixture-article-two.json'), shuffled)).toBe(
      read('blog/fixture-article-two.json'),
    );
  });

  it('writes a list entry or a property left undefined by a form as JSON does (null, or no property), never failing', () => {
    const path = 'forms/demo.json';
    const text = read(path);
    const value = JSON.parse(text);
    const next = clone(value);
    next.schema.required = [...(next.schema.required ?? []), undefined];
    next.uiSchema['ui:order'] = [undefined, ...(next.uiSchema['ui:order'] ?? [])];
    next.submitLabel = undefined;
    const result = editedFileText(schemas, nodeOf(path), text, value, next);
    const written = JSON.parse(result);
    expect(written.schema.required.at(-1)).toBeNull();
    expect(written.uiSchema['ui:order'][0]).toBeNull();
    expect('submitLabel' in written).toBe(false);
    expect(newFileText(schemas, nodeOf(path), next)).toBe(
      `${JSON.stringify(ordered(schemas, nodeOf(path), written), null, 2)}\n`,
    );
  });
});
