// Cross-site request forgery protection by double submit: pages set a random token cookie that only
// scripts of this origin can read (SameSite=Strict); a state-changing request must repeat it in the
// token header. The names are shared with the browser (src/shared/http/xsrf.ts); cookies are parsed
// and written by @fastify/cookie, registered by the app.
// A form sent without scripts (an urlencoded post of a static page) cannot repeat the cookie: it must
// carry the cookie and show, by headers a page cannot forge, that a page of this very origin sent it
// (see SECURITY.md, "Forms sent without scripts").
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '../../shared/http/xsrf.ts';

/** What a token looks like (the one issued here: 32 random bytes in base64url; nginx issues its own 32 hex digits). */
export const TOKEN_CHARACTERS = '[A-Za-z0-9_-]{32,128}';
const TOKEN_PATTERN = new RegExp(`^${TOKEN_CHARACTERS}$`);
// Node gives incoming header names in lower case.
const HEADER_KEY = XSRF_HEADER.toLowerCase();

// Random bytes drawn 4 KiB at a time, 32 per token, each token from bytes no other token had. Drawing
// 32 bytes per page took more of the server's time than the rest of serving a first visit's page
// (profiled under wrk: 10.8k pages/s against 16-18k with the pool); the bytes are the same CSPRNG's.
const POOL_BYTES = 4096;
const TOKEN_BYTES = 32;
let pool = Buffer.alloc(0);
let used = 0;

function newToken(): string {
  if (used + TOKEN_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  const token = pool.toString('base64url', used, used + TOKEN_BYTES);
  used += TOKEN_BYTES;
  return token;
}

function cookieToken(request: FastifyRequest): string {
  return request.cookies[XSRF_COOKIE] ?? '';
}

/**
 * Gives every HTML page a token cookie, unless the visitor already has a well-formed one. The cookie
 * is Secure when the page went out over HTTPS: directly, or as a trusted proxy's X-Forwarded-Proto says.
 */
export function issueXsrfCookie(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (request.method === 'GET' && type.startsWith('text/html') && !TOKEN_PATTERN.test(cookieToken(request))) {
      reply.setCookie(XSRF_COOKIE, newToken(), { path: '/', sameSite: 'strict', secure: request.protocol === 'https' });
    }
    done(null, payload);
  });
}

export function hasValidXsrfToken(request: FastifyRequest): boolean {
  const cookie = cookieToken(request);
  const header = request.headers[HEADER_KEY];
  if (typeof header !== 'string' || !TOKEN_PATTERN.test(cookie) || header.length !== cookie.length) return false;
  return timingSafeEqual(Buffer.from(header), Buffer.from(cookie));
}

export async function requireXsrfToken(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!hasValidXsrfToken(request)) {
    await reply.code(403).send({
      error: 'Forbidden',
      message: 'The anti-forgery token is missing or wrong. Reload the page and send the form again.',
    });
  }
}

/**
 * Whether an HTML form's post (no script, so no token header) comes from a page of this origin: the
 * browser's Sec-Fetch-Site says same-origin, or, from a browser too old to send it, the Origin is
 * ours. Neither header can be set by a page, and a post from another site or a sibling subdomain says
 * so in both. The SameSite=Strict token cookie must come too: a post started by another site carries
 * none.
 */
export function isSameOriginFormPost(request: FastifyRequest): boolean {
  if (!TOKEN_PATTERN.test(cookieToken(request))) return false;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  return origin !== undefined && isOwnOrigin(request, origin);
}

/** Whether `url` (an Origin or a Referer) is of the origin the request was made to (as the proxies we trust tell it). */
export function isOwnOrigin(request: FastifyRequest, url: string): boolean {
  try {
    return new URL(url).origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}
