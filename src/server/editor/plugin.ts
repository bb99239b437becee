// The visual editor's HTTP side, as one Fastify plugin: its two documents (the editor and its
// preview) and their bundle, the images of public/images, and the API: the config as its source
// gives it, the images with their sizes, a form's rules compiled, and the save. `npm run edit`
// mounts it at / on loopback without a login, over the config directory; the live server mounts the
// same plugin at /admin/ behind the sign-in, over the signed-in user's draft (config-source.ts).
// All paths are relative, so the bundle works under any prefix.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FormRulesCheck } from '../../shared/config-check/form-checks.ts';
import type { FormDefinition } from '../../shared/generated/config-types.ts';
import { isJsonObject, NOT_A_JSON_OBJECT } from '../http/json-body.ts';
import { PathRefused } from './config-dir.ts';
import type { ConfigSource } from './config-source.ts';
import { kindOf } from '../../shared/config-check/config-layout.ts';
import { listCountries } from '../geo/geo-data.ts';
import { createDraftCheck } from './draft-check.ts';
import { cachedFormRules } from './form-rules-cache.ts';
import { setEditorHeaders } from './headers.ts';
import { hasNoLinks } from './plain-files.ts';
import { readImages, readPublicFiles, readSchemaSet, readSectionFacts } from './project-facts.ts';
import { saveEdits, type SavedFile } from './save.ts';

export interface EditorOptions {
  /** Where the config is read and saved: the config directory, or the user's draft. */
  source: ConfigSource;
  projectRoot: string;
  /** The built editor (dist-editor/): index.html, preview.html and assets/. */
  bundleDir: string;
}

/** A save may carry many whole files; everything else is small. */
export const SAVE_BODY_LIMIT = 8 * 1024 * 1024;

const DOCUMENTS = { '/': 'index.html', '/preview': 'preview.html' } as const;

function isSavedFile(value: unknown): value is SavedFile {
  return (
    isJsonObject(value) &&
    typeof value.path === 'string' &&
    (value.baseHash === null || typeof value.baseHash === 'string') &&
    'value' in value &&
    isJsonObject(value.value)
  );
}

/** The file path below a static route's prefix, as the router decoded it, without empty or "." parts. */
function servedPath(request: FastifyRequest): string {
  const below = (request.params as { '*'?: string })['*'] ?? '';
  return below
    .split('/')
    .filter((part) => part !== '' && part !== '.')
    .join('/');
}

function warmFormRules(formRules: FormRulesCheck, text: string): void {
  try {
    const form = JSON.parse(text) as unknown;
    if (isJsonObject(form) && isJsonObject(form.schema) && isJsonObject(form.schema.properties))
      formRules(form as unknown as FormDefinition);
  } catch {
    // A form file that does not parse or compile is the validator's to report, when the editor asks.
  }
}

export const editorPlugin: FastifyPluginAsync<EditorOptions> = async (app: FastifyInstance, options) => {
  const { source } = options;
  const publicDir = join(options.projectRoot, 'public');
  const schemas = readSchemaSet(join(options.projectRoot, 'schemas'));
  const sections = readSectionFacts(options.projectRoot, schemas);
  const countries = await listCountries();
  const formRules = cachedFormRules();
  const check = createDraftCheck(schemas, sections, countries, formRules);
  // The forms' rules are compiled now, before the first editor opens and asks for each of them.
  for (const [path, file] of await source.readShared())
    if (path.startsWith('forms/')) warmFormRules(formRules, file.text);
  // One save at a time: the second waits, so both judge the files as the other left them.
  let saving: Promise<unknown> = Promise.resolve();

  // Changes come as JSON only: a form of another site cannot send that without the browser asking first.
  app.addHook('preValidation', async (request, reply) => {
    if (request.method === 'POST' && !String(request.headers['content-type'] ?? '').startsWith('application/json')) {
      return reply.code(415).send({ error: 'Unsupported Media Type', message: 'Send JSON.' });
    }
    return undefined;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.routeOptions.url ?? '';
    setEditorHeaders(reply, path.endsWith('/preview'));
    if (!reply.hasHeader('cache-control'))
      reply.header(
        'cache-control',
        path.includes('/assets/') && reply.statusCode === 200 ? 'public, max-age=31536000, immutable' : 'no-store',
      );
    return payload;
  });

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof PathRefused) return reply.code(403).send({ error: 'Forbidden', message: error.message });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500)
      app.log.error(
        {
          err: {
            type: error instanceof Error ? error.name : 'Error',
            message: error instanceof Error ? error.message : String(error),
          },
        },
        'editor request failed',
      );
    return reply.code(status).send({
      error: status >= 500 ? 'Internal Server Error' : 'Bad Request',
      message: status >= 500 ? 'The editor could not do this; nothing was written.' : (error as Error).message,
    });
  });

  for (const [path, file] of Object.entries(DOCUMENTS)) {
    app.get(path, (request, reply) => {
      // The bundle's addresses are relative to the editor's: under a prefix its address ends in "/".
      const address = request.url.split('?', 1)[0]!;
      if (path === '/' && !address.endsWith('/')) return reply.redirect(`${address}/`, 302);
      const document = join(options.bundleDir, file);
      if (!existsSync(document))
        return reply.code(503).type('text/plain').send('The editor is not built: run npm run edit (or npm run build).');
      return reply.type('text/html; charset=utf-8').send(readFileSync(document));
    });
  }
  app.get('/favicon.svg', (_request, reply) =>
    hasNoLinks(publicDir, 'favicon.svg')
      ? reply.type('image/svg+xml').send(readFileSync(join(publicDir, 'favicon.svg')))
      : reply.code(404).send({ error: 'Not Found', message: 'There is no favicon.' }),
  );
  await app.register(fastifyStatic, {
    root: join(options.bundleDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    dotfiles: 'ignore',
    index: false,
    cacheControl: false,
  });
  const imagesDir = join(publicDir, 'images');
  await app.register(async (images) => {
    // The static files plugin follows links: a path through one is not found here.
    images.addHook('onRequest', async (request, reply) => {
      if (!hasNoLinks(imagesDir, servedPath(request)))
        return reply.code(404).send({ error: 'Not Found', message: 'There is no such picture.' });
      return undefined;
    });
    await images.register(fastifyStatic, {
      root: imagesDir,
      prefix: '/images/',
      decorateReply: false,
      dotfiles: 'ignore',
      index: false,
      cacheControl: false,
    });
  });

  app.get('/api/config', async (request) => ({
    configId: source.id(request),
    saveTarget: source.target,
    files: [...(await source.readAll(request))].map(([path, state]) => ({ path, ...state })),
    publicFiles: readPublicFiles(publicDir),
    images: readImages(publicDir),
    sections: { components: [...sections.components], pageHeadings: [...sections.pageHeadings] },
  }));

  app.get('/api/files/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    if (!kindOf(path)) throw new PathRefused(`"${path}" is not a file of the site configuration`);
    const state = (await source.readAll(request)).get(path);
    if (!state) return reply.code(404).send({ error: 'Not Found', message: `There is no ${path}.` });
    return { path, ...state };
  });

  app.get('/api/images', async () => ({ images: readImages(publicDir) }));

  app.post('/api/form-rules', async (request, reply) => {
    const body = request.body;
    if (!isJsonObject(body) || !isJsonObject(body.form)) return reply.code(400).send(NOT_A_JSON_OBJECT);
    return { error: formRules(body.form as unknown as FormDefinition) ?? null };
  });

  app.post('/api/save', { bodyLimit: SAVE_BODY_LIMIT }, async (request, reply) => {
    const body = request.body;
    if (
      !isJsonObject(body) ||
      !Array.isArray(body.files) ||
      body.files.length === 0 ||
      !body.files.every(isSavedFile)
    ) {
      return reply
        .code(400)
        .send({ error: 'Bad Request', message: 'Send { "files": [{ "path", "baseHash", "value" }] }.' });
    }
    const files = body.files;
    const run = saving.then(() =>
      saveEdits({ source, request, schemas, check, publicFiles: new Set(readPublicFiles(publicDir)) }, files),
    );
    saving = run.catch(() => undefined);
    const outcome = await run;
    switch (outcome.kind) {
      case 'saved':
        request.log.info({ files: outcome.files.map((file) => file.path) }, 'editor saved');
        return { files: outcome.files };
      case 'conflict':
        return reply.code(409).send({
          error: 'Conflict',
          message: 'These files changed since the editor read them; nothing was saved.',
          paths: outcome.paths,
        });
      case 'invalid':
        return reply.code(422).send({
          error: 'Unprocessable Entity',
          message: 'The config would not validate; nothing was saved.',
          problems: outcome.problems,
        });
    }
  });
};
