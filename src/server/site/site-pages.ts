// Serves the prerendered site of the live build: every route's HTML, redirects, static files with
// long caching for hashed assets, and the 404 page with status 404. The routes are looked up in the
// build each request reads (live-site.ts), so a publish changes pages, redirects and files at once.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveSite } from './live-site.ts';
import type { SiteBuild } from './site-build.ts';

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

/** What the server knows of a build's routes, worked out once per build. */
interface RouteTable {
  pages: ReadonlySet<string>;
  redirects: ReadonlyMap<string, string>;
  /** /blog/What-Is-ERP and the like: one canonical spelling per page, reached by a permanent redirect. */
  byLowerCase: ReadonlyMap<string, string>;
}

const routeTables = new WeakMap<SiteBuild, RouteTable>();

function routesOf(build: SiteBuild): RouteTable {
  let table = routeTables.get(build);
  if (!table) {
    table = {
      pages: new Set(build.meta.pages),
      redirects: new Map(build.meta.redirects.map((redirect) => [redirect.from, redirect.to])),
      byLowerCase: new Map(build.meta.pages.map((page) => [page.toLowerCase(), page])),
    };
    routeTables.set(build, table);
  }
  return table;
}

/** The live build's not-found page, with status 404. */
export function sendNotFoundPage(site: LiveSite, reply: FastifyReply): FastifyReply {
  const build = site.current;
  return reply.code(404).type('text/html; charset=utf-8').sendFile(build.meta.notFound, build.dir);
}

export async function registerSitePages(app: FastifyInstance, site: LiveSite): Promise<void> {
  // Only sendFile: which file answers is decided below, per request, from the live build.
  await app.register(fastifyStatic, { root: site.current.dir, serve: false, preCompressed: true, dotfiles: 'ignore', index: false, cacheControl: false });

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

  const sendHtml = (reply: FastifyReply, build: SiteBuild, file: string, status = 200) => reply.code(status).type('text/html; charset=utf-8').sendFile(file, build.dir);

  const answer = (request: FastifyRequest, reply: FastifyReply) => {
    const build = site.current;
    const routes = routesOf(build);
    const path = request.url.split('?', 1)[0]!;
    if (path.startsWith('/api/')) return reply.code(404).send({ error: 'Not Found', message: 'No such endpoint.' });
    if (routes.pages.has(path)) return sendHtml(reply, build, `${path.slice(1)}/index.html`);
    const redirect = routes.redirects.get(path);
    if (redirect) return reply.redirect(withQuery(redirect, request.url), 301);
    if (path.endsWith('/') && routes.pages.has(path.slice(0, -1))) return reply.redirect(withQuery(path.slice(0, -1), request.url), 301);
    const decoded = safeDecode(path);
    if (build.files.has(decoded) && !decoded.endsWith('.html')) return reply.sendFile(decoded.slice(1), build.dir);
    // A page of an earlier build asking for its own scripts and styles.
    if (HASHED_ASSET.test(decoded)) {
      const earlier = site.builds.find((candidate) => candidate.files.has(decoded));
      if (earlier) return reply.sendFile(decoded.slice(1), earlier.dir);
    }
    const canonical = routes.byLowerCase.get(decoded.replace(/\/+$/, '').toLowerCase());
    if (canonical && canonical !== path) return reply.redirect(withQuery(canonical, request.url), 301);
    return sendNotFoundPage(site, reply);
  };
  app.get('/*', answer);

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return reply.code(404).send({ error: 'Not Found', message: 'No such endpoint.' });
    return reply.code(405).header('allow', 'GET, HEAD').send({ error: 'Method Not Allowed', message: `${request.method} is not allowed here.` });
  });
}
