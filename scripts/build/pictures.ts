// The build's picture step: every raster picture the config names gets AVIF and WebP copies at a few
// widths (picture-encoder.ts, in the pool's threads, while the bundles build), linked into the build
// under /assets/pictures/ with the original's content hash in their names; the pages list them in a
// <picture> (src/components/Picture.tsx). The copies are kept in a cache by that hash, so a build
// that changes no picture encodes none.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { walkJson } from '../../src/shared/config-check/json-walk.ts';
import {
  copyPath,
  isRasterPicture,
  PICTURE_FORMATS,
  type PictureCopiesBySrc,
} from '../../src/shared/picture-copies.ts';
import { cachedCopy, type PictureResult } from './picture-encoder.ts';
import type { BuildPool } from './render-pool.ts';
import { linkFile } from './write-file.ts';
import { isConfigFileName } from '../../src/shared/config-check/config-layout.ts';

/** The cache, beside the bundles' (gitignored with node_modules/); SITE_PICTURE_CACHE names another
 *  folder (the tests start from an empty one). */
export function pictureCacheDir(root: string): string {
  return resolve(root, process.env.SITE_PICTURE_CACHE ?? 'node_modules/.cache/site-pictures');
}

/** An entry of the cache no build used for this long goes (a replaced picture's old copies). */
const KEEP_UNUSED_MS = 30 * 24 * 3600_000;

export interface PictureStep {
  /** The copies of each picture, by its src: what the pages list. */
  copies: PictureCopiesBySrc;
  /** Copies encoded by this build, and copies it found in the cache. */
  encoded: number;
  fromCache: number;
  /** Each copy's file in the cache, and its URL path in the build. */
  files: { from: string; path: string }[];
}

/** The raster pictures the config's files name (every "src" of an image), each once, sorted. */
export function rasterPictures(configDir: string): string[] {
  const found = new Set<string>();
  const files = readdirSync(configDir, { recursive: true, encoding: 'utf8' }).filter(isConfigFileName);
  for (const name of files) {
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(join(configDir, name), 'utf8'));
    } catch {
      continue; // the config check reports it, and stops the build
    }
    walkJson(value, (_pointer, key, child) => {
      if (key === 'src' && typeof child === 'string' && child.startsWith('/images/') && isRasterPicture(child))
        found.add(child);
    });
  }
  return [...found].sort();
}

/** The base of a picture's copies' names: its file name (readable in a network log) and its hash. */
function copiesName(src: string, key: string): string {
  const name = basename(src, extname(src)).replace(/[^\w-]/g, '-');
  return `${name}.${key.slice(0, 12)}`;
}

/**
 * Makes (or finds in the cache) the copies of every raster picture the config names, from the files
 * under public/. Meanwhile the bundles build; the copies go into the build with linkPictures.
 */
export async function makePictures(root: string, configDir: string, pool: BuildPool): Promise<PictureStep> {
  const cacheDir = pictureCacheDir(root);
  mkdirSync(cacheDir, { recursive: true });
  const results: PictureResult[] = await pool.encodePictures(
    rasterPictures(configDir).map((src) => ({ src, file: join(root, 'public', src), cacheDir })),
  );
  const copies: PictureCopiesBySrc = {};
  const files: PictureStep['files'] = [];
  for (const { src, copies: made } of results) {
    if (!made) continue;
    const picture = { name: copiesName(src, made.key), widths: made.widths };
    copies[src] = picture;
    for (const width of picture.widths)
      for (const format of PICTURE_FORMATS)
        files.push({
          from: cachedCopy(join(cacheDir, made.key), width, format),
          path: copyPath(picture, width, format),
        });
  }
  evictUnused(cacheDir);
  return {
    copies,
    files,
    encoded: results.reduce((sum, result) => sum + result.encoded, 0),
    fromCache: results.reduce((sum, result) => sum + result.fromCache, 0),
  };
}

/** Puts the copies into the build (hard links to the cache's files, which never change). */
export function linkPictures(step: PictureStep, outDir: string): void {
  for (const { from, path } of step.files) {
    const to = join(outDir, path);
    mkdirSync(dirname(to), { recursive: true });
    linkFile(from, to);
  }
}

/** Keeps the cache from growing for ever: entries unused for a month go, and building folders a day old. */
function evictUnused(cacheDir: string): void {
  const now = Date.now();
  for (const name of readdirSync(cacheDir)) {
    const age = now - statSync(join(cacheDir, name)).mtimeMs;
    if (age > (name.startsWith('.building-') ? 24 * 3600_000 : KEEP_UNUSED_MS))
      rmSync(join(cacheDir, name), { recursive: true, force: true });
  }
}
