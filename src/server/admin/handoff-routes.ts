// The calls of a publisher's "Drafts waiting" (src/server/publish/draft-handoff.ts): the list of the
// other accounts' saved drafts, what one of them changes against the live site, and its publish.
// Each asks for the `publish` permission (an editor is refused, 403, before anything is read); the
// account whose draft is meant travels in the body as its id, checked by schema (never in the URL);
// the anti-forgery check is the one every call of /admin has (forgery.ts). A publish of another's
// draft goes into the audit log with both names.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../http/route-plugin.ts';
import { draftHandoff, startedFor } from '../publish/draft-handoff.ts';
import type { Publishing, Refusal } from '../publish/publishing.ts';
import type { Store } from '../store/index.ts';
import { adminText } from '../words/text.ts';

export interface HandoffOptions {
  store: Store;
  publishing: Publishing;
  audit: (request: FastifyRequest, action: string, detail?: Record<string, unknown>) => Promise<void>;
}

/** An account id (a UUID) and nothing else: a few dozen bytes. */
const BODY_LIMIT = 1024;
const accountBody = {
  type: 'object',
  additionalProperties: false,
  required: ['accountId'],
  properties: { accountId: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' } },
} as const;

export const handoffRoutes: RoutePlugin<HandoffOptions> = async (app, { store, publishing, audit }) => {
  const handoff = draftHandoff(store, publishing);
  const publish = { config: { permission: 'publish' } } as const;
  const checked = { ...publish, bodyLimit: BODY_LIMIT, attachValidation: true, schema: { body: accountBody } } as const;
  const badRequest = (reply: FastifyReply) =>
    reply.code(400).send({ error: 'Bad Request', message: adminText.messages.badRequest });
  const refuse = (reply: FastifyReply, { status, error, refused, problems, more }: Refusal) =>
    reply.code(status).send({ error, message: refused, ...(problems ? { problems, more: more ?? 0 } : {}) });

  app.get('/api/drafts/waiting', publish, async (request) => ({ drafts: await handoff.waiting(request.account!) }));

  app.post('/api/drafts/waiting/changes', checked, async (request, reply) => {
    if (request.validationError) return badRequest(reply);
    const { accountId } = request.body;
    const files = await handoff.changes(request.account!, accountId);
    if ('refused' in files) return refuse(reply, files);
    return { files };
  });

  app.post('/api/drafts/waiting/publish', checked, async (request, reply) => {
    if (request.validationError) return badRequest(reply);
    const { accountId } = request.body;
    const outcome = await handoff.publish(request.account!, accountId);
    if ('refused' in outcome) return refuse(reply, outcome);
    await audit(request, 'publish', { id: outcome.id, draftOf: outcome.owner.name });
    return reply.code(202).send({ id: outcome.id, message: startedFor(outcome.owner) });
  });
};
