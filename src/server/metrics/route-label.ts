// The route label of a request: what the code matched, never the path a client typed. A path no
// route knows is "unmatched"; the site's pages and files share one catch-all route, told apart by
// what was answered; the form endpoints share /api/*, told apart by the served build's forms.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The site's catch-all route (site/site-pages.ts) and the form endpoints' (forms/form-routes.ts). */
const SITE_ROUTE = '/*';
const FORM_ROUTE = '/api/*';

export interface FormEndpoints {
  /** Whether `path` is the endpoint of a form of the build served now. */
  has(path: string): boolean;
}

/**
 * The endpoints of the served build's forms, worked out once per form list (a publish brings a
 * new list): a label may name a path only when the config names it, so their number is bounded.
 */
export function formEndpoints(forms: () => readonly { endpoint: { url: string } }[]): FormEndpoints {
  const known = new WeakMap<object, ReadonlySet<string>>();
  return {
    has(path) {
      const list = forms();
      let urls = known.get(list);
      if (!urls) {
        urls = new Set(list.map((form) => form.endpoint.url));
        known.set(list, urls);
      }
      return urls.has(path);
    },
  };
}

export function routeLabel(request: FastifyRequest, reply: FastifyReply | undefined, forms: FormEndpoints): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return 'unmatched';
  if (pattern === FORM_ROUTE) {
    const path = request.url.split('?', 1)[0]!;
    return forms.has(path) ? path : FORM_ROUTE;
  }
  if (pattern !== SITE_ROUTE || !reply) return pattern;
  if (reply.statusCode >= 300 && reply.statusCode < 400) return 'redirect';
  return String(reply.getHeader('content-type') ?? '').startsWith('text/html') ? 'page' : 'file';
}

/** GET, HEAD and POST are all the app answers; anything else is one value, not one per verb. */
export function methodLabel(method: string): string {
  return method === 'GET' || method === 'HEAD' || method === 'POST' ? method : 'other';
}
