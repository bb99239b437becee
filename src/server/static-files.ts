// The built site in memory. Every file of dist/ (but the dot folders the server reads itself) is read
// once at start, with the brotli and gzip copies the build wrote beside it, its media type, caching
// policy and an entity tag per encoding. An answer is then a lookup: the encoding the client accepts
// best, or 304 Not Modified when the client's copy is current.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import mime from 'mime';

type Encoding = 'br' | 'gzip' | 'identity';

/** Best first: brotli is the smallest, the plain file is always there. */
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];
const COMPRESSED_SUFFIX: Record<Exclude<Encoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

interface Variant {
  body: Buffer;
  etag: string;
}

export interface StaticFile {
  type: string;
  cacheControl: string;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
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

function variant(body: Buffer, encoding: Encoding): Variant {
  // A strong tag per encoding: the brotli and gzip bodies of one file are different representations.
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  return { body, etag: `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"` };
}

/** Every file under distDir, by its URL path (/assets/x.js, /home/index.html). Dot folders, and the
 *  .br and .gz copies (variants of their file), are not files of their own. */
export function readStaticFiles(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const names = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).map(
    (name) => `/${name.split(sep).join('/')}`,
  );
  const present = new Set(names);
  for (const path of names) {
    if (/\/\./.test(path) || /\.(br|gz)$/.test(path)) continue;
    const full = join(distDir, path);
    let body: Buffer;
    try {
      body = readFileSync(full);
    } catch {
      continue; // a folder
    }
    const type = mediaType(path);
    const variants: StaticFile['variants'] = { identity: variant(body, 'identity') };
    for (const encoding of ['br', 'gzip'] as const) {
      const copy = path + COMPRESSED_SUFFIX[encoding];
      if (present.has(copy)) variants[encoding] = variant(readFileSync(join(distDir, copy)), encoding);
    }
    files.set(path, { type, cacheControl: cacheControlOf(path, type), variants });
  }
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

/** Answers with a file from memory; with 304 when the request's If-None-Match names its tag. */
export function sendStaticFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StaticFile,
  status = 200,
): FastifyReply {
  const chosen = chooseVariant(file, request.headers['accept-encoding']);
  reply.header('cache-control', file.cacheControl);
  if (file.variants.br || file.variants.gzip) reply.header('vary', 'Accept-Encoding');
  if (status === 200) {
    reply.header('etag', chosen.etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && matches(ifNoneMatch, chosen.etag)) return reply.code(304).send();
  }
  if (chosen !== file.variants.identity) reply.header('content-encoding', chosen === file.variants.br ? 'br' : 'gzip');
  return reply.code(status).header('content-type', file.type).send(chosen.body);
}
