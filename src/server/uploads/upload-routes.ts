// The editor's picture calls, in both modes (mounted by src/server/editor/plugin.ts): the library's
// list, an upload, and the removal of a picture nothing uses. An upload is the file's bytes as the
// body (application/octet-stream: a form of another site cannot send that without the browser
// asking first), its name in the X-Picture-Name header (URI-encoded). The body is read as it
// streams in and refused past MAX_UPLOAD_BYTES (a Content-Length over it is refused before
// anything is read); an upload cut off half way never reaches the handler. Nothing refused is
// written anywhere. What is written is the picture without its metadata (picture-cleaning.ts); the
// answer says what was removed, for the editor to tell.
import type { FastifyReply } from 'fastify';
import { pictureUsage } from '../../shared/picture-usage.ts';
import type { ConfigSource } from '../editor/config-source.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';
import type { PictureLibrary } from './library.ts';
import { checkPicture, MAX_UPLOAD_BYTES, refusals } from './picture-check.ts';

export interface UploadRouteOptions {
  library: PictureLibrary;
  source: ConfigSource;
}

export const PICTURE_NAME_HEADER = 'x-picture-name';
const MAX_NAME_LENGTH = 255;

const words = {
  noName: 'Say the file\u2019s name in the X-Picture-Name header (URI-encoded): its picture is stored under it.',
  cutOff: 'The upload was cut off before the whole file arrived; nothing was stored. Upload it again.',
  notBytes: 'Send the picture\u2019s bytes as application/octet-stream.',
  removeBody: 'Send { "src": "/images/…" }: the picture to delete.',
  inUse: (src: string, count: number) =>
    `${src} is still used by ${count} file${count === 1 ? '' : 's'}; nothing was deleted. Choose another picture there first (or use Replace).`,
};

/** The picture to delete: its address, as the config names it. */
const deleteBody = {
  type: 'object',
  required: ['src'],
  properties: { src: { type: 'string', maxLength: 300 } },
} as const;

const bad = (reply: FastifyReply, status: number, error: string, message: string, extra: object = {}) =>
  reply.code(status).send({ error, message, ...extra });

export const uploadRoutes: RoutePlugin<UploadRouteOptions> = async (app, { library, source }) => {
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.setErrorHandler((failure, request, reply) => {
    const error = failure instanceof Error ? failure : new Error(String(failure));
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    const code = (error as { code?: string }).code ?? '';
    if (status === 413) return bad(reply, 413, 'Payload Too Large', refusals.tooLarge);
    if (code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH' || code === 'ECONNRESET' || /aborted/i.test(error.message))
      return bad(reply, 400, 'Bad Request', words.cutOff);
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return bad(reply, 415, 'Unsupported Media Type', words.notBytes);
    if (status < 500) return bad(reply, status, 'Bad Request', error.message);
    request.log.error({ err: { type: error.name, message: error.message } }, 'picture call failed');
    return bad(reply, 500, 'Internal Server Error', 'The picture could not be stored; nothing was written. Try again.');
  });

  app.get('/api/pictures', { config: { permission: 'edit' } }, async (request) => ({
    pictures: await library.list(request),
  }));

  app.post('/api/pictures', { config: { permission: 'edit' }, bodyLimit: MAX_UPLOAD_BYTES }, async (request, reply) => {
    if (!String(request.headers['content-type'] ?? '').startsWith('application/octet-stream'))
      return bad(reply, 415, 'Unsupported Media Type', words.notBytes);
    const raw = request.headers[PICTURE_NAME_HEADER];
    let fileName: string | undefined;
    try {
      fileName = typeof raw === 'string' && raw.length <= MAX_NAME_LENGTH * 3 ? decodeURIComponent(raw) : undefined;
    } catch {
      fileName = undefined;
    }
    if (fileName === undefined || fileName.length > MAX_NAME_LENGTH)
      return bad(reply, 400, 'Bad Request', words.noName);
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const verdict = await checkPicture(bytes);
    if (!verdict.ok) {
      request.log.info({ status: verdict.status, bytes: bytes.length }, 'picture refused');
      return bad(
        reply,
        verdict.status,
        verdict.status === 413 ? 'Payload Too Large' : 'Unprocessable Entity',
        verdict.message,
      );
    }
    const outcome = await library.add(request, fileName, verdict.picture);
    if (outcome.kind === 'refused') return bad(reply, outcome.status, 'Payload Too Large', outcome.message);
    const { cleaning } = verdict.picture;
    request.log.info(
      { src: outcome.picture.src, existed: outcome.existed, removed: cleaning.removed, turned: cleaning.turned },
      'picture uploaded',
    );
    return reply
      .code(outcome.existed ? 200 : 201)
      .send({ picture: outcome.picture, existed: outcome.existed, cleaning });
  });

  app.post(
    '/api/pictures/delete',
    { config: { permission: 'edit' }, schema: { body: deleteBody }, attachValidation: true },
    async (request, reply) => {
      if (request.validationError) return bad(reply, 400, 'Bad Request', words.removeBody);
      const src = request.body.src;
      const files = [...(await source.readAll(request))].flatMap(([path, state]): [string, unknown][] => {
        try {
          return [[path, JSON.parse(state.text) as unknown]];
        } catch {
          return [];
        }
      });
      const usedBy = pictureUsage(files).get(src) ?? [];
      if (usedBy.length > 0) return bad(reply, 409, 'Conflict', words.inUse(src, usedBy.length), { usedBy });
      const outcome = await library.remove(request, src);
      if (outcome.kind === 'refused')
        return bad(reply, outcome.status, outcome.status === 404 ? 'Not Found' : 'Forbidden', outcome.message);
      request.log.info({ src }, 'picture deleted');
      return { deleted: src };
    },
  );
};
