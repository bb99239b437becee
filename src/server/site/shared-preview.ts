// The shared previews, /preview/<token>/…, for people without an account (issue 41, "Share a preview"):
// every address under a live link's token answers the editor's own preview document (the site's
// renderer, src/editor/preview/), which loads the link's draft from /preview/<token>/draft.json and
// shows the page of the address it was opened at; its links lead to other addresses under the same
// token, and its forms are checked but never sent (draft-send-form.ts). There is no second renderer.
// A token of the wrong shape, unknown, revoked or ended is answered with the site's own 404 page.
// Every answer under a token: never indexed, never kept by a shared cache, no referrer sent on (the
// token is in the address), and the site's strict policy without any inline hash (the document has
// nothing inline). Each client's guesses at tokens are limited (the app's rate limits, in the store).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rateLimiter, type RateLimit } from '../http/rate-limit.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';
import type { Sharing } from '../publish/preview-links/sharing.ts';
import { contentSecurityPolicy } from '../security-headers.ts';
import type { Store } from '../store/index.ts';
import { UPLOAD_NAME } from '../uploads/upload-names.ts';
import { adminText, fill } from '../words/text.ts';
import { PREVIEW_PREFIX, type SharedDraftAnswer } from '../../shared/preview-link-contract.ts';

export interface SharedPreviewOptions {
  sharing: Sharing;
  store: Store;
  /** The built editor (dist-editor/): preview.html and assets/. */
  editorBundleDir: string;
  /** How many answers under a token each client may have per window. */
  rateLimit: RateLimit;
  /** The site's 404 page. */
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

/** Where the preview document's scripts and style sheets are served, with no token (they hold no draft). */
const ASSETS = `${PREVIEW_PREFIX}assets/`;

export const PREVIEW_HEADERS: Record<string, string> = {
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'private, no-store',
  'referrer-policy': 'no-referrer',
};

/** The site's policy with no inline hash: the preview document's scripts and styles are files. */
const DOCUMENT_CSP = contentSecurityPolicy({ styleHashes: [], scriptHashes: [] });

const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string' }, name: { type: 'string' }, '*': { type: 'string' } },
} as const;

/**
 * The editor's preview document as a shared preview's: its files' addresses from the root (it is
 * built with relative ones, for /admin/), and the address of its link, from which it loads its draft.
 */
export function sharedDocument(html: string, token: string): string {
  const base = `${PREVIEW_PREFIX}${token}/`;
  const meta = `<meta name="preview-link" content="${base}">`;
  const rooted = html
    .replaceAll(/(["'])\.\/assets\//g, `$1${ASSETS}`)
    .replaceAll(/(["'])\.\/favicon\.svg/g, '$1/favicon.svg');
  return rooted.includes('</head>') ? rooted.replace('</head>', `${meta}\n</head>`) : `${rooted}\n${meta}`;
}

export const sharedPreviewRoutes: RoutePlugin<SharedPreviewOptions> = async (app, options) => {
  const { sharing, store, editorBundleDir } = options;
  await app.register(fastifyStatic, {
    root: join(editorBundleDir, 'assets'),
    prefix: ASSETS,
    decorateReply: false,
    dotfiles: 'ignore',
    index: false,
    cacheControl: false,
  });

  await app.register(async (links) => {
    /** The answers that are the preview document: they carry its policy rather than the site's. */
    const documents = new WeakSet<FastifyRequest>();
    links.addHook('onSend', (request, reply, payload, done) => {
      reply.headers(PREVIEW_HEADERS);
      if (documents.has(request)) reply.header('content-security-policy', DOCUMENT_CSP);
      done(null, payload);
    });
    const limited = {
      preHandler: rateLimiter(links, 'preview-links', options.rateLimit, (seconds) =>
        fill(adminText.previewLinks.tooManyRequests, { seconds }),
      ),
      schema: { params: tokenParams },
    };

    const sendDocument = async (request: FastifyRequest, reply: FastifyReply) => {
      const { token } = request.params as { token: string };
      if (!(await sharing.makerOf(token))) return options.notFound(request, reply);
      let html: string;
      try {
        html = await readFile(join(editorBundleDir, 'preview.html'), 'utf8');
      } catch {
        return reply.code(503).type('text/plain').send('The preview is not built: run npm run build.');
      }
      documents.add(request);
      return reply.type('text/html; charset=utf-8').send(sharedDocument(html, token));
    };

    links.get(`${PREVIEW_PREFIX}:token`, limited, async (request, reply) => {
      const { token } = request.params as { token: string };
      if (!(await sharing.makerOf(token))) return options.notFound(request, reply);
      return reply.redirect(`${PREVIEW_PREFIX}${token}/`, 302);
    });

    links.get(`${PREVIEW_PREFIX}:token/draft.json`, limited, async (request, reply) => {
      const draft = await sharing.open((request.params as { token: string }).token);
      if (!draft) return reply.code(404).send({ error: 'Not Found', message: 'There is no such preview.' });
      return { files: draft.files } satisfies SharedDraftAnswer;
    });

    // A picture uploaded into the maker's draft, from it; a published one, from the live site.
    links.get(`${PREVIEW_PREFIX}:token/images/uploads/:name`, limited, async (request, reply) => {
      const { token, name } = request.params as { token: string; name: string };
      const maker = await sharing.makerOf(token);
      if (!maker) return options.notFound(request, reply);
      const upload = UPLOAD_NAME.test(name) ? await store.draftUploads.read(maker, name) : undefined;
      if (!upload) return reply.redirect(`/images/uploads/${encodeURIComponent(name)}`, 302);
      return reply.type(upload.mediaType).header('x-content-type-options', 'nosniff').send(Buffer.from(upload.data));
    });

    links.get(`${PREVIEW_PREFIX}:token/*`, limited, sendDocument);
  });
};
