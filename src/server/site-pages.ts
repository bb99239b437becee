// Serves the prerendered site from memory (static-files.ts): every route's HTML, redirects, the other
// files of the build with long caching for hashed assets, and the 404 page with status 404.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ROUTES_META, type RoutesMeta } from '../shared/build-meta.ts';
import { readStaticFiles, sendStaticFile } from './static-files.ts';

const PAGE_FILE = /(^|\/)(index|404)\.html$/;

function withQuery(target: string, url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? target : target + url.slice(query);
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export async function registerSitePages(app: FastifyInstance, distDir: string): Promise<void> {
  const metaFile = join(distDir, ROUTES_META);
  if (!existsSync(metaFile)) throw new Error(`${distDir} holds no built site: run npm run build`);
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as RoutesMeta;
  const files = readStaticFiles(distDir);
  const fileAt = (path: string) => {
    const file = files.get(path);
    if (!file) throw new Error(`the build has no ${path}`);
    return file;
  };

  // Answers the server makes itself (the API's JSON, redirects, errors) are not cached.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) {
      const type = String(reply.getHeader('content-type') ?? '');
      reply.header('cache-control', type.startsWith('text/html') || type.startsWith('application/json') ? 'no-cache' : 'public, max-age=3600');
    }
    return payload;
  });


  for (const path of meta.pages) {
    const page = fileAt(`${path}/index.html`);
    app.get(path, (request, reply) => sendStaticFile(request, reply, page));
    app.get(`${path}/`, (request, reply) => reply.redirect(withQuery(path, request.url), 301));
  }
  for (const redirect of meta.redirects) {
    app.get(redirect.from, (request, reply) => reply.redirect(withQuery(redirect.to, request.url), 301));
  }
  // Every other file at its own path: assets, images, feeds, robots.txt.
  for (const [path, file] of files) {
    if (!PAGE_FILE.test(path)) app.get(path, (request, reply) => sendStaticFile(request, reply, file));
  }

  // /blog/What-Is-ERP and the like: one canonical spelling per page, reached by a permanent redirect.
  const byLowerCase = new Map(meta.pages.map((page) => [page.toLowerCase(), page]));
  const notFoundPage = fileAt(`/${meta.notFound}`);

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return reply.code(404).send({ error: 'Not Found', message: 'No such endpoint.' });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('allow', 'GET, HEAD').send({ error: 'Method Not Allowed', message: `${request.method} is not allowed here.` });
    }
    const path = request.url.split('?', 1)[0]!.replace(/\/+$/, '');
    const canonical = byLowerCase.get(safeDecode(path).toLowerCase());
    if (canonical && canonical !== path) return reply.redirect(withQuery(canonical, request.url), 301);
    return sendStaticFile(request, reply, notFoundPage, 404);
  });
}
