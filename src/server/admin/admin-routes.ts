// /admin on the live server: sign-in, the password change, sign-out, the publishing API, and the
// visual editor at /admin/ over the signed-in user's draft (src/server/editor/plugin.ts, with
// draft-source.ts). Every route says who may use it (its `access`): the sign-in page and call are
// public (the call still needs the anti-forgery header), everything else needs a live session whose
// password is not a one-time one, and every call (/admin/api/…) the anti-forgery header too.
// Without a session a call is answered 401 and a page is the sign-in page, with status 401. Nothing
// here is cached or indexed. With no account at all there is no /admin: it is not found, like any
// address the site does not have.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { isJsonObject } from '../http/json-body.ts';
import { rateLimiter } from '../http/rate-limit.ts';
import { hasValidXsrfToken } from '../http/xsrf.ts';
import { editorPlugin } from '../editor/plugin.ts';
import type { Publishing } from '../publish/publishing.ts';
import type { PublishRow, Store, UserRow } from '../store/index.ts';
import type { PublishedVersion } from '../../shared/published-version.ts';
import { draftSource } from './draft-source.ts';
import { changePasswordPage, loginPage, SIGN_IN_ASSETS, type AdminAssets } from './pages.ts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import { currentSessionHash, registerAdminSession, sessionAccount, startSession } from './session.ts';
import { signIn } from './sign-in.ts';
import { fill, adminText as text, waitInWords } from './text.ts';

/** Who may use a route: anyone, a session that may still have to change its password, or a full session. */
type Access = 'public' | 'password-change' | 'session';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in account, on routes that need one. */
    account?: UserRow;
  }
}

export interface AdminOptions {
  store: Store;
  publishing: Publishing;
  /** The built script and style sheet of the sign-in and password pages (dist-admin/). */
  bundleDir: string;
  /** The built visual editor (dist-editor/). */
  editorBundleDir: string;
  /** The project (schemas/, public/ for the editor). */
  projectRoot: string;
  /** Answers with the site's own 404 page (no /admin while there is no account). */
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

/** A publish or a save is a few hundred KiB of config at most. */
const ADMIN_BODY_LIMIT = 4 * 1024 * 1024;
const SIGN_IN_FLOOD_LIMIT = { max: 30, windowMs: 60_000 };

function readAssets(bundleDir: string): AdminAssets | undefined {
  const manifestFile = join(bundleDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; css?: string[]; isEntry?: boolean }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  return entry && { script: `/admin/${entry.file}`, styles: (entry.css ?? []).map((file) => `/admin/${file}`) };
}

const message = (text: string) => ({ message: text });

/** A version as the browser reads it: without where its build lies on the server. */
function published({ buildDir: _buildDir, ...version }: PublishRow): PublishedVersion {
  return version;
}

export const adminPlugin: FastifyPluginAsync<AdminOptions> = async (app: FastifyInstance, options) => {
  const { store, publishing } = options;
  const assets = readAssets(options.bundleDir);
  await registerAdminSession(app, store);

  app.addHook('onRequest', async (request, reply) => {
    if ((await store.countUsers()) === 0) return options.notFound(request, reply);
    return undefined;
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
    return payload;
  });

  const isCall = (request: FastifyRequest) => request.url.startsWith('/admin/api/');
  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(page);
  const signInPage = (request: FastifyRequest, reply: FastifyReply, status: number) => {
    if (!assets)
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The admin pages are not built: run npm run build.');
    // After signing in, the browser comes back to the address it asked for.
    const next = request.url === '/admin/login' ? '/admin/' : '';
    return html(reply, status, loginPage(assets, next));
  };

  app.addHook('preHandler', async (request, reply) => {
    // The sign-in page's script and style sheet: public like the page itself.
    const access = request.url.startsWith(`/admin/${SIGN_IN_ASSETS}/`)
      ? 'public'
      : (request.routeOptions.config.access ?? 'session');
    if (access !== 'public') {
      const account = sessionAccount(request);
      if (account === 'expired') await request.session.destroy();
      const user = typeof account === 'object' ? await store.findUserById(account.userId) : undefined;
      if (!user) {
        if (isCall(request))
          return reply.code(401).send({
            error: 'Unauthorized',
            ...message(account === 'expired' ? text.messages.sessionEnded : text.messages.signInFirst),
          });
        return signInPage(request, reply, 401);
      }
      request.account = user;
      if (user.mustChangePassword && access !== 'password-change') {
        if (isCall(request))
          return reply.code(403).send({ error: 'Forbidden', ...message(text.messages.passwordChangeRequired) });
        return assets ? html(reply, 200, changePasswordPage(assets, user)) : signInPage(request, reply, 503);
      }
    }
    if (isCall(request) && !hasValidXsrfToken(request)) {
      return reply.code(403).send({
        error: 'Forbidden',
        message: 'The anti-forgery token is missing or wrong. Reload the page and try again.',
      });
    }
    return undefined;
  });

  const audit = (request: FastifyRequest, action: string, detail: Record<string, unknown> = {}) =>
    store.addAudit({ actor: request.account?.name ?? 'anonymous', action, detail }, new Date());

  if (assets)
    await app.register(fastifyStatic, {
      root: join(options.bundleDir, SIGN_IN_ASSETS),
      prefix: `/${SIGN_IN_ASSETS}/`,
      decorateReply: false,
      dotfiles: 'ignore',
      index: false,
      cacheControl: false,
    });

  app.get('/login', { config: { access: 'public' } }, async (request, reply) => {
    if (typeof sessionAccount(request) === 'object') return reply.redirect('/admin/', 303);
    return signInPage(request, reply, 200);
  });

  const signInFlood = rateLimiter(app, 'admin-sign-in', SIGN_IN_FLOOD_LIMIT, (seconds) =>
    fill(text.messages.flood, { wait: waitInWords(seconds * 1000) }),
  );
  app.post('/api/sign-in', { config: { access: 'public' }, preHandler: signInFlood }, async (request, reply) => {
    const body = request.body;
    if (
      !isJsonObject(body) ||
      typeof body.name !== 'string' ||
      typeof body.password !== 'string' ||
      body.name.length > 40 ||
      body.password.length > 200
    ) {
      return reply.code(400).send({ error: 'Bad Request', ...message(text.messages.badRequest) });
    }
    const result = await signIn(store, body.name, body.password, request.ip);
    if (!result.ok) {
      await store.addAudit(
        {
          actor: body.name.slice(0, 40),
          action: 'sign-in-failed',
          detail: { why: result.status === 429 ? 'waiting' : 'wrong' },
        },
        new Date(),
      );
      if (result.retryAfterMs) reply.header('retry-after', Math.ceil(result.retryAfterMs / 1000));
      return reply
        .code(result.status)
        .send({ error: result.status === 429 ? 'Too Many Requests' : 'Unauthorized', ...message(result.message) });
    }
    await startSession(request, result.user.id);
    request.account = result.user;
    await audit(request, 'sign-in');
    return { name: result.user.name, mustChangePassword: result.user.mustChangePassword };
  });

  app.post('/api/sign-out', { config: { access: 'password-change' } }, async (request) => {
    await audit(request, 'sign-out');
    await request.session.destroy();
    return message('');
  });

  app.post('/api/password', { config: { access: 'password-change' } }, async (request, reply) => {
    const body = request.body;
    const user = request.account!;
    if (
      !isJsonObject(body) ||
      typeof body.current !== 'string' ||
      typeof body.next !== 'string' ||
      body.current.length > 200
    ) {
      return reply.code(400).send({ error: 'Bad Request', ...message(text.messages.badRequest) });
    }
    const stored = await store.findUser(user.name);
    if (!stored || !(await verifyPassword(body.current, stored.passwordHash)))
      return reply.code(400).send({ error: 'Bad Request', ...message(text.messages.wrongCurrent) });
    const problem = passwordProblem(body.next, user.name, body.current);
    if (problem) return reply.code(400).send({ error: 'Bad Request', ...message(text.messages[problem]) });
    // This browser stays signed in; every other session of the account ends.
    await store.setPassword(user.id, await hashPassword(body.next), false, new Date(), currentSessionHash(request));
    await audit(request, 'password-changed');
    return message(text.messages.passwordChanged);
  });

  app.get('/api/me', async (request) => {
    const { name, fullName, email } = request.account!;
    return { name, fullName, email };
  });

  app.get('/api/draft', async (request) => ({ files: await publishing.draft(request.account!) }));

  app.post('/api/draft', { bodyLimit: ADMIN_BODY_LIMIT }, async (request, reply) => {
    const outcome = await publishing.saveDraft(request.account!, request.body);
    if (outcome.status !== 200) return reply.code(outcome.status).send(outcome.body);
    await audit(request, 'draft-saved', { files: outcome.paths });
    return outcome.body;
  });

  app.post('/api/draft/discard', async (request) => {
    await publishing.discardDraft(request.account!);
    await audit(request, 'draft-discarded');
    return message(text.publish.draftDiscarded);
  });

  app.post('/api/publish', async (request, reply) => {
    const outcome = await publishing.publishDraft(request.account!);
    if ('refused' in outcome)
      return reply.code(outcome.status).send({ error: outcome.error, ...message(outcome.refused) });
    await audit(request, 'publish', { id: outcome.id });
    return reply.code(202).send({ id: outcome.id, ...message(text.publish.started) });
  });

  app.post('/api/rollback', async (request, reply) => {
    const body = request.body;
    if (!isJsonObject(body) || typeof body.to !== 'number' || !Number.isInteger(body.to) || body.to < 1) {
      return reply.code(400).send({ error: 'Bad Request', ...message(text.messages.badRequest) });
    }
    const outcome = await publishing.rollback(request.account!, body.to);
    if ('refused' in outcome)
      return reply.code(outcome.status).send({ error: outcome.error, ...message(outcome.refused) });
    await audit(request, 'rollback', { id: outcome.id, to: body.to });
    return reply.code(202).send({ id: outcome.id, ...message(text.publish.started) });
  });

  app.get('/api/publish/status', async () => {
    const status = await publishing.status();
    return { ...status, running: status.running && published(status.running) };
  });

  app.get('/api/history', async () => ({ versions: (await publishing.history()).map(published) }));

  // The files a version changed, before and after: the editor tells the change in words.
  app.get('/api/history/:id/changes', async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    const files = Number.isInteger(id) && id > 0 ? await publishing.versionChanges(id) : undefined;
    if (!files) return reply.code(404).send({ error: 'Not Found', message: 'There is no such published version.' });
    return { files };
  });

  app.get('/api/history/:id', async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    const version = Number.isInteger(id) && id > 0 ? await publishing.version(id) : undefined;
    if (!version) return reply.code(404).send({ error: 'Not Found', message: 'There is no such version.' });
    return { version: published(version) };
  });

  // The editor: its documents at /admin/ and /admin/preview, its calls under /admin/api/; Save
  // writes the user's draft, which its preview shows.
  await app.register(editorPlugin, {
    source: draftSource(publishing, (request, paths) => audit(request, 'draft-saved', { files: paths })),
    projectRoot: options.projectRoot,
    bundleDir: options.editorBundleDir,
  });
  // Any other address under /admin: the sign-in page (or 401) without a session, not found with one.
  const noSuchThing = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({ error: 'Not Found', message: 'There is no such admin page or call.' });
  app.get('/*', noSuchThing);
  app.post('/*', noSuchThing);
};
