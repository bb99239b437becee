// The editor's documents are as strict as the site's (no inline script or style, no eval: its
// validators are precompiled), may frame only their own preview, and are never cached or indexed.
// Only the preview document may be framed, and only by the editor beside it.
import type { FastifyReply } from 'fastify';
import { contentSecurityPolicy } from '../security-headers.ts';

// The site's policy, but for who may frame a document (its preview frame is 'self' by default-src).
// The editor's style sheets and scripts are files of its own bundle: nothing inline, so no hash.
const POLICY = contentSecurityPolicy({ styleHashes: [], scriptHashes: [] })
  .split('; ')
  .filter((directive) => !directive.startsWith('frame-ancestors '));

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
