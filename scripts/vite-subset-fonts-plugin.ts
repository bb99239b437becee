// Cuts web fonts to a set of characters when a build starts, so a style sheet can name the cut files:
// url('@subset-fonts/<file name>') resolves to the cut copy of the package's face. The cutting is
// HarfBuzz's subsetter (subset-font, harfbuzzjs), which keeps the glyphs the font's shaping rules
// reach from the kept characters (an Arabic letter's joining forms, ligatures, marks).
// The cut files are kept in node_modules/.cache under a key of everything they are made of (the
// faces' bytes, the characters, the subsetter's versions): the site's two bundles, the editor's, a
// publish and the unit tests all take the same files, and only the first of them pays the ~1 s.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/** The prefix under which a style sheet names the cut faces (resolved to the cache folder). */
export const SUBSET_FONTS_PREFIX = '@subset-fonts/';

/** Runs of code points as a CSS unicode-range value: "U+060C, U+0621-063A, …". */
export function unicodeRange(ranges: readonly (readonly [number, number])[]): string {
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

/** The runs' characters, one string. */
export function rangeText(ranges: readonly (readonly [number, number])[]): string {
  let text = '';
  for (const [from, to] of ranges) for (let point = from; point <= to; point++) text += String.fromCodePoint(point);
  return text;
}

export interface SubsetFonts {
  /** The package files of the faces to cut (`@fontsource/…/x.woff2`). */
  faces: readonly string[];
  /** The characters to keep, as runs of code points. */
  ranges: readonly (readonly [number, number])[];
}

const require = createRequire(import.meta.url);
const versionOf = (pkg: string) =>
  (JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as { version: string }).version;

/** Cuts each face to the characters and returns the folder holding the cut files, by their package file names. */
export async function subsetFonts(root: string, { faces, ranges }: SubsetFonts): Promise<string> {
  const text = rangeText(ranges);
  const sources = faces.map((face) => ({ face, bytes: readFileSync(require.resolve(face, { paths: [root] })) }));
  const key = createHash('sha256');
  // The subsetter's version and HarfBuzz's own code (subset-font's harfbuzzjs) make the bytes too.
  key.update(`subset-font ${versionOf('subset-font')}\n${text}\n`);
  key.update(readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')));
  for (const { face, bytes } of sources) key.update(`${face}\n`).update(bytes);
  const cache = join(root, 'node_modules/.cache/cortracker-subset-fonts');
  const folder = join(cache, key.digest('hex').slice(0, 16));
  if (existsSync(folder)) return folder;
  // Written aside, then renamed into place at once: a build running alongside sees all the files or none.
  const aside = `${folder}.${process.pid}.${Date.now()}`;
  mkdirSync(aside, { recursive: true });
  try {
    for (const { face, bytes } of sources)
      writeFileSync(join(aside, basename(face)), await subsetFont(bytes, text, { targetFormat: 'woff2' }));
    try {
      renameSync(aside, folder);
    } catch (error) {
      // Another build put the same files there first.
      if (!existsSync(folder)) throw error;
    }
  } finally {
    rmSync(aside, { recursive: true, force: true });
  }
  return folder;
}

/** Makes `@subset-fonts/<file name>` name the cut copy of each face, in every bundle that has the plugin. */
export function subsetFontsPlugin(root: string, fonts: SubsetFonts): Plugin {
  return {
    name: 'cortracker-subset-fonts',
    async config() {
      const folder = await subsetFonts(root, fonts);
      return { resolve: { alias: [{ find: SUBSET_FONTS_PREFIX, replacement: `${folder}/` }] } };
    },
  };
}
