// The headers every answer carries: a strict Content-Security-Policy (no eval, no inline script or
// style but the one script and the one style sheet every page inlines, allowed by their hashes, read
// from the build) and the usual hardening headers. One source for the Node server and for any other
// server of dist/ (an nginx configuration writes these same headers).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSP_META, type CspMeta } from '../shared/build-meta.ts';

/** The policy of the site's answers; the visual editor's documents start from it (src/server/editor/headers.ts). */
export function contentSecurityPolicy(csp: CspMeta): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...csp.scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    ["style-src 'self'", ...csp.styleHashes.map((hash) => `'${hash}'`)].join(' '),
    // data: for the site's icon, which every page carries inline (scripts/build/page-icon.ts). An
    // image from a data: URL is drawn, never run, and sends nothing anywhere.
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(csp: CspMeta): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(csp),
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  };
}

/** What the build recorded for the policy (the hashes of the inline style sheet and script). */
export function readCspMeta(distDir: string): CspMeta {
  return JSON.parse(readFileSync(join(distDir, CSP_META), 'utf8')) as CspMeta;
}

/** Every answer carries the headers of the build it was made from (a publish may swap builds: site/live-site.ts). */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headersOf: (request: FastifyRequest) => Record<string, string>,
): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(headersOf(request));
    done(null, payload);
  });
}
