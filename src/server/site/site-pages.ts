// Serves the prerendered site of the live build (static-files.ts: the files asked for most from
// memory, the others from disk): every route's HTML, redirects, the other files of the build with long
// caching for hashed assets, and the 404 page with status 404. Each request is answered wholly from
// the build that was live when it arrived (request.siteBuild, live-site.ts), so a publish changes
// pages, redirects, files and the policy header at once, and never within one answer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { queryPage } from '../forms/page-post.ts';
import { isOwnOrigin } from '../http/xsrf.ts';
import { BuildFileError, sendStaticFile, type StaticFile } from '../static-files.ts';
import type { LiveSite } from './live-site.ts';
import type { SiteBuild } from './site-build.ts';
import type { VisitCounter } from '../visits/visit-counter.ts';
import { countPage, registerVisitRoutes } from '../visits/visit-routes.ts';

const PAGE_FILE = /(^|\/)(index|404)\.html$/;
const HASHED_ASSET = /^\/assets\//;

declare module 'fastify' {
  interface FastifyRequest {
    /** The build live when the request arrived: the whole answer comes from it. */
    siteBuild: SiteBuild;
  }
}

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
  pages: ReadonlyMap<string, StaticFile>;
  redirects: ReadonlyMap<string, string>;
  /** /blog/What-Is-ERP and the like: one canonical spelling per page, reached by a permanent redirect. */
  byLowerCase: ReadonlyMap<string, string>;
  notFound: StaticFile;
  /** Each other language's not-found page, by the start of its addresses ("/ar"). */
  notFoundIn: ReadonlyMap<string, StaticFile>;
  /** Pages and articles whose show-until date passed: where each leads, or undefined for 410 Gone. */
  gone: ReadonlyMap<string, string | undefined>;
}

const routeTables = new WeakMap<SiteBuild, RouteTable>();

function routesOf(build: SiteBuild): RouteTable {
  let table = routeTables.get(build);
  if (!table) {
    const fileAt = (path: string) => {
      const file = build.files.get(path);
      if (!file) throw new Error(`the build in ${build.dir} has no ${path}`);
      return file;
    };
    table = {
      pages: new Map(build.meta.pages.map((path) => [path, fileAt(`${path}/index.html`)])),
      redirects: new Map(build.meta.redirects.map((redirect) => [redirect.from, redirect.to])),
      byLowerCase: new Map(build.meta.pages.map((page) => [page.toLowerCase(), page])),
      notFound: fileAt(`/${build.meta.notFound}`),
      notFoundIn: new Map((build.meta.notFoundIn ?? []).map(({ prefix, file }) => [prefix, fileAt(`/${file}`)])),
      gone: new Map((build.meta.gone ?? []).map((ended) => [ended.path, ended.to])),
    };
    routeTables.set(build, table);
  }
  return table;
}

/** The pages of each build that show a form, by the form's endpoint (its prerendered action). */
const formPagesByEndpoint = new WeakMap<SiteBuild, Map<string, string[]>>();

function pagesShowingForm(build: SiteBuild, endpointUrl: string): string[] {
  let byEndpoint = formPagesByEndpoint.get(build);
  if (!byEndpoint) formPagesByEndpoint.set(build, (byEndpoint = new Map()));
  let paths = byEndpoint.get(endpointUrl);
  if (!paths) {
    // Only pages with a form can hold it; a plain search of their bytes, once per build and form.
    const action = `action="${endpointUrl}"`;
    paths = build.meta.formPages.filter((path) => build.htmlOfFormPages.get(path)?.includes(action));
    byEndpoint.set(endpointUrl, paths);
  }
  return paths;
}

/**
 * The page to answer a form sent without scripts in, its path and HTML: the page the visitor sent it
 * from (the Referer, when it names one of ours that shows the form; from an answer page, the page it
 * stands for, in its query), else the first page that shows it. The Referer and the query only choose
 * among the build's own pages.
 */
export function formPage(request: FastifyRequest, endpointUrl: string): { path: string; html: string } | undefined {
  const build = request.siteBuild;
  const paths = pagesShowingForm(build, endpointUrl);
  const referer = request.headers.referer;
  const from = referer !== undefined && isOwnOrigin(request, referer) ? new URL(referer).pathname : undefined;
  const named = queryPage(request);
  const path = [from, named].find((each) => each !== undefined && paths.includes(each)) ?? paths[0];
  const html = path === undefined ? undefined : build.htmlOfFormPages.get(path);
  return path === undefined || html === undefined ? undefined : { path, html };
}

/** The site's icon: browsers ask for /favicon.ico by themselves (Firefox on Back and Forward), the
 *  build has the SVG (public/favicon.svg). */
const FAVICON_ICO = '/favicon.ico';
const FAVICON_SVG = '/favicon.svg';

/** The not-found page for an address: its language's (/ar/… answers in Arabic), else the main language's. */
function notFoundFileFor(routes: RouteTable, url: string): StaticFile {
  const [, prefix = ''] = /^(\/[^/?#]+)(?:[/?#]|$)/.exec(url) ?? [];
  return routes.notFoundIn.get(prefix) ?? routes.notFound;
}

/** The not-found page of the request's build, with status 404. */
export function sendNotFoundPage(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply> {
  const routes = routesOf(request.siteBuild);
  return sendStaticFile(request, reply, notFoundFileFor(routes, request.url), 404);
}

/** Every request reads the live build once, first of all. */
export function pinLiveBuild(app: FastifyInstance, site: LiveSite): void {
  app.decorateRequest('siteBuild', null as unknown as SiteBuild);
  app.addHook('onRequest', (request, _reply, done) => {
    request.siteBuild = site.current;
    // A build's route table is worked out before it answers its first page.
    routesOf(request.siteBuild);
    done();
  });
}

export async function registerSitePages(app: FastifyInstance, site: LiveSite, counter?: VisitCounter): Promise<void> {
  // Pages nginx served from disk are counted when it mirrors their requests here, and prerendered
  // pages once shown, when their script says so.
  // Answered (204) with counting off too: nginx's mirror keeps asking whatever the setting.
  registerVisitRoutes(app, counter, (request, path) => routesOf(request.siteBuild).pages.has(path));
  // Answers the server makes itself (the API's JSON, redirects, errors) are not cached.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) {
      const type = String(reply.getHeader('content-type') ?? '');
      reply.header(
        'cache-control',
        type.startsWith('text/html') || type.startsWith('application/json') ? 'no-cache' : 'public, max-age=3600',
      );
    }
    done(null, payload);
  });

  app.get('/*', (request, reply) => {
    const build = request.siteBuild;
    const routes = routesOf(build);
    const path = request.url.split('?', 1)[0]!;
    if (path.startsWith('/api/')) return reply.code(404).send({ error: 'Not Found', message: 'No such endpoint.' });
    const page = routes.pages.get(path);
    if (page) {
      countPage(counter, request, path, request.url.slice(path.length));
      return sendStaticFile(request, reply, page);
    }
    // "/ar/" as "/ar": a language's root leads to its home page like the site's root.
    const redirect =
      routes.redirects.get(path) ?? (path.endsWith('/') ? routes.redirects.get(path.slice(0, -1)) : undefined);
    if (redirect) return reply.redirect(withQuery(redirect, request.url), 301);
    if (path.endsWith('/') && routes.pages.has(path.slice(0, -1)))
      return reply.redirect(withQuery(path.slice(0, -1), request.url), 301);
    const decoded = safeDecode(path);
    // Every other file at its own path: assets, images, feeds, robots.txt.
    const file = PAGE_FILE.test(decoded) ? undefined : build.files.get(decoded);
    if (file) return sendStaticFile(request, reply, file);
    // A page of an earlier build asking for its own scripts: hashed names are never reused.
    if (HASHED_ASSET.test(decoded)) {
      const earlier = site.builds.map((candidate) => candidate.files.get(decoded)).find(Boolean);
      // Its folder may be gone (another instance that published removed it first): then it is not found.
      if (earlier)
        return Promise.resolve(sendStaticFile(request, reply, earlier)).catch((error: unknown) => {
          if (error instanceof BuildFileError) return sendNotFoundPage(request, reply);
          throw error;
        });
    }
    if (path === FAVICON_ICO && build.files.has(FAVICON_SVG)) return reply.redirect(FAVICON_SVG, 301);
    const canonical = routes.byLowerCase.get(decoded.replace(/\/+$/, '').toLowerCase());
    if (canonical && canonical !== path) return reply.redirect(withQuery(canonical, request.url), 301);
    // Content whose show-until date passed: sent on where the marketer chose (for now: the dates may
    // change again), or gone for good, with the site's not-found page.
    if (routes.gone.has(path)) {
      const to = routes.gone.get(path);
      return to
        ? reply.redirect(withQuery(to, request.url), 302)
        : sendStaticFile(request, reply, notFoundFileFor(routes, path), 410);
    }
    return sendNotFoundPage(request, reply);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/'))
      return reply.code(404).send({ error: 'Not Found', message: 'No such endpoint.' });
    return reply
      .code(405)
      .header('allow', 'GET, HEAD')
      .send({ error: 'Method Not Allowed', message: `${request.method} is not allowed here.` });
  });
}
