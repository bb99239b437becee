// What a copied page marks as copied (issue 40): the search texts it brings and every text of its
// sections a visitor reads, found by the schema (headings, paragraphs, button words, quotes), not its
// links, pictures, icons or settings; and a mark goes once its field is rewritten.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import type { DraftFile } from '../../src/editor/state/draft.ts';
import { liveMarks } from '../../src/editor/state/copy-marks.ts';
import { copiedMarks } from '../../src/editor/ui/new-content.ts';

vi.mock('../../src/editor/state/check-draft.ts', () => import('../support/editor-schema-set.ts'));

const configDir = join(resolve(import.meta.dirname, '../..'), FIXTURE_CONFIG_DIR);
const read = (path: string) => JSON.parse(readFileSync(join(configDir, path), 'utf8')) as Record<string, unknown>;
const files: Record<string, DraftFile> = {
  'pages/start.json': { kind: 'json', value: read('pages/start.json') },
  'routes.json': { kind: 'json', value: read('routes.json') },
};
const newPage = {
  path: '/quality-check',
  title: 'Quality checks',
  copyOf: 'pages/start.json',
  menu: { kind: 'none' as const },
  menuLabel: '',
  menuAt: 0,
};

describe('the marks of a copied page', () => {
  const marks = copiedMarks(files, newPage);
  const at = new Map(marks.map((mark) => [mark.pointer, mark.value]));

  it('mark its search texts and every text of its sections, with the page they came from', () => {
    expect(at.get('/description')).toBe(read('pages/start.json').description);
    expect(at.get('/sections/0/heading')).toBe('Fixture hero heading');
    expect(at.get('/sections/0/eyebrow')).toBe('Fixture eyebrow');
    expect(at.get('/sections/0/text')).toBe('Fixture hero text.');
    expect(at.get('/sections/0/actions/0/label')).toBe('Fixture callback button');
    expect(at.get('/sections/1/cards/0/title')).toBe('Fixture card one');
    expect(at.get('/sections/4/items/0/quote')).toBe('Fixture quote.');
    expect(at.get('/sections/5/paragraphs/0')).toBe('Fixture paragraph.');
    expect(new Set(marks.map((mark) => mark.file))).toEqual(new Set(['pages/quality-check.json']));
    const from = new Set(marks.map((mark) => mark.from));
    expect(from.size).toBe(1);
    expect([...from][0]).toMatch(/^\//);
  });

  it('leave links, pictures, icons, ids and the kind of section alone', () => {
    for (const pointer of at.keys())
      expect(pointer).not.toMatch(/\/(href|src|alt|width|height|icon|id|type|variant|columns)$/);
    // The page's new title is the marketer's own.
    expect(at.has('/title')).toBe(false);
  });

  it('hold while the field keeps the copied text, and go once it is rewritten', () => {
    const copy = structuredClone(read('pages/start.json')) as { sections: { heading: string }[] };
    const draft: Record<string, DraftFile> = { 'pages/quality-check.json': { kind: 'json', value: copy } };
    expect(liveMarks(marks, draft).some((mark) => mark.pointer === '/sections/0/heading')).toBe(true);
    copy.sections[0]!.heading = 'Quality checks before every shipment';
    expect(liveMarks(marks, draft).some((mark) => mark.pointer === '/sections/0/heading')).toBe(false);
  });
});
