// Cross-site request forgery protection by double submit: pages set a random XSRF-TOKEN cookie that
// only scripts of this origin can read (SameSite=Strict); a state-changing request must repeat it in
// the X-XSRF-TOKEN header.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieValue } from './cookies.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

export function issueXsrfCookie(app: FastifyInstance, secureCookies: boolean): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (request.method === 'GET' && type.startsWith('text/html') && !TOKEN_PATTERN.test(cookieValue(request.headers.cookie, XSRF_COOKIE) ?? '')) {
      const token = randomBytes(32).toString('base64url');
      reply.header('set-cookie', `${XSRF_COOKIE}=${token}; Path=/; SameSite=Strict${secureCookies ? '; Secure' : ''}`);
    }
    return payload;
  });
}

export function hasValidXsrfToken(request: FastifyRequest): boolean {
  const cookie = cookieValue(request.headers.cookie, XSRF_COOKIE) ?? '';
  const header = request.headers[XSRF_HEADER];
  if (typeof header !== 'string' || !TOKEN_PATTERN.test(cookie) || header.length !== cookie.length) return false;
  return timingSafeEqual(Buffer.from(header), Buffer.from(cookie));
}

export async function requireXsrfToken(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!hasValidXsrfToken(request)) {
    await reply.code(403).send({ error: 'Forbidden', message: 'The anti-forgery token is missing or wrong. Reload the page and send the form again.' });
  }
}
