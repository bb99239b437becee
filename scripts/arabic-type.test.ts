// The Arabic typeface's style sheet: only Arabic pages name it, it never holds the text back, its
// range is the characters the faces are cut to (the whole Arabic alphabet, no Latin letter or digit),
// the cut faces hold a glyph for each of them, and the browser build emits exactly the files it names.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import postcss, { type AtRule, type Declaration } from 'postcss';
import { describe, expect, it } from 'vitest';
import { fontUrls } from './vite-font-files-plugin.ts';
import {
  ARABIC_TYPE_FACES,
  ARABIC_TYPE_LANGUAGE,
  arabicTypeFiles,
  ARABIC_TYPE_RANGES,
  subsetFontUrl,
} from './arabic-type.ts';
import { rangeText, subsetFonts, unicodeRange } from './vite-subset-fonts-plugin.ts';
import { FONT_STYLE_SHEETS, fromRoot, SUBSET_FONTS } from '../vite.config.ts';

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

  it('ranges over the characters the faces are cut to: every Arabic letter, mark, digit and sign, no Latin one', () => {
    const kept = codePoints(unicodeRange(ARABIC_TYPE_RANGES));
    for (const face of faces) expect(codePoints(descriptor(face, 'unicode-range')!)).toEqual(kept);
    // Hamza to ghain, feh to yeh, the vowel marks, the Arabic-Indic digits; comma, semicolon, question mark.
    for (const [from, to] of [
      [0x0621, 0x063a],
      [0x0641, 0x0652],
      [0x0660, 0x0669],
    ] as const)
      for (let point = from; point <= to; point++) expect(kept.has(point), point.toString(16)).toBe(true);
    for (const point of [0x060c, 0x061b, 0x061f]) expect(kept.has(point)).toBe(true);
    expect([...kept].filter((point) => point < 0x0600)).toEqual([]);
  });

  it('cuts each face to a file with a glyph for every character of its range, under half the package’s file', async () => {
    const folder = await subsetFonts(fromRoot('.'), SUBSET_FONTS);
    const wanted = [...rangeText(ARABIC_TYPE_RANGES)].map((character) => character.codePointAt(0)!);
    for (const face of ARABIC_TYPE_FACES) {
      const cut = readFileSync(join(folder, basename(face)));
      expect(cut.length).toBeLessThan(readFileSync(require.resolve(face)).length / 2);
      // HarfBuzz reads the character map of an uncut font file (sfnt), not of a woff2.
      const sfnt = await subsetFont(cut, rangeText([[0, 0x10ffff]]), { targetFormat: 'sfnt' });
      const mapped = new Set(new Face(new Blob(sfnt)).collectUnicodes());
      expect(wanted.filter((point) => !mapped.has(point)).map((point) => point.toString(16))).toEqual([]);
    }
  });

  it('names the cut copies of woff2 files of the package’s Arabic subset, which the browser build emits', () => {
    const urls = fontUrls(css);
    expect(urls).toEqual(ARABIC_TYPE_FACES.map(subsetFontUrl));
    for (const face of ARABIC_TYPE_FACES) {
      expect(face).toMatch(
        /^@fontsource\/ibm-plex-sans-arabic\/files\/ibm-plex-sans-arabic-arabic-\d00-normal\.woff2$/,
      );
      expect(existsSync(require.resolve(face))).toBe(true);
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
    for (const selector of naming) expect(selector).toMatch(new RegExp(`^html:lang\\(${ARABIC_TYPE_LANGUAGE}\\)\\s`));
  });

  it("is found among a built style sheet's fonts by its faces' names, for the Arabic pages to preload", () => {
    const built = [
      '/assets/ibm-plex-sans-arabic-arabic-400-normal-CcFbg0ZS.woff2',
      '/assets/ibm-plex-sans-arabic-arabic-700-normal-q2rWeGEa.woff2',
      '/assets/another-face-400-normal-Ab12Cd34.woff2',
    ];
    expect(arabicTypeFiles(built)).toEqual(built.slice(0, 2));
  });
});
