// The calls of "Publish later" (src/server/publish/schedules/scheduling.ts), for the editor and for
// scripts alike, guarded as every call of /admin is (session, anti-forgery header, roles):
//   POST   /admin/api/schedules       { "at": "<ISO 8601 with its offset>" }  pins the caller's saved draft
//   GET    /admin/api/schedules       the waiting ones and the last ones over, with the site's zone
//   PATCH  /admin/api/schedules/:id   { "at": "…" }  reschedules a waiting one
//   DELETE /admin/api/schedules/:id   cancels a waiting one
// Listing asks for `edit` (the team sees what will go live); the rest for `publish`, and changing or
// cancelling one is for the account that scheduled it or an admin. Each change is in the audit log.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../http/route-plugin.ts';
import type { Refusal } from '../publish/publishing.ts';
import type { Scheduling } from '../publish/schedules/scheduling.ts';
import { adminText, fill } from '../words/text.ts';
import { idParams } from './call-bodies.ts';

const t = adminText.schedules;

export interface ScheduleRoutesOptions {
  scheduling: Scheduling;
  audit: (request: FastifyRequest, action: string, detail?: Record<string, unknown>) => Promise<void>;
}

/** A moment as written, and nothing else: a few dozen bytes. */
const BODY_LIMIT = 1024;
const atBody = {
  type: 'object',
  additionalProperties: false,
  required: ['at'],
  properties: { at: { type: 'string', minLength: 1, maxLength: 80 } },
} as const;

export const scheduleRoutes: RoutePlugin<ScheduleRoutesOptions> = async (app, { scheduling, audit }) => {
  const edit = { config: { permission: 'edit' } } as const;
  const publish = { config: { permission: 'publish' } } as const;
  const withAt = { ...publish, bodyLimit: BODY_LIMIT, attachValidation: true, schema: { body: atBody } } as const;
  const badRequest = (reply: FastifyReply, message: string = adminText.messages.badRequest) =>
    reply.code(400).send({ error: 'Bad Request', message });
  const refuse = (reply: FastifyReply, { status, error, refused, problems, more }: Refusal) =>
    reply.code(status).send({ error, message: refused, ...(problems ? { problems, more: more ?? 0 } : {}) });
  /** The id of the address, a whole number from 1; undefined for anything else. */
  const idOf = (raw: string) => (/^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : undefined);

  app.get('/api/schedules', edit, async () => scheduling.list());

  app.post('/api/schedules', withAt, async (request, reply) => {
    if (request.validationError) return badRequest(reply, t.malformed);
    const outcome = await scheduling.schedule(request.account!, request.body.at);
    if ('refused' in outcome) return refuse(reply, outcome);
    await audit(request, 'schedule', { schedule: outcome.id, at: outcome.at, files: outcome.files });
    return reply
      .code(201)
      .send({ schedule: outcome, message: fill(t.scheduled, { time: scheduling.timeInWords(outcome) }) });
  });

  app.patch(
    '/api/schedules/:id',
    { ...withAt, schema: { ...withAt.schema, params: idParams } },
    async (request, reply) => {
      const id = idOf(request.params.id);
      if (id === undefined)
        return reply
          .code(404)
          .send({ error: 'Not Found', message: fill(t.noSuch, { id: request.params.id.slice(0, 20) }) });
      if (request.validationError) return badRequest(reply, t.malformed);
      const outcome = await scheduling.move(request.account!, id, request.body.at);
      if ('refused' in outcome) return refuse(reply, outcome);
      await audit(request, 'schedule-moved', { schedule: id, at: outcome.at });
      return { schedule: outcome, message: fill(t.moved, { time: scheduling.timeInWords(outcome) }) };
    },
  );

  app.delete('/api/schedules/:id', { ...publish, schema: { params: idParams } }, async (request, reply) => {
    const id = idOf(request.params.id);
    if (id === undefined)
      return reply
        .code(404)
        .send({ error: 'Not Found', message: fill(t.noSuch, { id: request.params.id.slice(0, 20) }) });
    const outcome = await scheduling.cancel(request.account!, id);
    if ('refused' in outcome) return refuse(reply, outcome);
    await audit(request, 'schedule-cancelled', { schedule: id, at: outcome.at });
    return { schedule: outcome, message: t.cancelled };
  });
};
