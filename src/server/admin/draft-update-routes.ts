// "Update my draft" (issue 27): when someone published files the signed-in account's draft also
// changed, the editor asks for each such file as it began, as it is live now and as the draft has
// it (POST /api/draft/behind), merges them in the browser, lets the marketer choose where both
// changed the same thing, and saves the result on top of the live files (POST /api/draft/update).
// Both are the editor's (`edit`), like the draft's other calls; bodies are checked by schema and
// bounded; the anti-forgery rules are admin-routes.ts's, for every call.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../http/route-plugin.ts';
import { isConfigPath } from '../editor/config-files.ts';
import { isJsonObject } from '../http/json-body.ts';
import type { Publishing } from '../publish/publishing.ts';
import { MAX_DRAFT_BYTES } from '../publish/draft-bounds.ts';
import { adminText } from '../words/text.ts';

export interface DraftUpdateOptions {
  publishing: Publishing;
  audit: (request: FastifyRequest, action: string, detail?: Record<string, unknown>) => Promise<void>;
}

/** As many files as a draft may hold. */
const MAX_FILES = 200;
const PATH = { type: 'string', minLength: 1, maxLength: 200 } as const;
const HASH = { anyOf: [{ type: 'string', pattern: '^[0-9a-f]{64}$' }, { type: 'null' }] } as const;

const behindBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    // The files the editor changed and has not saved, with the hash of the file it read.
    edited: {
      type: 'array',
      maxItems: MAX_FILES,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['path', 'baseHash'],
        properties: { path: PATH, baseHash: HASH },
      },
    },
  },
} as const;

const updateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['files'],
  properties: {
    files: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_FILES,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['path', 'theirsHash', 'text'],
        // A null text: the file was removed from the live site and the marketer let it go (its hash is null too).
        properties: { path: PATH, theirsHash: HASH, text: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
      },
    },
  },
} as const;

const isObjectText = (text: string | null) => {
  if (text === null) return true;
  try {
    return isJsonObject(JSON.parse(text));
  } catch {
    return false;
  }
};

export const draftUpdateRoutes: RoutePlugin<DraftUpdateOptions> = async (app, { publishing, audit }) => {
  const edit = { permission: 'edit' } as const;
  const badRequest = (reply: FastifyReply, message: string) => reply.code(400).send({ error: 'Bad Request', message });

  app.post(
    '/api/draft/behind',
    { config: edit, bodyLimit: 64 * 1024, attachValidation: true, schema: { body: behindBody } },
    async (request, reply) => {
      if (request.validationError) return badRequest(reply, adminText.drafts.badBehind);
      const { edited = [] } = request.body;
      // Only files of the config are looked up in its history: never another file of the work tree.
      if (!edited.every((file) => isConfigPath(file.path))) return badRequest(reply, adminText.drafts.badBehind);
      return { files: await publishing.behind(request.account!, edited) };
    },
  );

  app.post(
    '/api/draft/update',
    // Whole files, at most a draft's worth, in JSON a little more.
    { config: edit, bodyLimit: Math.ceil(MAX_DRAFT_BYTES * 1.5), attachValidation: true, schema: { body: updateBody } },
    async (request, reply) => {
      const sound = (file: { theirsHash: string | null; text: string | null }) =>
        isObjectText(file.text) && (file.text !== null || file.theirsHash === null);
      if (request.validationError || !request.body.files.every(sound))
        return badRequest(reply, adminText.drafts.badUpdate);
      const outcome = await publishing.updateDraft(request.account!, request.body.files);
      if (outcome.status !== 200) return reply.code(outcome.status).send(outcome.body);
      await audit(request, 'draft-updated', { files: outcome.paths });
      return { files: outcome.files };
    },
  );
};
