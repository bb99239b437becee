// The pictures committed under public/images go public as they are (the originals are the pages'
// <img src> fallbacks and og:image): none may carry a location, a camera, an author or a comment.
// An upload through the editor is cleaned (src/server/uploads/picture-cleaning.ts); this catches
// one committed by hand. The fix is `npm run clean-pictures`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sniff } from '../../src/server/uploads/picture-check.ts';
import { isCleanPicture } from '../../src/server/uploads/picture-cleaning.ts';

const root = resolve(import.meta.dirname, '../..');
const imagesDir = join(root, 'public', 'images');

const files = readdirSync(imagesDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name));

describe('the pictures under public/images', () => {
  it('are there to check', () => {
    expect(files.filter((file) => sniff(readFileSync(file))).length).toBeGreaterThan(0);
  });

  it('carry nothing but their pixels (run npm run clean-pictures to fix one)', async () => {
    const carrying: string[] = [];
    for (const file of files) {
      const bytes = readFileSync(file);
      const type = sniff(bytes);
      if (type && type !== 'svg' && !(await isCleanPicture(type, bytes))) carrying.push(relative(root, file));
    }
    expect(carrying).toEqual([]);
  });

  it('are SVGs without comments, metadata or an editor\u2019s notes (author, file paths)', () => {
    const carrying = files.filter((file) => {
      const bytes = readFileSync(file);
      return (
        sniff(bytes) === 'svg' && /<!--|<metadata|<\?(?!xml\s)|sodipodi:|inkscape:|<dc:/i.test(bytes.toString('utf8'))
      );
    });
    expect(carrying.map((file) => relative(root, file))).toEqual([]);
  });
});
