// The built site as the server serves it: an index of every file of dist/ (but the dot folders the
// server reads itself), with the brotli and gzip copies the build wrote beside it, its media type,
// caching policy and an entity tag per encoding. An answer is a lookup in the index: the encoding
// the client accepts best, or 304 Not Modified when the client's copy is current; the bytes come from
// a cache of the files asked for most recently, bounded in bytes (STATIC_CACHE_MIB), else from disk.
//
// The index is read from the build's manifest (src/shared/files-manifest.ts), a slice at a time, so
// loading a build of 10,000 pages never holds the event loop: a publish's switch does not freeze the
// live site, and memory does not grow with the number of pages. A build made before the manifest
// existed is indexed by reading and hashing its files, in the background, a file at a time.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import mime from 'mime';
import {
  COMPRESSED_SUFFIX,
  entityTag,
  FILES_MANIFEST,
  isServedPath,
  parseManifestEntry,
  parseManifestHeader,
  type Encoding,
  type ManifestEntry,
} from '../shared/files-manifest.ts';

/** Best first: brotli is the smallest, the plain file is always there. */
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];
/** Manifest lines parsed between two turns of the event loop (a few milliseconds' work). */
const LINES_PER_SLICE = 200;
/** Files of a build without a manifest read and hashed at once. */
const SCAN_CONCURRENCY = 4;

export interface Variant {
  encoding: Encoding;
  etag: string;
  size: number;
  /** Where the bytes are on disk. */
  file: string;
}

export interface StaticFile {
  type: string;
  cacheControl: string;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
  bodies: FileBodies;
}

export class BuildFileError extends Error {}

/**
 * The bytes of the files served most recently, at most `maxBytes` of them (a least-recently-used
 * cache). Keyed by entity tag, a hash of the bytes: a page that a publish left unchanged stays
 * cached across the switch, and the cache is shared by the live build and the ones before it.
 */
export class FileBodies {
  readonly #cache: LRUCache<string, Buffer, Variant>;

  constructor(maxBytes: number) {
    this.#cache = new LRUCache<string, Buffer, Variant>({
      maxSize: maxBytes,
      sizeCalculation: (body) => Math.max(1, body.length),
      // A miss is read once however many requests ask for it meanwhile.
      fetchMethod: (_etag, _stale, { context }) => readVariant(context),
    });
  }

  /** The bytes, when they are in memory. */
  cached(variant: Variant): Buffer | undefined {
    return this.#cache.get(variant.etag);
  }

  /** The bytes, from memory or disk. @throws BuildFileError when the file is gone or changed under the server. */
  async read(variant: Variant): Promise<Buffer> {
    return (await this.#cache.fetch(variant.etag, { context: variant }))!;
  }

  /** Bytes held now. */
  get size(): number {
    return this.#cache.calculatedSize;
  }
}

async function readVariant(variant: Variant): Promise<Buffer> {
  let body: Buffer;
  try {
    body = await readFile(variant.file);
  } catch (error) {
    throw new BuildFileError(
      `the build's file ${variant.file} could not be read (${(error as NodeJS.ErrnoException).code ?? 'error'}): was the build changed or removed under the server?`,
    );
  }
  // A build is never written to once complete: a file of another size is one changed under the server.
  if (body.length !== variant.size)
    throw new BuildFileError(
      `the build's file ${variant.file} is ${body.length} bytes, its manifest says ${variant.size}: it was changed under the server`,
    );
  return body;
}

/** Caching as before: hashed assets for a year, pages and JSON revalidated on every use, the rest an hour. */
function cacheControlOf(path: string, type: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (type.startsWith('text/html') || /^application\/([\w.+-]+\+)?json/.test(type)) return 'no-cache';
  return 'public, max-age=3600';
}

function mediaType(path: string): string {
  const type = mime.getType(path) ?? 'application/octet-stream';
  return /^(text\/|application\/([\w.+-]+\+)?(json|xml|javascript)|image\/svg\+xml)/.test(type)
    ? `${type}; charset=utf-8`
    : type;
}

function staticFile(distDir: string, entry: ManifestEntry, bodies: FileBodies): StaticFile {
  const type = mediaType(entry.path);
  const variant = (encoding: Encoding, suffix: string) => {
    const facts = entry[encoding];
    return facts && { encoding, etag: facts.etag, size: facts.size, file: join(distDir, entry.path + suffix) };
  };
  const variants: StaticFile['variants'] = { identity: variant('identity', '')! };
  for (const encoding of ['br', 'gzip'] as const) {
    const copy = variant(encoding, COMPRESSED_SUFFIX[encoding]);
    if (copy) variants[encoding] = copy;
  }
  return { type, cacheControl: cacheControlOf(entry.path, type), variants, bodies };
}

/** How the index of a build was made, and why it was not from the manifest. */
export interface StaticFilesIndex {
  files: Map<string, StaticFile>;
  from: 'manifest' | 'scan';
  /** Set when the build has a manifest that could not be used. */
  problem?: string;
}

/** Every file under distDir, by its URL path (/assets/x.js, /home/index.html): from the manifest, else by reading the files. */
export async function readStaticFiles(distDir: string, bodies: FileBodies): Promise<StaticFilesIndex> {
  let text: string | undefined;
  try {
    text = await readFile(join(distDir, FILES_MANIFEST), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (text === undefined) return { files: await scanStaticFiles(distDir, bodies), from: 'scan' };
  const files = await manifestFiles(distDir, text, bodies);
  if (typeof files === 'string') return { files: await scanStaticFiles(distDir, bodies), from: 'scan', problem: files };
  return { files, from: 'manifest' };
}

/** The files the manifest lists, a slice of lines at a time; a string that says what is wrong with it. */
async function manifestFiles(
  distDir: string,
  text: string,
  bodies: FileBodies,
): Promise<Map<string, StaticFile> | string> {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const count = parseManifestHeader(lines[0] ?? '');
  if (count === undefined) return `${FILES_MANIFEST} has no header this server reads`;
  if (count !== lines.length - 1)
    return `${FILES_MANIFEST} announces ${count} files and lists ${lines.length - 1}: it was cut short`;
  const files = new Map<string, StaticFile>();
  for (let start = 1; start < lines.length; start += LINES_PER_SLICE) {
    for (let at = start; at < Math.min(lines.length, start + LINES_PER_SLICE); at++) {
      const entry = parseManifestEntry(lines[at]!);
      if (!entry) return `${FILES_MANIFEST} line ${at + 1} is not a file's entry`;
      files.set(entry.path, staticFile(distDir, entry, bodies));
    }
    await nextTurn();
  }
  return files;
}

/** The SHA-256 of a file, read in chunks: a large picture is hashed a chunk per turn of the event loop. */
async function hashOf(file: string): Promise<{ digest: string; size: number } | undefined> {
  const hash = createHash('sha256');
  let size = 0;
  try {
    for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
    }
  } catch (error) {
    // A folder (through a link), or a file gone since the listing: not a file of the build.
    if (['EISDIR', 'ENOENT'].includes((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw error;
  }
  return { digest: hash.digest('base64url'), size };
}

/** Every file under distDir by its URL path, a folder at a time (/home/index.html, /home/index.html.br, …). */
async function filesUnder(distDir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (folder: string, prefix: string): Promise<void> => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) await walk(join(folder, entry.name), `${prefix}${entry.name}/`);
      else found.push(`${prefix}${entry.name}`);
    }
  };
  await walk(distDir, '/');
  return found;
}

/** The index of a build without a manifest (built before it existed): every file read and hashed, a few at a time. */
async function scanStaticFiles(distDir: string, bodies: FileBodies): Promise<Map<string, StaticFile>> {
  const names = await filesUnder(distDir);
  const present = new Set(names);
  const paths = names.filter((path) => isServedPath(path.slice(1))).sort();
  const files = new Map<string, StaticFile>();
  const facts = async (path: string, encoding: Encoding) => {
    const hashed = await hashOf(join(distDir, path));
    return hashed && { size: hashed.size, etag: entityTag(hashed.digest, encoding) };
  };
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const identity = await facts(path, 'identity');
      if (!identity) continue;
      const entry: ManifestEntry = { path, identity };
      for (const encoding of ['br', 'gzip'] as const) {
        const copy = path + COMPRESSED_SUFFIX[encoding];
        const found = present.has(copy) ? await facts(copy, encoding) : undefined;
        if (found) entry[encoding] = found;
      }
      files.set(path, staticFile(distDir, entry, bodies));
    }
  };
  await Promise.all(Array.from({ length: SCAN_CONCURRENCY }, worker));
  return files;
}

/** The encoding to answer with: the best the client accepts among the file's copies. */
function chooseVariant(file: StaticFile, acceptEncoding: string | undefined): Variant {
  if (!file.variants.br && !file.variants.gzip) return file.variants.identity;
  const supported = ENCODINGS.filter((encoding) => file.variants[encoding]);
  const chosen = acceptEncoding ? negotiate(acceptEncoding, supported) : 'identity';
  return file.variants[chosen ?? 'identity'] ?? file.variants.identity;
}

/** Whether an If-None-Match header names this tag (weak comparison, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === etag;
  });
}

/**
 * Answers with a file; with 304 when the request's If-None-Match names its tag. A file in the cache
 * is answered at once; another is read from disk first, and a file gone from disk is an error the
 * app's error handler answers (500), with no header of the file's set yet.
 */
export function sendStaticFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StaticFile,
  status = 200,
): FastifyReply | Promise<FastifyReply> {
  const chosen = chooseVariant(file, request.headers['accept-encoding']);
  const negotiated = Boolean(file.variants.br || file.variants.gzip);
  if (status === 200) {
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && matches(ifNoneMatch, chosen.etag)) {
      reply.header('cache-control', file.cacheControl);
      if (negotiated) reply.header('vary', 'Accept-Encoding');
      return reply.header('etag', chosen.etag).code(304).send();
    }
  }
  const answer = (body: Buffer) => {
    reply.header('cache-control', file.cacheControl);
    if (negotiated) reply.header('vary', 'Accept-Encoding');
    if (status === 200) reply.header('etag', chosen.etag);
    if (chosen.encoding !== 'identity') reply.header('content-encoding', chosen.encoding);
    return reply.code(status).header('content-type', file.type).send(body);
  };
  const body = file.bodies.cached(chosen);
  return body ? answer(body) : file.bodies.read(chosen).then(answer);
}
