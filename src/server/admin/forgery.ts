// What an /admin request is, decided by the route the router matched (request.routeOptions.url),
// never by the raw address: the router decodes "%61pi" to "api" and may match a route the raw
// text does not look like, so a check on the raw text can be walked around. Every request that
// can change something (any method but GET and HEAD) and every call of the API must repeat the
// anti-forgery token, and none may come from another site, as the browser's Sec-Fetch-Site says
// (or, from a browser that does not send it, the Origin header).
import type { FastifyRequest } from 'fastify';
import { hasValidXsrfToken } from '../http/xsrf.ts';

/** The prefix of the routes of the admin API, as the router knows them. */
const CALL_ROUTE = '/admin/api/';

/** The matched route's pattern ('/admin/api/publish', '/admin/*'), or '' when none matched. */
export function matchedRoute(request: FastifyRequest): string {
  return request.routeOptions.url ?? '';
}

/** A call of the admin API (answered with JSON), by the route it matched. */
export function isCall(request: FastifyRequest): boolean {
  return matchedRoute(request).startsWith(CALL_ROUTE);
}

const reads = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/** Whether the request must carry the anti-forgery token: it may change something, or it is a call. */
export function needsToken(request: FastifyRequest): boolean {
  return !reads(request) || isCall(request);
}

/** Whether the request came from a page of another origin (another site, or another host of ours). */
export function fromElsewhere(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') {
    if (fetchSite === 'same-origin') return false;
    // Typed in the address bar or opened from a bookmark: only a page, never a change or a call.
    return !(fetchSite === 'none' && reads(request) && !isCall(request));
  }
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    // The proxy in front may speak another scheme to us: the hosts are compared, default ports left out.
    const from = new URL(origin);
    return new URL(`${from.protocol}//${request.host}`).host !== from.host;
  } catch {
    // "null" (a sandboxed frame, a redirect from elsewhere) or garbage: not this origin.
    return true;
  }
}

export type ForgeryVerdict = 'elsewhere' | 'token' | undefined;

/** Why the request must be refused as possibly forged, or undefined when it may go on. */
export function forgeryVerdict(request: FastifyRequest): ForgeryVerdict {
  if (needsToken(request) && fromElsewhere(request)) return 'elsewhere';
  if (needsToken(request) && !hasValidXsrfToken(request)) return 'token';
  return undefined;
}
