// Where views are counted: every page the Node server answers (site-pages.ts calls countPage), and
// every page nginx serves from disk, which nginx mirrors to GET /_visit with the page's address in
// X-Visit-Uri and the visitor's own headers (deploy/nginx/cortracker.conf). The mirror is answered
// 204 at once; a path that is no page of the live build counts nothing. Anyone may call /_visit as
// anyone may open a page: it counts no more than opening the page would.
// A page prerendered for a likely click is fetched ahead and not counted; once the visitor is shown
// it, its script posts its address to the beacon (src/lib/prerendered-visit.ts), counted here as
// that page's view, judged by the beacon's own headers (the same browser's). It too counts no more
// than opening the page would; a browser's post from another site (Sec-Fetch-Site) counts nothing.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { VISIT_BEACON_PATH, VISIT_URI_MAX } from '../../shared/visit-beacon.ts';
import type { VisitCounter } from './visit-counter.ts';
import { viewOf } from './view-rules.ts';

export const MIRROR_PATH = '/_visit';
export const MIRROR_URI_HEADER = 'x-visit-uri';

/** Counts the request as a view of the page at `path` (a page of the live build), if it is one. */
export function countPage(
  counter: VisitCounter | undefined,
  request: FastifyRequest,
  path: string,
  query: string,
  method = request.method,
) {
  if (!counter) return;
  const view = viewOf({ method, headers: request.headers, path, query, ip: request.ip });
  if (view) counter.count(view);
}

/** The path and query of a page's address as nginx or the beacon gives it; undefined for anything else. */
function addressOf(uri: unknown): { path: string; query: string } | undefined {
  if (typeof uri !== 'string' || !uri.startsWith('/') || uri.length > VISIT_URI_MAX) return undefined;
  const [path = '', query = ''] = uri.split('?', 2);
  return { path, query };
}

export function registerVisitRoutes(
  app: FastifyInstance,
  counter: VisitCounter | undefined,
  isPage: (request: FastifyRequest, path: string) => boolean,
): void {
  app.get(MIRROR_PATH, (request, reply) => {
    const address = addressOf(request.headers[MIRROR_URI_HEADER]);
    if (address && isPage(request, address.path)) countPage(counter, request, address.path, address.query);
    return reply.code(204).header('cache-control', 'no-store').send();
  });

  // sendBeacon's text body, read as text here only (the site's other calls take no text/plain: 415).
  void app.register(async (beacon) => {
    beacon.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    beacon.post(VISIT_BEACON_PATH, { bodyLimit: VISIT_URI_MAX * 2 }, (request, reply) => {
      const text = /^text\/plain\b/i.test(request.headers['content-type'] ?? '');
      const address = text ? addressOf(request.body) : undefined;
      const site = request.headers['sec-fetch-site'];
      if (address && isPage(request, address.path) && (site === undefined || site === 'same-origin'))
        // The page's view, as its GET would have been counted had it not been fetched ahead.
        countPage(counter, request, address.path, address.query, 'GET');
      return reply.code(204).header('cache-control', 'no-store').send();
    });
  });
}
