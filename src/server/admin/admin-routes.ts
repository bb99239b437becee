// /admin on the live server: sign-in, the password change, sign-out, the publishing API, and the
// visual editor at /admin/ over the signed-in user's draft (src/server/editor/plugin.ts, with
// draft-source.ts), and the admins' Accounts page and audit log (accounts-routes.ts). Every route
// says who may use it (its `access`): the sign-in page and call are public (the call still needs
// the anti-forgery header), everything else needs a live session whose password is not a one-time
// one; and what the account's roles must allow (its `permission`, permissions.ts): a route without
// one is open to every signed-in account, the editor's routes ask for `edit`. What a request is, is decided by the route it matched (forgery.ts):
// every request that may change something, and every call (/admin/api/…), needs the anti-forgery
// header and must come from a page of this origin.
// Without a session a call is answered 401 and a page is the sign-in page, with status 401. Nothing
// here is cached or indexed. With no account at all there is no /admin: it is not found, like any
// address the site does not have.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rateLimiter } from '../http/rate-limit.ts';
import type { RoutePlugin } from '../http/route-plugin.ts';
import { editorPlugin } from '../editor/plugin.ts';
import type { Publishing, Refusal } from '../publish/publishing.ts';
import type { Scheduling } from '../publish/schedules/scheduling.ts';
import type { Sharing } from '../publish/preview-links/sharing.ts';
import type { Reviewing } from '../publish/reviews/reviewing.ts';
import { BAD_DRAFT_BODY, draftBody, draftFilesAreConfig } from '../publish/draft-body.ts';
import type { PublishRow, ReportReads, Store, UserRow } from '../store/index.ts';
import type { FormDefinition } from '../../shared/forms/definition.ts';
import type { PublishedVersion } from '../../shared/published-version.ts';
import { draftLibrary } from './draft-library.ts';
import { draftSource } from './draft-source.ts';
import { forgeryVerdict, isCall, matchedRoute } from './forgery.ts';
import { accountRoutes } from './account-routes.ts';
import { accountsRoutes } from './accounts-routes.ts';
import { codeBody, idParams, pageQuery, rollbackBody, signInBody, stopBody } from './call-bodies.ts';
import { draftUpdateRoutes } from './draft-update-routes.ts';
import { insightsRoutes } from './insights-routes.ts';
import { leadsRoutes } from './leads-routes.ts';
import { handoffRoutes } from './handoff-routes.ts';
import { scheduleRoutes } from './schedule-routes.ts';
import { previewLinkRoutes } from './preview-link-routes.ts';
import { reviewRoutes } from './review-routes.ts';
import { accountGate, type Gate } from './gates.ts';
import { hasPermission, permissionsOf, type Permission } from '../roles/permissions.ts';
import {
  changePasswordPage,
  forbiddenPage,
  notFoundPage,
  loginPage,
  secondFactorPage,
  SIGN_IN_ASSETS,
  type AdminAssets,
} from './pages.ts';
import { registerAdminSession, secondStepAccount, sessionAccount, startSecondStep, startSession } from './session.ts';
import { attempt, signIn } from './sign-in.ts';
import { secondFactorMatches } from './two-factor.ts';
import { fill, adminText as text, waitInWords } from '../words/text.ts';

/** Who may use a route: anyone (the sign-in and its second step check for themselves), or a signed-in account. */
type Access = 'public' | 'session';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** What the route stays open for while the account has something to do first (gates.ts); closed by default. */
    during?: Gate[];
    /** What the account must be allowed to do for the route (permissions.ts). */
    permission?: Permission;
  }
  interface FastifyRequest {
    /** The signed-in account, on routes that need one. */
    account?: UserRow;
  }
}

export interface AdminOptions {
  store: Store;
  publishing: Publishing;
  /** Publish later: the schedules (schedule-routes.ts). */
  scheduling: Scheduling;
  /** Share a preview: the preview links (preview-link-routes.ts). */
  sharing: Sharing;
  /** Ask for a review: the reviews and their comments (review-routes.ts). */
  reviewing: Reviewing;
  /** Where /admin/insights' reports read, apart from the store's writes (store/report-reader.ts). */
  reports?: ReportReads;
  /** The built script and style sheet of the sign-in and password pages (dist-admin/). */
  bundleDir: string;
  /** The built visual editor (dist-editor/). */
  editorBundleDir: string;
  /** The project (schemas/, public/ for the editor). */
  projectRoot: string;
  /** DATA_DIR, and the live site's forms: for the Leads page (leads-routes.ts). */
  dataDir: string;
  forms: () => readonly FormDefinition[];
  /** What one account's draft pictures may take before they are published (draft-library.ts says by default). */
  uploadQuotaBytes?: number;
  /** Answers with the site's own 404 page (no /admin while there is no account). */
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

/** A draft's files as texts: a draft holds at most 1 MiB (draft-bounds.ts), in JSON a little more. */
const DRAFT_BODY_LIMIT = 1536 * 1024;
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

/** The editor's own page, where the sign-in lands (the router names it with or without its slash). */
const EDITOR_HOME = ['/admin', '/admin/'];

/** A version as the browser reads it: without where its build lies on the server. */
function published({ buildDir: _buildDir, ...version }: PublishRow): PublishedVersion {
  return version;
}

export const adminPlugin: RoutePlugin<AdminOptions> = async (app, options) => {
  const { store, publishing, scheduling, reviewing } = options;
  const assets = readAssets(options.bundleDir);
  await registerAdminSession(app, store);

  app.addHook('onRequest', async (request, reply) => {
    if ((await store.accounts.countUsers()) === 0) return options.notFound(request, reply);
    return undefined;
  });
  // The editor warms its checks' memory once someone comes to /admin (EditorOptions.warmUpWhen),
  // not at the server's start, where it competed with the first visitors (issue 45).
  let firstAdminRequest: () => void = () => undefined;
  const adminAsked = new Promise<void>((resolve) => (firstAdminRequest = resolve));
  app.addHook('onRequest', async () => firstAdminRequest());

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
    return payload;
  });

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(page);
  const signInPage = (request: FastifyRequest, reply: FastifyReply, status: number) => {
    if (!assets)
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The admin pages are not built: run npm run build.');
    // After signing in, the browser comes back to the address it asked for.
    const next = matchedRoute(request) === '/admin/login' ? '/admin/' : '';
    return html(reply, status, loginPage(assets, next));
  };

  // Before the body is read: a refused request costs no parsing.
  app.addHook('onRequest', async (request, reply) => {
    const forged = forgeryVerdict(request);
    if (forged)
      return reply.code(403).send({
        error: 'Forbidden',
        ...message(forged === 'elsewhere' ? text.messages.elsewhere : text.messages.badToken),
      });
    // The sign-in page's script and style sheet: public like the page itself.
    const access =
      matchedRoute(request) === `/admin/${SIGN_IN_ASSETS}/*`
        ? 'public'
        : (request.routeOptions.config.access ?? 'session');
    if (access !== 'public') {
      const account = sessionAccount(request);
      if (account === 'expired') await request.session.destroy();
      const user = typeof account === 'object' ? await store.accounts.findUserById(account.userId) : undefined;
      if (!user) {
        // Half signed in: the password was right, the code from the app is still to come.
        const waiting = secondStepAccount(request);
        if (isCall(request))
          return reply.code(401).send({
            error: 'Unauthorized',
            ...message(
              account === 'expired'
                ? text.messages.sessionEnded
                : typeof waiting === 'object'
                  ? text.messages.secondFactorFirst
                  : text.messages.signInFirst,
            ),
          });
        if (typeof waiting === 'object' && assets) return html(reply, 401, secondFactorPage(assets));
        return signInPage(request, reply, 401);
      }
      request.account = user;
      const gate = await accountGate(store, user);
      if (gate && !(request.routeOptions.config.during ?? []).includes(gate)) {
        if (isCall(request))
          return reply.code(403).send({
            error: 'Forbidden',
            ...message(
              gate === 'password-change'
                ? text.messages.passwordChangeRequired
                : text.messages.secondFactorSetupRequired,
            ),
          });
        if (!assets) return signInPage(request, reply, 503);
        if (gate === 'password-change') return html(reply, 200, changePasswordPage(assets, user));
        return reply.redirect('/admin/account', 303);
      }
      // What the route asks of the account's roles (permissions.ts); a route that names nothing is
      // open to every signed-in account (its own account page, /api/me, sign-out).
      const permission = request.routeOptions.config.permission;
      if (permission && !hasPermission(user, permission)) {
        const why = text.roles.refused[permission];
        if (isCall(request)) return reply.code(403).send({ error: 'Forbidden', ...message(why) });
        // Where the sign-in lands (the editor): an account that may only see the leads goes there.
        if (EDITOR_HOME.includes(matchedRoute(request)) && hasPermission(user, 'leads'))
          return reply.redirect('/admin/leads', 303);
        if (!assets) return signInPage(request, reply, 503);
        return html(reply, 403, forbiddenPage(assets, user, why));
      }
    }
    return undefined;
  });

  const audit = (request: FastifyRequest, action: string, detail: Record<string, unknown> = {}) =>
    store.audit.add({ actor: request.account?.name ?? 'anonymous', action, detail }, new Date());

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
  const refused = (reply: FastifyReply, result: { status: 401 | 429; message: string; retryAfterMs?: number }) => {
    if (result.retryAfterMs) reply.header('retry-after', Math.ceil(result.retryAfterMs / 1000));
    return reply
      .code(result.status)
      .send({ error: result.status === 429 ? 'Too Many Requests' : 'Unauthorized', ...message(result.message) });
  };

  const badRequest = (reply: FastifyReply) =>
    reply.code(400).send({ error: 'Bad Request', ...message(text.messages.badRequest) });
  /** A call whose body is checked by `body`; the handler answers a body that fails it (badRequest). */
  const calling = <Body>(body: Body) => ({ schema: { body }, attachValidation: true }) as const;

  app.post(
    '/api/sign-in',
    { config: { access: 'public' }, preHandler: signInFlood, ...calling(signInBody) },
    async (request, reply) => {
      if (request.validationError) return badRequest(reply);
      const body = request.body;
      const result = await signIn(store, body.name, body.password, request.ip);
      if (!result.ok) {
        await store.audit.add(
          {
            actor: body.name.slice(0, 40),
            action: 'sign-in-failed',
            detail: { why: result.status === 429 ? 'waiting' : 'wrong' },
          },
          new Date(),
        );
        return refused(reply, result);
      }
      const { passwordHash: _hash, totpSecret, totpPending: _pending, ...user } = result.user;
      request.account = user;
      if (totpSecret) {
        // The password was right; the code from the app comes next (secondFactorPage).
        await startSecondStep(request, user.id);
        await audit(request, 'sign-in-password');
        return { name: user.name, secondFactor: true };
      }
      await startSession(request, user.id);
      await audit(request, 'sign-in');
      return { name: user.name, mustChangePassword: user.mustChangePassword };
    },
  );

  app.post(
    '/api/sign-in/second-factor',
    { config: { access: 'public' }, preHandler: signInFlood, ...calling(codeBody) },
    async (request, reply) => {
      if (request.validationError) return badRequest(reply);
      const body = request.body;
      const waiting = secondStepAccount(request);
      const found = typeof waiting === 'object' ? await store.accounts.findUserById(waiting.userId) : undefined;
      const user = found && (await store.accounts.findUser(found.name));
      if (!user) {
        if (waiting !== 'none') await request.session.destroy();
        return reply.code(401).send({
          error: 'Unauthorized',
          ...message(waiting === 'expired' ? text.messages.secondFactorExpired : text.messages.signInFirst),
        });
      }
      const { passwordHash: _hash, totpSecret: _secret, totpPending: _pending, ...account } = user;
      request.account = account;
      const code = body.code;
      const result = await attempt({ store, name: user.name, ip: request.ip }, () =>
        secondFactorMatches(store, user, code, new Date()),
      );
      if (!result.ok) {
        await audit(request, 'second-factor-failed', { why: result.status === 429 ? 'waiting' : 'wrong' });
        return refused(reply, result.status === 401 ? { ...result, message: text.messages.wrongCode } : result);
      }
      await startSession(request, user.id);
      await audit(request, 'sign-in', { secondFactor: result.value });
      return { name: user.name, mustChangePassword: user.mustChangePassword };
    },
  );

  // Whatever the session holds (signed in, or half way), it ends: public, so the second step can leave too.
  app.post('/api/sign-out', { config: { access: 'public' } }, async (request) => {
    const account = sessionAccount(request);
    const user = typeof account === 'object' ? await store.accounts.findUserById(account.userId) : undefined;
    if (user) {
      request.account = user;
      await audit(request, 'sign-out');
    }
    await request.session.destroy();
    return message('');
  });

  await app.register(accountRoutes, { store, assets, html, audit });
  await app.register(accountsRoutes, { store, assets, html });
  // Named one by one: the options of this plugin hold its prefix, which would be added again.
  const { dataDir, forms, editorBundleDir } = options;
  await app.register(leadsRoutes, { store, dataDir, forms, editorBundleDir, audit });
  await app.register(insightsRoutes, { store, reports: options.reports, editorBundleDir });

  // Who is signed in and what their roles allow: the editor hides what the server would refuse.
  app.get('/api/me', async (request) => {
    const { name, fullName, email, roles } = request.account!;
    return { name, fullName, email, roles, permissions: permissionsOf(request.account!) };
  });

  const edit = { config: { permission: 'edit' } } as const;
  const publish = { config: { permission: 'publish' } } as const;

  // The saved draft, and why its owner may not publish it as it is (a setting only an admin may publish).
  app.get('/api/draft', edit, async (request) => ({
    files: await publishing.draft(request.account!),
    adminOnly: (await publishing.adminOnly(request.account!)) ?? null,
    // Files someone published over since the draft began: the editor offers "Update my draft".
    behind: await publishing.behindPaths(request.account!),
  }));
  await app.register(draftUpdateRoutes, { publishing, audit });

  app.post('/api/draft', { ...edit, bodyLimit: DRAFT_BODY_LIMIT, ...calling(draftBody) }, async (request, reply) => {
    if (request.validationError || !draftFilesAreConfig(request.body.files))
      return reply.code(400).send({ error: 'Bad Request', message: BAD_DRAFT_BODY });
    const files = request.body.files.map(({ path, baseHash, text }) => ({ path, baseHash, text }));
    const outcome = await publishing.saveDraft(request.account!, files);
    if (outcome.status !== 200) return reply.code(outcome.status).send(outcome.body);
    await audit(request, 'draft-saved', { files: outcome.paths });
    return { files: outcome.files };
  });

  app.post('/api/draft/discard', edit, async (request) => {
    await publishing.discardDraft(request.account!);
    // The publishes scheduled of this draft would publish pictures it took along: they go too.
    const cancelled = await scheduling.draftDiscarded(request.account!, request.account!);
    // A review of it has nothing left to approve: it is closed.
    const review = await reviewing.draftDiscarded(request.account!);
    await audit(request, 'draft-discarded', {
      ...(cancelled.length > 0 ? { schedule: cancelled } : {}),
      ...(review === undefined ? {} : { review }),
    });
    return message(text.publish.draftDiscarded);
  });

  const refuse = (reply: FastifyReply, { status, error, refused, problems, more }: Refusal) =>
    reply.code(status).send({ error, ...message(refused), ...(problems ? { problems, more: more ?? 0 } : {}) });

  app.post('/api/publish', publish, async (request, reply) => {
    const outcome = await publishing.publishDraft(request.account!);
    if ('refused' in outcome) return refuse(reply, outcome);
    await audit(request, 'publish', { id: outcome.id });
    return reply.code(202).send({ id: outcome.id, ...message(text.publish.started) });
  });

  // Publish later (schedule-routes.ts).
  await app.register(scheduleRoutes, { scheduling, audit });
  // Share a preview (preview-link-routes.ts).
  await app.register(previewLinkRoutes, { sharing: options.sharing, audit });

  // Other accounts' saved drafts, for a publisher to review and publish (handoff-routes.ts).
  await app.register(handoffRoutes, { store, publishing, audit });
  // Reviews asked of publishers, with their comments (review-routes.ts).
  await app.register(reviewRoutes, { reviewing, audit });

  app.post('/api/publish/stop', { ...publish, ...calling(stopBody) }, async (request, reply) => {
    if (request.validationError) return badRequest(reply);
    const body = request.body;
    const outcome = await publishing.stop(request.account!, body.id);
    if ('refused' in outcome) return refuse(reply, outcome);
    await audit(request, 'publish-stop', { id: outcome.stopping });
    return reply.code(202).send({ id: outcome.stopping, ...message(text.publish.stopping) });
  });

  app.post('/api/rollback', { ...publish, ...calling(rollbackBody) }, async (request, reply) => {
    if (request.validationError) return badRequest(reply);
    const body = request.body;
    const outcome = await publishing.rollback(request.account!, body.to);
    if ('refused' in outcome) return refuse(reply, outcome);
    await audit(request, 'rollback', { id: outcome.id, to: body.to });
    return reply.code(202).send({ id: outcome.id, ...message(text.publish.started) });
  });

  app.get('/api/publish/status', edit, async () => {
    const status = await publishing.status();
    return { ...status, running: status.running && published(status.running) };
  });

  // Paged, newest first, without diffs: ?before=ID gives the versions older than ID.
  app.get(
    '/api/history',
    { ...edit, schema: { querystring: pageQuery }, attachValidation: true },
    async (request, reply) => {
      if (request.validationError) return badRequest(reply);
      const raw = request.query.before;
      const before = raw === undefined ? undefined : Number(raw);
      if (before !== undefined && (!Number.isInteger(before) || before < 1)) return badRequest(reply);
      const page = await publishing.history(before);
      // A version a schedule published says so: who scheduled it, for when, and when it ran.
      const scheduled = await scheduling.ofVersions(page.versions.map((version) => version.id));
      const withSchedule = (version: PublishRow) => {
        const schedule = scheduled.get(version.id);
        return { ...published(version), ...(schedule ? { schedule } : {}) };
      };
      // The scheduled publishes that did not go live, among the versions of their time: those that ended
      // after this page's oldest version (any, on the last page) and up to the version before it.
      // (A version `before` pruned meanwhile: up to this page's newest; none for an empty page.)
      const upTo =
        before === undefined ? null : ((await publishing.version(before))?.startedAt ?? page.versions[0]?.startedAt);
      const after = page.next === null ? null : (page.versions.at(-1)?.startedAt ?? null);
      const notLive = upTo === undefined ? [] : await scheduling.notLive(after, upTo);
      return { versions: page.versions.map(withSchedule), next: page.next, notLive };
    },
  );

  // The files a version changed, before and after: the editor tells the change in words.
  app.get('/api/history/:id/changes', { ...edit, schema: { params: idParams } }, async (request, reply) => {
    const id = Number(request.params.id);
    const files = Number.isInteger(id) && id > 0 ? await publishing.versionChanges(id) : undefined;
    if (!files) return reply.code(404).send({ error: 'Not Found', message: 'There is no such published version.' });
    return { files };
  });

  app.get('/api/history/:id', { ...edit, schema: { params: idParams } }, async (request, reply) => {
    const id = Number(request.params.id);
    const version = Number.isInteger(id) && id > 0 ? await publishing.version(id) : undefined;
    if (!version) return reply.code(404).send({ error: 'Not Found', message: 'There is no such version.' });
    return { version: published(version) };
  });

  // The editor: its documents at /admin/ and /admin/preview, its calls under /admin/api/; Save
  // writes the user's draft, which its preview shows. Every route of it but the bundle's files is for
  // accounts that may edit.
  await app.register(async (editor) => {
    editor.addHook('onRoute', (route) => {
      // The bundle's scripts, styles and icon are no content: the Leads page loads them too.
      if (route.url.startsWith('/admin/assets/') || route.url === '/admin/favicon.svg') return;
      route.config = { permission: 'edit', ...route.config };
    });
    await editor.register(editorPlugin, {
      source: draftSource(publishing, (request, paths) => audit(request, 'draft-saved', { files: paths })),
      library: draftLibrary(store, join(options.projectRoot, 'public'), options.uploadQuotaBytes),
      projectRoot: options.projectRoot,
      bundleDir: options.editorBundleDir,
      warmUpWhen: adminAsked,
    });
  });
  // Any other address under /admin: the sign-in page (or 401) without a session, not found with one;
  // under /admin/api/ it is a call (answered in JSON), elsewhere a page a browser asked for (a
  // mistyped or old link), answered with a page that leads on.
  const noSuchThing = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'GET' && !isCall(request) && assets && request.account)
      return html(reply, 404, notFoundPage(assets, request.account));
    return reply.code(404).send({ error: 'Not Found', message: text.notFound.call });
  };
  for (const route of ['/*', '/api/*']) {
    app.get(route, noSuchThing);
    app.post(route, noSuchThing);
  }
};
