// The editor's documents are as strict as the site's (no inline script or style, no eval: its
// validators are precompiled), may frame only their own preview, and are never cached or indexed.
// Only the preview document may be framed, and only by the editor beside it.
import type { FastifyReply } from 'fastify';

const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "worker-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

export const EDITOR_CSP = [...POLICY, "frame-ancestors 'none'"].join('; ');
export const PREVIEW_CSP = [...POLICY, "frame-ancestors 'self'"].join('; ');

const COMMON: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-robots-tag': 'noindex, nofollow',
};

/** The headers of every answer of the editor; `framable` for the preview document. */
export function setEditorHeaders(reply: FastifyReply, framable: boolean): void {
  for (const [name, value] of Object.entries(COMMON)) reply.header(name, value);
  reply.header('content-security-policy', framable ? PREVIEW_CSP : EDITOR_CSP);
  reply.header('x-frame-options', framable ? 'SAMEORIGIN' : 'DENY');
}
