// What the Arabic pages' typeface (src/styles/arabic-type.css) carries: IBM Plex Sans Arabic's regular
// and bold faces, cut at build time (scripts/vite-subset-fonts-plugin.ts) to the characters written
// in Arabic, which halves their bytes; those bytes share a phone's slow link with the hero picture,
// the largest paint of /ar/home (docs/performance.md).
//
// The set is fixed, not read from the pages' texts: a marketer's new sentence, a form message or a
// date the server writes needs no new build of the font, every build and publish makes the same
// files (the browser keeps its cached copy), and the editor's preview shows what the site shows.
// Every letter of the Arabic alphabet is in it, with its joining forms and the lam-alef ligatures
// (the subsetter keeps the glyphs the font's shaping rules reach from these characters); a character
// left out, say an Urdu letter or a presentation form pasted from a PDF, is drawn by the next font
// of the page's list, as any character the font lacks always was.
import { basename } from 'node:path';
import { SUBSET_FONTS_PREFIX } from './vite-subset-fonts-plugin.ts';

/** First and last code point of each run. */
export const ARABIC_TYPE_RANGES: readonly (readonly [number, number])[] = [
  // Arabic comma, semicolon and question mark.
  [0x060c, 0x060c],
  [0x061b, 0x061b],
  [0x061f, 0x061f],
  // The letters, from hamza to ghain; then tatweel, feh to yeh and the vowel marks.
  [0x0621, 0x063a],
  [0x0640, 0x0655],
  // Arabic-Indic digits, percent sign, decimal and thousands separators.
  [0x0660, 0x066d],
  // Superscript alef (a vowel mark).
  [0x0670, 0x0670],
  // Peh, tcheh, jeh, veh, keheh, gaf, farsi yeh: foreign names written in the Gulf, and the keh and
  // yeh a Persian keyboard types for Arabic's; a word must not switch fonts halfway, which breaks its joins.
  [0x067e, 0x067e],
  [0x0686, 0x0686],
  [0x0698, 0x0698],
  [0x06a4, 0x06a4],
  [0x06a9, 0x06a9],
  [0x06af, 0x06af],
  [0x06cc, 0x06cc],
  // The joining forms and lam-alef ligatures of those letters as characters of their own (Arabic
  // presentation forms B), which text copied from a PDF often holds: the glyphs are the ones kept
  // above, so they cost only their entries in the character map.
  [0xfe70, 0xfe74],
  [0xfe76, 0xfefc],
];
// Zero-width joiner and non-joiner are not in the list: the font has no glyph for them, and the
// browser's shaper applies them whatever font draws the letters around them.

/** The faces to cut, as the style sheet would name them uncut; each becomes @subset-fonts/<its file name>. */
export const ARABIC_TYPE_FACES = [400, 700].map(
  (weight) => `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
);

/** The language whose pages the faces are for (the style sheet names them under html:lang(ar)). */
export const ARABIC_TYPE_LANGUAGE = 'ar';

/** Of the web fonts a built style sheet names, the Arabic faces (their built names start with the
 *  package file's: ibm-plex-sans-arabic-arabic-400-normal-<hash>.woff2). */
export function arabicTypeFiles(fonts: readonly string[]): string[] {
  const names = ARABIC_TYPE_FACES.map((face) => basename(face, '.woff2'));
  return fonts.filter((url) => names.some((name) => basename(url).startsWith(`${name}-`)));
}

/** How the style sheet names a cut face. */
export const subsetFontUrl = (face: string) => `${SUBSET_FONTS_PREFIX}${basename(face)}`;
