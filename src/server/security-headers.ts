// The headers every answer carries: a strict Content-Security-Policy (no inline script, no eval; the
// one inline style sheet of the pages allowed by its hash, read from the build) and the usual
// hardening headers. Page answers also name the site's Speculation Rules. One source for the Node
// server and for any other server of dist/ (an nginx configuration writes these same headers).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CSP_META, SPECULATION_RULES_PATH, type CspMeta } from '../shared/build-meta.ts';

function contentSecurityPolicy(csp: CspMeta): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...csp.styleHashes.map((hash) => `'${hash}'`)].join(' '),
    "img-src 'self'",
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

/** Beyond those, on every page (HTML) answer: where the browser finds the Speculation Rules (a file of the build). */
export const pageHeaders: Record<string, string> = { 'speculation-rules': `"${SPECULATION_RULES_PATH}"` };

/** What the build recorded for the policy (the inline style sheet's hash). */
export function readCspMeta(distDir: string): CspMeta {
  return JSON.parse(readFileSync(join(distDir, CSP_META), 'utf8')) as CspMeta;
}

export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(headers);
    done(null, payload);
  });
}
