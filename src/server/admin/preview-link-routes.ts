// The calls of "Share a preview" (src/server/publish/preview-links/sharing.ts), for the editor and for
// scripts alike, guarded as every call of /admin is (session, anti-forgery header, roles: `edit`):
//   POST   /admin/api/preview-links       { "days": 1…30, "follow"?: boolean }  → { id, url, link, message }
//   GET    /admin/api/preview-links       the caller's live links (an admin's: everyone's)
//   DELETE /admin/api/preview-links/:id   revokes one (its maker's or an admin's)
// Each new link and each revocation is in the audit log (never the token: it is told only to its maker).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../http/route-plugin.ts';
import type { Refusal } from '../publish/publishing.ts';
import type { Sharing } from '../publish/preview-links/sharing.ts';
import { PREVIEW_DAYS } from '../../shared/preview-link-contract.ts';
import { adminText } from '../words/text.ts';
import { idParams } from './call-bodies.ts';

const t = adminText.previewLinks;

export interface PreviewLinkRoutesOptions {
  sharing: Sharing;
  audit: (request: FastifyRequest, action: string, detail?: Record<string, unknown>) => Promise<void>;
}

const BODY_LIMIT = 1024;
const shareBody = {
  type: 'object',
  additionalProperties: false,
  required: ['days'],
  properties: {
    days: { type: 'integer', minimum: PREVIEW_DAYS.min, maximum: PREVIEW_DAYS.max },
    follow: { type: 'boolean' },
  },
} as const;

export const previewLinkRoutes: RoutePlugin<PreviewLinkRoutesOptions> = async (app, { sharing, audit }) => {
  const edit = { config: { permission: 'edit' } } as const;
  const refuse = (reply: FastifyReply, { status, error, refused }: Refusal) =>
    reply.code(status).send({ error, message: refused });

  app.get('/api/preview-links', edit, async (request) => sharing.list(request.account!));

  app.post(
    '/api/preview-links',
    { ...edit, bodyLimit: BODY_LIMIT, attachValidation: true, schema: { body: shareBody } },
    async (request, reply) => {
      if (request.validationError) return reply.code(400).send({ error: 'Bad Request', message: t.badBody });
      const follow = request.body.follow ?? false;
      const outcome = await sharing.share(request.account!, request.body.days, follow);
      if ('refused' in outcome) return refuse(reply, outcome);
      await audit(request, 'preview-shared', {
        link: outcome.id,
        days: request.body.days,
        mode: outcome.link.mode,
        files: outcome.link.files,
      });
      return reply.code(201).send(outcome);
    },
  );

  app.delete('/api/preview-links/:id', { ...edit, schema: { params: idParams } }, async (request, reply) => {
    const outcome = await sharing.revoke(request.account!, request.params.id);
    if ('refused' in outcome) return refuse(reply, outcome);
    await audit(request, 'preview-revoked', { link: outcome.id, sharedBy: outcome.by.name });
    return { link: outcome, message: t.revoked };
  });
};
