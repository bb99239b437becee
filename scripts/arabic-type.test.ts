// The Arabic typeface's style sheet: only Arabic pages name it, it never holds the text back, its
// range takes in the package's whole Arabic subset and no Latin letter or digit, and the browser
// build emits exactly the files it names.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import postcss, { type AtRule, type Declaration } from 'postcss';
import { describe, expect, it } from 'vitest';
import { fontUrls } from './vite-font-files-plugin.ts';
import { FONT_STYLE_SHEETS } from '../vite.config.ts';

const sheet = join(import.meta.dirname, '../src/styles/arabic-type.css');
const css = readFileSync(sheet, 'utf8');
const root = postcss.parse(css);
const family = 'IBM Plex Sans Arabic';
const require = createRequire(import.meta.url);

/** The code points of a unicode-range value ("U+0600-06FF, U+204F"). */
function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(from!, 16); point <= parseInt(to!, 16); point++) points.add(point);
  }
  return points;
}

const faces: AtRule[] = [];
root.walkAtRules('font-face', (face) => void faces.push(face));
const descriptor = (face: AtRule, name: string) =>
  face.nodes!.find((node): node is Declaration => node.type === 'decl' && node.prop === name)?.value;

describe('the Arabic typeface', () => {
  it('has a regular and a bold face, each shown with a fallback until it loads', () => {
    expect(faces.map((face) => descriptor(face, 'font-weight'))).toEqual(['400', '700']);
    for (const face of faces) {
      expect(descriptor(face, 'font-family')).toBe(`'${family}'`);
      expect(descriptor(face, 'font-display')).toBe('swap');
    }
  });

  it('takes in every character of the package’s Arabic subset, and no Latin letter, digit or sign', () => {
    const unicode = JSON.parse(
      readFileSync(require.resolve('@fontsource/ibm-plex-sans-arabic/unicode.json'), 'utf8'),
    ) as {
      arabic: string;
    };
    const subset = codePoints(unicode.arabic);
    for (const face of faces) {
      const range = codePoints(descriptor(face, 'unicode-range')!);
      expect([...subset].filter((point) => !range.has(point))).toEqual([]);
      expect([...range].filter((point) => point < 0x0600)).toEqual([]);
    }
  });

  it('names woff2 files of the package’s Arabic subset that exist, which the browser build emits', () => {
    const urls = fontUrls(css);
    expect(urls).toHaveLength(faces.length);
    for (const url of urls) {
      expect(url).toMatch(/^@fontsource\/ibm-plex-sans-arabic\/files\/ibm-plex-sans-arabic-arabic-\d00-normal\.woff2$/);
      expect(existsSync(require.resolve(url))).toBe(true);
    }
    expect(FONT_STYLE_SHEETS).toEqual([sheet]);
  });

  it('is named only for a document in Arabic', () => {
    const naming: string[] = [];
    root.walkDecls('font-family', (declaration) => {
      if (declaration.parent?.type === 'rule' && declaration.value.includes(family))
        naming.push(...(declaration.parent as { selectors: string[] }).selectors);
    });
    expect(naming.length).toBeGreaterThan(0);
    for (const selector of naming) expect(selector).toMatch(/^html:lang\(ar\)\s/);
  });
});
