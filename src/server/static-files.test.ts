// The index of a build's files and the answers made from it: read from the build's manifest or, for a
// build without a sound one, from the files themselves, with the same entity tags either way; the
// bytes from a cache bounded in bytes, so a file evicted from it is read again, the same; a file gone
// from disk is a clear error, never a crash.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COMPRESSED_SUFFIX,
  entityTag,
  FILES_MANIFEST,
  manifestHeader,
  type Encoding,
  type ManifestEntry,
} from '../shared/files-manifest.ts';
import { FileBodies, readStaticFiles, sendStaticFile, type StaticFile } from './static-files.ts';

function write(file: string, content: string | Buffer) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const tagOf = (body: Buffer, encoding: Encoding) =>
  entityTag(createHash('sha256').update(body).digest('base64url'), encoding);

/** Two pages of 2 KiB with their compressed copies, a picture, and a dot folder the server keeps to itself. */
function writeBuild(dir: string): Record<string, Buffer> {
  const pages: Record<string, Buffer> = {};
  for (const name of ['one', 'two']) {
    const html = Buffer.from(`<!doctype html><title>${name}</title><p>${name.repeat(500)}</p>`);
    pages[name] = html;
    write(join(dir, name, 'index.html'), html);
    write(join(dir, name, 'index.html.br'), brotliCompressSync(html));
    write(join(dir, name, 'index.html.gz'), gzipSync(html));
  }
  write(join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  write(join(dir, '.meta/routes.json'), '{}');
  return pages;
}

/** The manifest the build would write for `dir` (scripts/build/files-manifest.ts; here from the files). */
function writeManifest(dir: string, paths: string[]): string {
  const facts = (path: string, encoding: Encoding) => {
    const file = join(dir, path + (encoding === 'identity' ? '' : COMPRESSED_SUFFIX[encoding]));
    try {
      const body = readFileSync(file);
      return { size: body.length, etag: tagOf(body, encoding) };
    } catch {
      return undefined;
    }
  };
  const lines = paths.map((path) => {
    const br = facts(path, 'br');
    const gzip = facts(path, 'gzip');
    return JSON.stringify({ path, identity: facts(path, 'identity')!, ...(br && { br }), ...(gzip && { gzip }) });
  });
  const text = `${[manifestHeader(lines.length), ...lines].join('\n')}\n`;
  write(join(dir, FILES_MANIFEST), text);
  return text;
}

const PATHS = ['/logo.png', '/one/index.html', '/two/index.html'];

describe("a build's files", () => {
  let dir: string;
  let app: FastifyInstance | undefined;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'static-files-'));
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  async function serve(files: ReadonlyMap<string, StaticFile>) {
    app = Fastify();
    app.get('/*', (request, reply) => {
      const file = files.get(request.url);
      return file ? sendStaticFile(request, reply, file) : reply.code(404).send();
    });
    await app.ready();
    return (url: string, headers: Record<string, string> = {}) => app!.inject({ method: 'GET', url, headers });
  }

  it('are indexed from the manifest, with the entity tags of their bytes, and none of the dot folders', async () => {
    const pages = writeBuild(dir);
    writeManifest(dir, PATHS);
    const index = await readStaticFiles(dir, new FileBodies(1 << 20));
    expect(index.from).toBe('manifest');
    expect([...index.files.keys()].sort()).toEqual(PATHS);
    const one = index.files.get('/one/index.html')!;
    expect(one.variants.identity.etag).toBe(tagOf(pages.one!, 'identity'));
    expect(one.variants.br?.etag).toMatch(/-br"$/);
    expect(one.variants.gzip?.etag).toMatch(/-gzip"$/);
    expect(one.type).toBe('text/html; charset=utf-8');
    expect(one.cacheControl).toBe('no-cache');
  });

  it('are indexed from the files themselves when the build has no manifest, or one that is cut short or corrupt, with the same tags', async () => {
    writeBuild(dir);
    const text = writeManifest(dir, PATHS);
    const fromManifest = await readStaticFiles(dir, new FileBodies(1 << 20));
    const tags = (files: ReadonlyMap<string, StaticFile>) =>
      Object.fromEntries(
        [...files].map(([path, file]) => [path, Object.values(file.variants).map((v) => `${v.etag} ${v.size}`)]),
      );

    const lines = text.trimEnd().split('\n');
    const broken = {
      missing: undefined,
      'cut short': `${lines.slice(0, -1).join('\n')}\n`,
      'a line that is not an entry': `${[...lines.slice(0, -1), '{"path":"/x", "identity":'].join('\n')}\n`,
      'an entry outside the build': `${[...lines.slice(0, -1), JSON.stringify({ path: '/../../etc/passwd', identity: { size: 1, etag: '"a"' } } satisfies ManifestEntry)].join('\n')}\n`,
      'another version': `${JSON.stringify({ format: 'site-files', version: 99, files: 3 })}\n${lines.slice(1).join('\n')}\n`,
    };
    for (const [what, manifest] of Object.entries(broken)) {
      if (manifest === undefined) rmSync(join(dir, FILES_MANIFEST));
      else write(join(dir, FILES_MANIFEST), manifest);
      const index = await readStaticFiles(dir, new FileBodies(1 << 20));
      expect(index.from, what).toBe('scan');
      expect(index.problem === undefined, what).toBe(manifest === undefined);
      expect(tags(index.files), what).toEqual(tags(fromManifest.files));
    }
  });

  it('are answered the same after their bytes were evicted from the cache: body, entity tag, encoding, 304 and HEAD', async () => {
    const pages = writeBuild(dir);
    writeManifest(dir, PATHS);
    // Room for one page's plain bytes, not two.
    const bodies = new FileBodies(pages.one!.length + 100);
    const get = await serve((await readStaticFiles(dir, bodies)).files);

    const first = await get('/one/index.html');
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(pages.one!)).toBe(true);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(Number(first.headers['content-length'])).toBe(pages.one!.length);

    expect((await get('/two/index.html')).rawPayload.equals(pages.two!)).toBe(true);
    expect(bodies.size).toBeLessThanOrEqual(pages.one!.length + 100);
    const again = await get('/one/index.html');
    expect(again.rawPayload.equals(pages.one!)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers).toMatchObject({ 'content-type': first.headers['content-type'] });

    const br = await get('/one/index.html', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(tagOf(br.rawPayload, 'br'));
    const gzip = await get('/one/index.html', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toMatch(/-gzip"$/);

    const notModified = await get('/one/index.html', { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers.etag).toBe(first.headers.etag);
    expect(notModified.headers['cache-control']).toBe('no-cache');
    expect(notModified.body).toBe('');

    const head = await app!.inject({ method: 'HEAD', url: '/one/index.html' });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(head.body).toBe('');

    const picture = await get('/logo.png', { 'accept-encoding': 'br' });
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers.vary).toBeUndefined();
    expect(picture.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a file removed or changed under the server with an error, and goes on serving the others', async () => {
    writeBuild(dir);
    writeManifest(dir, PATHS);
    const get = await serve((await readStaticFiles(dir, new FileBodies(1 << 20))).files);
    rmSync(join(dir, 'one/index.html.br'));
    write(join(dir, 'two/index.html'), 'shorter');

    const gone = await get('/one/index.html', { 'accept-encoding': 'br' });
    expect(gone.statusCode).toBe(500);
    expect(gone.headers['content-encoding']).toBeUndefined();
    expect(gone.headers.etag).toBeUndefined();
    expect(gone.json().message).toContain('could not be read (ENOENT)');
    const changed = await get('/two/index.html');
    expect(changed.statusCode).toBe(500);
    expect(changed.json().message).toContain('changed under the server');

    expect((await get('/one/index.html', { 'accept-encoding': 'gzip' })).statusCode).toBe(200);
    expect((await get('/logo.png')).statusCode).toBe(200);
  });
});
