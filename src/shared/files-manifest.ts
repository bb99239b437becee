/**
 * The manifest of the files a build serves, .meta/files.jsonl: written by the build
 * (scripts/build/files-manifest.ts), read by the server (src/server/static-files.ts), so that the
 * server knows every file's size and entity tags without reading or hashing the files themselves.
 * JSON Lines: a first line that says what the file is and how many entries follow, then one entry a
 * line, so that the server reads it a slice at a time, and a manifest cut short is seen as such.
 */

export const FILES_MANIFEST = '.meta/files.jsonl';
/** Raised whenever an entry's meaning changes: a manifest of another version is not trusted. */
export const FILES_MANIFEST_VERSION = 1;
const FORMAT = 'site-files';

export type Encoding = 'br' | 'gzip' | 'identity';
/** The compressed copies the build writes beside a file. */
export const COMPRESSED_SUFFIX: Record<Exclude<Encoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

export interface VariantFacts {
  size: number;
  etag: string;
}

/** One served file: its URL path (/assets/x.js, /home/index.html) and the facts of each copy on disk. */
export interface ManifestEntry {
  path: string;
  identity: VariantFacts;
  br?: VariantFacts;
  gzip?: VariantFacts;
}

export interface ManifestHeader {
  format: typeof FORMAT;
  version: number;
  files: number;
}

/** Whether a path of the build (with / separators, from its root) is a file of its own that the server
 *  serves: dot folders (.meta/) are the server's, and the .br and .gz copies are variants of their file. */
export function isServedPath(path: string): boolean {
  return !/(^|\/)\./.test(path) && !/\.(br|gz)$/.test(path);
}

/**
 * A strong entity tag for one encoding of a file, from the SHA-256 of its bytes (base64url): the
 * brotli and gzip bodies of one file are different representations, so each has its own.
 */
export function entityTag(sha256Base64url: string, encoding: Encoding): string {
  return `"${sha256Base64url.slice(0, 22)}${encoding === 'identity' ? '' : `-${encoding}`}"`;
}

export function manifestHeader(files: number): string {
  return JSON.stringify({ format: FORMAT, version: FILES_MANIFEST_VERSION, files } satisfies ManifestHeader);
}

/** The number of entries the header line announces, or undefined when it is no header of this version. */
export function parseManifestHeader(line: string): number | undefined {
  try {
    const header = JSON.parse(line) as Partial<ManifestHeader> | null;
    return header?.format === FORMAT &&
      header.version === FILES_MANIFEST_VERSION &&
      Number.isSafeInteger(header.files) &&
      header.files! >= 0
      ? header.files
      : undefined;
  } catch {
    return undefined;
  }
}

const isFacts = (value: unknown): value is VariantFacts =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as VariantFacts).size) &&
  (value as VariantFacts).size >= 0 &&
  typeof (value as VariantFacts).etag === 'string' &&
  /^"[\w-]+"$/.test((value as VariantFacts).etag);

/** One entry line, or undefined when the line is not a sound entry (a manifest to distrust). */
export function parseManifestEntry(line: string): ManifestEntry | undefined {
  let value: Partial<ManifestEntry> | null;
  try {
    value = JSON.parse(line) as Partial<ManifestEntry> | null;
  } catch {
    return undefined;
  }
  if (typeof value?.path !== 'string' || !value.path.startsWith('/') || value.path.includes('/../')) return undefined;
  if (!isServedPath(value.path.slice(1)) || !isFacts(value.identity)) return undefined;
  if ((value.br !== undefined && !isFacts(value.br)) || (value.gzip !== undefined && !isFacts(value.gzip)))
    return undefined;
  return value as ManifestEntry;
}
