// The visual editor's HTTP side, as one Fastify plugin: its two documents (the editor and its
// preview) and their bundle, the images of public/images, and the API: the config as its source
// gives it, the images with their sizes, a form's rules compiled, and the save. `npm run edit`
// mounts it at / on loopback without a login, over the config directory; the live server mounts the
// same plugin at /admin/ behind the sign-in, over the signed-in user's draft (config-source.ts).
// All paths are relative, so the bundle works under any prefix.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';
import { NOT_A_JSON_OBJECT } from '../http/json-body.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';
import type {
  ArticleEntry,
  CheckedDraft,
  ConfigSnapshot,
  EditorFile,
  FormRulesAnswer,
} from '../../shared/editor-contract.ts';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchAnswer } from '../../shared/config-search.ts';
import { ArticleEntries, articlesJson } from './article-entries.ts';
import { PathRefused } from './config-dir.ts';
import type { ConfigSource } from './config-source.ts';
import { isArticleFile, isFormFile, kindOf } from '../../shared/config-check/config-layout.ts';
import { configChecks, PUBLISH_CHECK_MS } from './config-checks.ts';
import { setEditorHeaders } from './headers.ts';
import { hasNoLinks } from './plain-files.ts';
import { readPublicFiles, readSchemaSet, readSectionFacts } from './project-facts.ts';
import { saveEdits, type SaveOutcome } from './save.ts';
import { directoryLibrary } from '../uploads/directory-library.ts';
import type { PictureLibrary } from '../uploads/library.ts';
import { uploadRoutes } from '../uploads/upload-routes.ts';

export interface EditorOptions {
  /** Where the config is read and saved: the config directory, or the user's draft. */
  source: ConfigSource;
  /** Where the pictures are, and where an upload goes: public/images (the default), or also the user's draft. */
  library?: PictureLibrary;
  projectRoot: string;
  /** The built editor (dist-editor/): index.html, preview.html and assets/. */
  bundleDir: string;
  /** How long a save's check may take (tests shorten it); config-checks.ts says by default. */
  checkDeadlineMs?: number;
  /**
   * When the checks' memory is warmed for the first editor to open: at once without it (`npm run
   * edit`, where the editor is the only user). The site's server passes its first request under
   * /admin: the warm-up is about a second of CPU, which competed with the first visitors' browsers
   * on a small machine (issue 45), and a server whose /admin nobody opens never needs it.
   */
  warmUpWhen?: Promise<unknown>;
}

/**
 * A save carries whole files, read on the checks' thread: a draft holds at most 1 MiB of files
 * (src/server/publish/draft-bounds.ts), their values in JSON a little more.
 */
export const SAVE_BODY_LIMIT = 2 * 1024 * 1024;

const DOCUMENTS = { '/': 'index.html', '/preview': 'preview.html' } as const;

/** What a route's address has after its prefix (the router's "*"), as it decoded it. */
const wildcardParams = { type: 'object', required: ['*'], properties: { '*': { type: 'string' } } } as const;

/** A form's rules to compile: the form's definition, a JSON object (the compiler says what is wrong in it). */
const formRulesBody = { type: 'object', required: ['form'], properties: { form: { type: 'object' } } } as const;

/** The longest path of a config file a search names (a slug is far shorter). */
const MAX_PATH_LENGTH = 300;
/** A search names the articles the editor holds whole: at most every article of a large site. */
const MAX_LOADED = 20_000;
/** Its body: the query, and those paths. */
const SEARCH_BODY_LIMIT = MAX_LOADED * 64;

/** A search of the saved articles the editor holds only as their list entry. */
const searchBody = {
  type: 'object',
  required: ['query', 'loaded'],
  additionalProperties: false,
  properties: {
    query: { type: 'string', minLength: SEARCH_MIN_LENGTH, maxLength: SEARCH_MAX_LENGTH },
    /** The article files the editor holds whole (it searches those itself): left out here. */
    loaded: { type: 'array', maxItems: MAX_LOADED, items: { type: 'string', maxLength: MAX_PATH_LENGTH } },
  },
} as const;

const SEARCH_REFUSED = {
  error: 'Bad Request',
  message: `Send { "query": words of ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters, "loaded": the paths of the articles the editor holds whole }.`,
};

/** The file path below a static route's prefix, as the router decoded it, without empty or "." parts. */
function servedPath(below: string): string {
  return below
    .split('/')
    .filter((part) => part !== '' && part !== '.')
    .join('/');
}

/** The status and body of a save's answer. */
function saveAnswer(outcome: Exclude<SaveOutcome, { kind: 'saved' }>): [number, Record<string, unknown>] {
  switch (outcome.kind) {
    case 'malformed':
      return [400, { error: 'Bad Request', message: outcome.message }];
    case 'refused':
      return [403, { error: 'Forbidden', message: outcome.message }];
    case 'too-large':
      return [413, { error: 'Payload Too Large', message: outcome.message }];
    case 'conflict':
      return [
        409,
        {
          error: 'Conflict',
          message: 'These files changed since the editor read them; nothing was saved.',
          paths: outcome.paths,
        },
      ];
    case 'invalid':
      return [
        422,
        {
          error: 'Unprocessable Entity',
          message: 'The config would not validate; nothing was saved.',
          problems: outcome.problems,
          more: outcome.more,
        },
      ];
    case 'stopped':
      return [422, { error: 'Unprocessable Entity', message: `${outcome.message} Nothing was saved.`, problems: [] }];
  }
}

export const editorPlugin: RoutePlugin<EditorOptions> = async (app, options) => {
  const { source } = options;
  const publicDir = join(options.projectRoot, 'public');
  const library = options.library ?? directoryLibrary(publicDir);
  const schemas = readSchemaSet(join(options.projectRoot, 'schemas'));
  const sections = readSectionFacts(options.projectRoot, schemas);
  const checks = configChecks(options.projectRoot);
  // The articles' list entries, made on the checks' thread and kept by hash (article-entries.ts).
  const entries = new ArticleEntries();
  const makeEntries = async (texts: string[]) => {
    const made = await checks.articleEntries(texts);
    if (!Array.isArray(made)) throw new Error(made.message);
    return made;
  };

  // The warm-up goes to the checks' one thread in the order an opening editor needs it. First the
  // articles' list entries, which the first GET /api/config waits for: queued behind the check below,
  // they made the first open after a start wait for the whole config's check (bench:scale).
  const warmUp = async () => {
    const shared = await source.readShared();
    void entries
      .of(
        [...shared].flatMap(([path, state]) => (isArticleFile(path) ? [{ path, ...state }] : [])),
        makeEntries,
      )
      .catch(() => undefined);
    // The forms' rules are compiled now, before the first editor opens and asks for each of them.
    checks.warm([...shared].filter(([path]) => isFormFile(path)).map(([, file]) => file.text));
    // And the config checked once, so the first editor's check of its draft (at its open) finds every
    // file in the checks' memory and judges only what its draft changed. Its answer is not needed.
    void checks.draftCheck(Buffer.from('{"files":[]}'), shared, await readPublicFiles(publicDir), PUBLISH_CHECK_MS);
  };
  // Read at the warm-up, not at registration: a scheduled publish may change the files before then.
  void (options.warmUpWhen ?? Promise.resolve())
    .then(warmUp)
    .catch((error: unknown) =>
      app.log.warn({ err: error }, "the editor's warm-up failed; its first open will be slower"),
    );
  // One save at a time: the second waits, so both judge the files as the other left them.
  let saving: Promise<unknown> = Promise.resolve();

  // Changes come as JSON only (an upload as bytes, uploads.ts): a form of another site cannot send
  // either without the browser asking first.
  app.addHook('preValidation', async (request, reply) => {
    const type = String(request.headers['content-type'] ?? '');
    const upload = request.routeOptions.url?.endsWith('/api/pictures') === true;
    if (request.method === 'POST' && !type.startsWith(upload ? 'application/octet-stream' : 'application/json')) {
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
    if (status === 413)
      return reply.code(413).send({
        error: 'Payload Too Large',
        message: `A save may carry at most ${SAVE_BODY_LIMIT / 1024 / 1024} MiB; nothing was saved. Save fewer files at a time, or make them smaller.`,
      });
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
  const { imagesDir } = library;
  await app.register(async (images) => {
    // The static files plugin follows links: a path through one is not found here.
    images.addHook('onRequest', async (request, reply) => {
      // The hook runs before any schema: the router's "*" is read as what it is, a string or absent.
      const below = Object.entries(request.params ?? {}).find(([name]) => name === '*')?.[1];
      const path = servedPath(typeof below === 'string' ? below : '');
      // A picture uploaded into this user's draft is served from there (to the editor and its preview only).
      const draft = await library.draftPicture(request, `/images/${path}`);
      if (draft) return reply.type(draft.mediaType).header('x-content-type-options', 'nosniff').send(draft.bytes);
      if (!hasNoLinks(imagesDir, path))
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

  app.get('/api/config', async (request, reply) => {
    const all = [...(await source.readAll(request))].map(([path, state]): EditorFile => ({ path, ...state }));
    const candidates = all.filter((file) => isArticleFile(file.path));
    const made = await entries.of(candidates, makeEntries);
    const articles: ArticleEntry[] = [];
    const listed = new Set<string>();
    candidates.forEach((file, index) => {
      const entry = made[index];
      if (!entry) return;
      articles.push({ path: file.path, hash: file.hash, entry });
      listed.add(file.path);
    });
    const { articles: _listed, ...rest }: ConfigSnapshot = {
      configId: source.id(request),
      saveTarget: source.target,
      // Every file whole but the articles (an article that is no JSON object is sent whole too).
      files: all.filter((file) => !listed.has(file.path)),
      articles,
      publicFiles: await library.publicFiles(request),
      images: await library.list(request),
      sections: { components: [...sections.components], pageHeadings: [...sections.pageHeadings] },
      // Read again at each opening (a commit or a publish since changes them).
      published: [...(await source.published(request, true))].map(([path, text]) => ({ path, text })),
    };
    // The articles' part written from their entries' JSON kept between answers (articlesJson).
    const body = `${JSON.stringify(rest).slice(0, -1)},"articles":${articlesJson(articles)}}`;
    return reply.type('application/json; charset=utf-8').send(body);
  });

  /** The user's files for the checks' thread: under npm run edit only their directory (the thread reads it). */
  const currentOf = async (request: FastifyRequest) =>
    source.directory === undefined ? await source.readAll(request) : { directory: source.directory };

  app.post(
    '/api/search',
    { schema: { body: searchBody }, attachValidation: true, bodyLimit: SEARCH_BODY_LIMIT },
    async (request, reply) => {
      if (request.validationError) return reply.code(400).send(SEARCH_REFUSED);
      // The scan reads every article: on the checks' thread, never the event loop (which, under npm
      // run edit, does not even read the files: the thread reads the directory).
      const answer = await checks.search(
        request.body.query,
        await currentOf(request),
        request.body.loaded,
        options.checkDeadlineMs,
      );
      if ('kind' in answer) return reply.code(422).send({ error: 'Unprocessable Entity', message: answer.message });
      return answer satisfies SearchAnswer;
    },
  );

  app.get('/api/files/*', { schema: { params: wildcardParams } }, async (request, reply) => {
    const path = request.params['*'];
    if (!kindOf(path)) throw new PathRefused(`"${path}" is not a file of the site configuration`);
    const state = (await source.readAll(request)).get(path);
    if (!state) return reply.code(404).send({ error: 'Not Found', message: `There is no ${path}.` });
    const file: EditorFile = { path, ...state };
    return file;
  });

  app.get('/api/images', async (request) => ({ images: await library.list(request) }));
  await app.register(uploadRoutes, { library, source });

  app.post('/api/form-rules', { schema: { body: formRulesBody }, attachValidation: true }, async (request, reply) => {
    if (request.validationError) return reply.code(400).send(NOT_A_JSON_OBJECT);
    const answer = await checks.formRules(request.body.form, options.checkDeadlineMs);
    if ('kind' in answer) return reply.code(422).send({ error: 'Unprocessable Entity', message: answer.message });
    return answer satisfies FormRulesAnswer;
  });

  // The save's body is read on the checks' thread: here it stays the bytes that came.
  await app.register(async (saves) => {
    saves.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: SAVE_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    // No schema checks it here: parsing and checking up to 2 MiB of JSON would hold the event loop,
    // so save.ts's checks do it on their thread and answer a malformed body with their 400.
    saves.post('/api/save', { bodyLimit: SAVE_BODY_LIMIT }, async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body)) return reply.code(400).send(NOT_A_JSON_OBJECT);
      const publicFiles = await library.publicFiles(request);
      const run = saving.then(() =>
        saveEdits(
          {
            source,
            request,
            checks,
            publicFiles,
            ...(options.checkDeadlineMs ? { deadlineMs: options.checkDeadlineMs } : {}),
          },
          body,
        ),
      );
      saving = run.catch(() => undefined);
      const outcome = await run;
      if (outcome.kind === 'saved') {
        request.log.info({ files: outcome.paths }, 'editor saved');
        // { files: EditorFile[] }, written as JSON on the checks' thread (save.ts).
        return reply
          .type('application/json; charset=utf-8')
          .send(Buffer.from(outcome.answer.buffer, outcome.answer.byteOffset, outcome.answer.byteLength));
      }
      const [status, answer] = saveAnswer(outcome);
      return reply.code(status).send(answer);
    });
    // The problems of the draft with every file, the articles the editor did not load included
    // (draft-problems.ts). Its body, the draft's changed files, is read on the checks' thread as a save's is.
    saves.post('/api/check', { bodyLimit: SAVE_BODY_LIMIT }, async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body)) return reply.code(400).send(NOT_A_JSON_OBJECT);
      const outcome = await checks.draftCheck(
        body,
        await currentOf(request),
        await library.publicFiles(request),
        options.checkDeadlineMs,
        await source.published(request),
      );
      if (outcome.kind === 'malformed') return reply.code(400).send({ error: 'Bad Request', message: outcome.message });
      if (outcome.kind === 'stopped')
        return reply.code(422).send({ error: 'Unprocessable Entity', message: outcome.message });
      const answer: CheckedDraft = { problems: outcome.problems, more: outcome.more };
      return answer;
    });
  });
};
