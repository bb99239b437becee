// The .br and .gz copies beside every compressible file of a build, so the server never compresses
// on the fly. Brotli's effort depends on how often a file is compressed:
//   pages (HTML, the sitemap, the feed): many, and written again at every change of what they show.
//     Quality 5: about 0.9 ms of processor time a page against 38 ms at 11 (measured on 409 pages of
//     the 2,000-article bench: 10.1 KB against 9.1 KB a page, 12 % more, and either fits in the first
//     round trip of a connection). At 11 the pages alone took 85 s of that build's 90.
//   assets (scripts, pictures, …): compressed once per bundle (scripts/build/bundles.ts) and kept,
//     so they get brotli's best, 11.
// gzip (for clients without brotli) costs 0.6 ms a page at its best level, 9, the same as before.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = /\.(html|js|css|svg|xml|json|txt|webmanifest)$/;
/** Below this, compressing saves too few bytes to matter. */
export const MIN_BYTES = 512;

export type Effort = 'page' | 'asset';
const BROTLI_QUALITY: Record<Effort, number> = { page: 5, asset: 11 };

/** Whether a file of the build gets compressed copies (dot files, such as .meta/, are never served). */
export function isCompressible(relativePath: string, bytes: number): boolean {
  return bytes >= MIN_BYTES && COMPRESSIBLE.test(relativePath) && !/(^|\/)\./.test(relativePath);
}

export function brotli(content: Buffer, effort: Effort): Buffer {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
}

export function gzip(content: Buffer): Buffer {
  return gzipSync(content, { level: 9 });
}

/** Writes file.br and file.gz beside a file; returns what it wrote. */
export function writeCompressedCopies(file: string, content: Buffer, effort: Effort): { br: Buffer; gzip: Buffer } {
  const copies = { br: brotli(content, effort), gzip: gzip(content) };
  writeFileSync(`${file}.br`, copies.br);
  writeFileSync(`${file}.gz`, copies.gzip);
  return copies;
}

/** Compresses one file if it is compressible; returns whether it did. */
export function precompressFile(file: string, relativePath: string, effort: Effort): boolean {
  const content = readFileSync(file);
  if (!isCompressible(relativePath, content.length)) return false;
  writeCompressedCopies(file, content, effort);
  return true;
}

/** Compresses every compressible file under a folder; returns how many. */
export function precompressFolder(dir: string, effort: Effort): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    if (precompressFile(file, relative(dir, file), effort)) count++;
  }
  return count;
}
