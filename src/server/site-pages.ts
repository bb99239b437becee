// Serves the prerendered site: every route's HTML, redirects, static files with long caching for
// hashed assets, and the 404 page with status 404.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ROUTES_META, type RoutesMeta } from '../shared/build-meta.ts';

const HASHED_ASSET = /^\/assets\//;

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

  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    preCompressed: true,
    dotfiles: 'ignore',
    index: false,
    redirect: false,
    cacheControl: false,
    serveDotFiles: false,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) {
      const type = String(reply.getHeader('content-type') ?? '');
      const path = request.url.split('?', 1)[0] ?? '';
      if (HASHED_ASSET.test(path) && reply.statusCode === 200) reply.header('cache-control', 'public, max-age=31536000, immutable');
      else if (type.startsWith('text/html') || type.startsWith('application/json')) reply.header('cache-control', 'no-cache');
      else reply.header('cache-control', 'public, max-age=3600');
    }
    return payload;
  });

  const sendHtml = (reply: FastifyReply, file: string, status = 200) => reply.code(status).type('text/html; charset=utf-8').sendFile(file);

  for (const page of meta.pages) {
    app.get(page, (_request, reply) => sendHtml(reply, join(page.slice(1), 'index.html')));
    app.get(`${page}/`, (request, reply) => reply.redirect(withQuery(page, request.url), 301));
  }
  for (const redirect of meta.redirects) {
    app.get(redirect.from, (request, reply) => reply.redirect(withQuery(redirect.to, request.url), 301));
  }

  // /blog/What-Is-ERP and the like: one canonical spelling per page, reached by a permanent redirect.
  const byLowerCase = new Map(meta.pages.map((page) => [page.toLowerCase(), page]));

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return reply.code(404).send({ error: 'Not Found', message: 'No such endpoint.' });
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('allow', 'GET, HEAD').send({ error: 'Method Not Allowed', message: `${request.method} is not allowed here.` });
    }
    const path = request.url.split('?', 1)[0]!.replace(/\/+$/, '');
    const canonical = byLowerCase.get(safeDecode(path).toLowerCase());
    if (canonical && canonical !== path) return reply.redirect(withQuery(canonical, request.url), 301);
    return sendHtml(reply, meta.notFound, 404);
  });
}
