// The .br and .gz copies beside every compressible file of a build, so the server never compresses
// on the fly. Brotli's effort depends on how often a file is compressed:
//   pages (HTML, the sitemap, the feed): many, and written again at every change of what they show.
//     Quality 7 takes about 1 ms a page against 40 ms at 11 (measured on the 41 KB pages of the
//     2,000-article bench: 10.06 KB against 9.10 KB a page, 10 % more, and either fits the first
//     round trip of a connection); at 11 the 2,000 pages alone took 85 s of the build's 90.
//   assets (scripts, pictures, …): compressed once per bundle (scripts/build/bundles.ts) and kept,
//     so they get brotli's best, 11.
// gzip (for clients without brotli) is cheap at its best level, 9, for both.
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { threadId } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const COMPRESSIBLE = /\.(html|js|css|svg|xml|json|txt|webmanifest)$/;
/** Smaller files gain nothing worth a second request header's worth of bytes. */
export const MIN_BYTES = 512;

export type Effort = 'page' | 'asset';
const BROTLI_QUALITY: Record<Effort, number> = { page: 7, asset: 11 };

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

/**
 * Writes file.br and file.gz beside a file. Each is written whole under another name and then renamed
 * into place: a copy that another build has linked (see scripts/build/link-files.ts) is never changed.
 */
export function writeCompressedCopies(file: string, content: Buffer, effort: Effort): void {
  for (const [suffix, data] of [
    ['.br', brotli(content, effort)],
    ['.gz', gzip(content)],
  ] as const) {
    const temporary = `${file}${suffix}.${process.pid}-${threadId}.tmp`;
    writeFileSync(temporary, data);
    renameSync(temporary, `${file}${suffix}`);
  }
}

/** Compresses one file of a build if it is compressible; returns whether it did. */
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
