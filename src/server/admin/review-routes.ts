// The calls of "Ask for a review" (src/server/publish/reviews/reviewing.ts), for the editor and for
// scripts alike, guarded as every call of /admin is (session, anti-forgery header, roles):
//   GET  /admin/api/reviews                   the caller's own reviews, those they may take, the publishers
//   POST /admin/api/reviews                   { "reviewer"?: "<account name>" | null }  asks for a review of the saved draft
//   GET  /admin/api/reviews/:id/changes       what the draft changes against the live site, for its reviewer
//   POST /admin/api/reviews/:id/comments      { "body": "…", "path"?: "faq.json", "pointer"?: "/items/0/question" }
//   POST /admin/api/reviews/:id/approve       { "at"?: "<ISO 8601 with its offset>" }  publishes now, or schedules
//   POST /admin/api/reviews/:id/send-back     {}  back to the author with the round's comments
// Asking and listing ask for `edit`; the rest for `publish`, and never of the author's own draft.
// Each step is in the audit log.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../http/route-plugin.ts';
import type { Refusal } from '../publish/publishing.ts';
import type { Reviewing } from '../publish/reviews/reviewing.ts';
import { adminText, fill } from '../words/text.ts';
import { idParams } from './call-bodies.ts';

const t = adminText.reviews;

export interface ReviewRoutesOptions {
  reviewing: Reviewing;
  audit: (request: FastifyRequest, action: string, detail?: Record<string, unknown>) => Promise<void>;
}

/** The longest comment: a few paragraphs. Longer is refused, not cut. */
export const COMMENT_MAX = 2000;
/** A comment with its file and field, in JSON: a few KiB. */
const BODY_LIMIT = 16 * 1024;

const askBody = {
  type: 'object',
  additionalProperties: false,
  properties: { reviewer: { type: ['string', 'null'], minLength: 1, maxLength: 40 } },
} as const;

const commentBody = {
  type: 'object',
  additionalProperties: false,
  required: ['body'],
  properties: {
    body: { type: 'string', minLength: 1, maxLength: COMMENT_MAX },
    path: { type: ['string', 'null'], minLength: 1, maxLength: 300 },
    // A JSON pointer into the file: "" the whole file, "/items/0/question" one field.
    pointer: { type: ['string', 'null'], maxLength: 500, pattern: '^(/[^/]*)*$' },
  },
} as const;

const approveBody = {
  type: 'object',
  additionalProperties: false,
  properties: { at: { type: 'string', minLength: 1, maxLength: 80 } },
} as const;

const emptyBody = { type: 'object', additionalProperties: false, properties: {} } as const;

export const reviewRoutes: RoutePlugin<ReviewRoutesOptions> = async (app, { reviewing, audit }) => {
  const edit = { config: { permission: 'edit' } } as const;
  const publish = { config: { permission: 'publish' } } as const;
  const withBody = <Permission extends typeof edit | typeof publish, Body>(permission: Permission, body: Body) =>
    ({ ...permission, bodyLimit: BODY_LIMIT, attachValidation: true, schema: { body, params: idParams } }) as const;
  const badRequest = (reply: FastifyReply, message: string = adminText.messages.badRequest) =>
    reply.code(400).send({ error: 'Bad Request', message });
  const refuse = (reply: FastifyReply, { status, error, refused, problems, more }: Refusal) =>
    reply.code(status).send({ error, message: refused, ...(problems ? { problems, more: more ?? 0 } : {}) });
  /** The id of the address, a whole number from 1; undefined for anything else. */
  const idOf = (raw: string) => (/^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined);
  const noSuch = (reply: FastifyReply, raw: string) =>
    reply.code(404).send({ error: 'Not Found', message: fill(t.noSuch, { id: raw.slice(0, 20) }) });

  app.get('/api/reviews', edit, async (request) => reviewing.list(request.account!));

  app.post(
    '/api/reviews',
    { ...edit, bodyLimit: BODY_LIMIT, attachValidation: true, schema: { body: askBody } },
    async (request, reply) => {
      if (request.validationError) return badRequest(reply);
      const outcome = await reviewing.ask(request.account!, request.body.reviewer ?? null);
      if ('refused' in outcome) return refuse(reply, outcome);
      const { review } = outcome;
      await audit(request, 'review-asked', {
        review: review.id,
        round: review.round,
        reviewer: review.reviewer?.name ?? t.any,
        files: review.files,
      });
      return reply.code(201).send(outcome);
    },
  );

  app.get('/api/reviews/:id/changes', { ...publish, schema: { params: idParams } }, async (request, reply) => {
    const id = idOf(request.params.id);
    if (id === undefined) return noSuch(reply, request.params.id);
    const files = await reviewing.changes(request.account!, id);
    if ('refused' in files) return refuse(reply, files);
    return { files };
  });

  app.post('/api/reviews/:id/comments', withBody(publish, commentBody), async (request, reply) => {
    const id = idOf(request.params.id);
    if (id === undefined) return noSuch(reply, request.params.id);
    if (request.validationError) {
      const body = (request.body ?? {}) as { body?: unknown };
      if (typeof body.body === 'string' && body.body.length > COMMENT_MAX)
        return badRequest(reply, fill(t.tooLong, { max: COMMENT_MAX, length: body.body.length }));
      if (body.body === '') return badRequest(reply, t.blankComment);
      return badRequest(reply);
    }
    const { body, path, pointer } = request.body;
    const outcome = await reviewing.comment(request.account!, id, { body, path, pointer });
    if ('refused' in outcome) return refuse(reply, outcome);
    await audit(request, 'review-comment', {
      review: id,
      round: outcome.review.round,
      ...(path ? { path, pointer: pointer ?? '' } : {}),
    });
    return reply.code(201).send({ review: outcome.review, id: outcome.commentId, message: t.commented });
  });

  app.post('/api/reviews/:id/approve', withBody(publish, approveBody), async (request, reply) => {
    const id = idOf(request.params.id);
    if (id === undefined) return noSuch(reply, request.params.id);
    if (request.validationError) return badRequest(reply, adminText.schedules.malformed);
    const outcome = await reviewing.approve(request.account!, id, request.body.at);
    if ('refused' in outcome) return refuse(reply, outcome);
    const draftOf = outcome.review.author.name;
    if (outcome.kind === 'publish') {
      await audit(request, 'review-approved', { review: id, draftOf, publish: outcome.publishId });
      // The publish itself is logged as every publish of another's draft is (handoff-routes.ts).
      await audit(request, 'publish', { id: outcome.publishId, draftOf });
      return reply.code(202).send({ id: outcome.publishId, review: outcome.review, message: outcome.message });
    }
    await audit(request, 'review-approved', { review: id, draftOf, schedule: outcome.scheduleId, at: outcome.at });
    await audit(request, 'schedule', { schedule: outcome.scheduleId, at: outcome.at, draftOf });
    return reply.code(201).send({ schedule: outcome.scheduleId, review: outcome.review, message: outcome.message });
  });

  app.post('/api/reviews/:id/send-back', withBody(publish, emptyBody), async (request, reply) => {
    const id = idOf(request.params.id);
    if (id === undefined) return noSuch(reply, request.params.id);
    if (request.validationError) return badRequest(reply);
    const outcome = await reviewing.sendBack(request.account!, id);
    if ('refused' in outcome) return refuse(reply, outcome);
    await audit(request, 'review-sent-back', {
      review: id,
      round: outcome.review.round,
      draftOf: outcome.review.author.name,
      comments: outcome.review.comments.filter((comment) => comment.round === outcome.review.round).length,
    });
    return outcome;
  });
};
