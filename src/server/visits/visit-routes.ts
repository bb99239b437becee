// Where views are counted: every page the Node server answers (site-pages.ts calls countPage), and
// every page nginx serves from disk, which nginx mirrors to GET /_visit with the page's address in
// X-Visit-Uri and the visitor's own headers (deploy/nginx/cortracker.conf). The mirror is answered
// 204 at once; a path that is no page of the live build counts nothing. Anyone may call /_visit as
// anyone may open a page: it counts no more than opening the page would.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VisitCounter } from './visit-counter.ts';
import { viewOf } from './view-rules.ts';

export const MIRROR_PATH = '/_visit';
export const MIRROR_URI_HEADER = 'x-visit-uri';

/** Counts the request as a view of the page at `path` (a page of the live build), if it is one. */
export function countPage(counter: VisitCounter | undefined, request: FastifyRequest, path: string, query: string) {
  if (!counter) return;
  const view = viewOf({ method: request.method, headers: request.headers, path, query, ip: request.ip });
  if (view) counter.count(view);
}

export function registerVisitMirror(
  app: FastifyInstance,
  counter: VisitCounter | undefined,
  isPage: (request: FastifyRequest, path: string) => boolean,
): void {
  app.get(MIRROR_PATH, (request, reply) => {
    const uri = request.headers[MIRROR_URI_HEADER];
    if (typeof uri === 'string' && uri.startsWith('/') && uri.length <= 2048) {
      const [path = '', query = ''] = uri.split('?', 2);
      if (isPage(request, path)) countPage(counter, request, path, query);
    }
    return reply.code(204).header('cache-control', 'no-store').send();
  });
}
