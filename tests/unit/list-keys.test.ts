// Every list a section (or the header or footer) renders from config keys its entries by place
// (entryKey, src/shared/list-keys.ts), never by their words: two new empty entries in the editor's
// draft share their words, and React then shows ghosts in the preview (issue 44).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const FOLDERS = ['src/sections', 'src/app/header', 'src/app/footer'];
/** Keys that are no config's words: a fixed list of the code's own (the three mailboxes). */
const OWN_LISTS = ['mailbox.key'];

function keysOf(folder: string): { file: string; key: string }[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx') && !entry.name.includes('.test.'))
    .flatMap((entry) => {
      const path = join(entry.parentPath, entry.name);
      const text = readFileSync(path, 'utf8');
      return [...text.matchAll(/\bkey=\{([^}]*)\}/g)].map((match) => ({
        file: relative(root, path),
        key: match[1]!,
      }));
    });
}

describe('the keys of list entries', () => {
  it('are entryKey(place, id?) in every section, the header and the footer', () => {
    const keys = FOLDERS.flatMap(keysOf);
    expect(keys.length).toBeGreaterThan(20);
    const byWords = keys.filter(({ key }) => !key.startsWith('entryKey(') && !OWN_LISTS.includes(key));
    expect(byWords).toEqual([]);
  });
});
