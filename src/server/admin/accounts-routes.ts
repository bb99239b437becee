// The admins' side of /admin: the Accounts page and its calls (add an account, change its roles, give
// it a new one-time password, unlock it, remove it), and the audit log, newest first. Only for the
// admin permission (checked before any of these runs, admin-routes.ts). Each change goes through
// accounts.ts, as `npm run admin` does, and is audited under the admin's name. An admin cannot remove
// their own account nor take away their own admin role: an admin always remains.
import type { FastifyReply } from 'fastify';
import type { RoutePlugin } from '../http/route-plugin.ts';
import { isValidAddress } from '../../shared/email.ts';
import { UserExistsError, type Store } from '../store/index.ts';
import {
  AccountError,
  accountNameProblem,
  addUser,
  removeUser,
  resetPassword,
  setRoles,
  unlockAccount,
} from './accounts.ts';
import { accountsPage, auditPage } from './accounts-pages.ts';
import { accountBody, newAccountBody, pageQuery, rolesBody } from './call-bodies.ts';
import { lockedAccounts } from './sign-in.ts';
import type { AdminAssets } from './pages.ts';
import { parseRoles, ROLES, type Role } from '../roles/permissions.ts';
import { adminText, fill } from '../words/text.ts';

const t = adminText.accounts;
/** Entries of the audit log per page. */
export const AUDIT_PAGE = 50;

export interface AccountsRoutesOptions {
  store: Store;
  assets: AdminAssets | undefined;
  html: (reply: FastifyReply, status: number, page: string) => FastifyReply;
}

const admin = { config: { permission: 'admin' } } as const;
/** An admin's call whose body is checked by `body`; the handler answers a body that fails it. */
const adminCall = <Body>(body: Body) => ({ ...admin, schema: { body }, attachValidation: true }) as const;

export const accountsRoutes: RoutePlugin<AccountsRoutesOptions> = async (app, { store, assets, html }) => {
  /** A refusal in words; `field` names the form's field it is about, which the page marks and focuses. */
  const refuse = (reply: FastifyReply, status: 400 | 403 | 404 | 409, words: string, field?: string) =>
    reply.code(status).send({
      error: { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict' }[status],
      message: words,
      ...(field ? { field } : {}),
    });
  const notBuilt = (reply: FastifyReply) =>
    reply.code(503).type('text/plain; charset=utf-8').send('The admin pages are not built.');
  /** Runs an account change; a refusal of accounts.ts (a bad name, no such account) is a 400 or 404 with its words. */
  const change = async (reply: FastifyReply, name: string, work: () => Promise<string>) => {
    try {
      return { message: await work() };
    } catch (error) {
      if (error instanceof UserExistsError) return refuse(reply, 409, fill(t.nameTaken, { name }), 'name');
      if (error instanceof AccountError)
        return error.kind === 'missing'
          ? refuse(reply, 404, fill(t.noSuchAccount, { name }))
          : refuse(reply, 400, error.message);
      throw error;
    }
  };
  const rolesOf = (text: string | undefined): Role[] | string => {
    const parsed = parseRoles(text ?? '');
    return 'unknown' in parsed ? fill(t.notARole, { name: parsed.unknown, roles: ROLES.join(', ') }) : parsed.roles;
  };

  app.get('/accounts', admin, async (request, reply) => {
    if (!assets) return notBuilt(reply);
    const users = await store.accounts.listUsers();
    const locked = await lockedAccounts(
      store,
      users.map(({ name }) => name),
    );
    return html(reply, 200, accountsPage(assets, request.account!, users, locked));
  });

  app.post('/api/accounts', adminCall(newAccountBody), async (request, reply) => {
    if (request.validationError) return refuse(reply, 400, adminText.messages.badRequest);
    const body = request.body;
    const roles = rolesOf(body.roles);
    if (typeof roles === 'string') return refuse(reply, 400, roles);
    const name = body.name.trim();
    const email = body.email?.trim();
    // Checked here as addUser would, to answer in the page's words and point at the field to fix.
    if (accountNameProblem(name)) return refuse(reply, 400, fill(t.badName, { name }), 'name');
    if (email && !isValidAddress(email)) return refuse(reply, 400, fill(t.badEmail, { email }), 'email');
    return change(reply, name, async () => {
      const { user, password } = await addUser(
        store,
        { name, fullName: body.fullName?.trim(), email, roles },
        new Date(),
        request.account!.name,
      );
      return fill(t.added, { name: user.name, password });
    });
  });

  app.post('/api/accounts/roles', adminCall(rolesBody), async (request, reply) => {
    if (request.validationError) return refuse(reply, 400, adminText.messages.badRequest);
    const body = request.body;
    const roles = rolesOf(body.roles);
    if (typeof roles === 'string') return refuse(reply, 400, roles);
    if (body.name === request.account!.name && !roles.includes('admin')) return refuse(reply, 403, t.notYourself);
    const name = body.name;
    return change(reply, name, async () => {
      const user = await setRoles(store, name, roles, new Date(), request.account!.name);
      return fill(t.rolesSaved, { name, roles: user.roles.join(', ') || t.noRoles });
    });
  });

  app.post('/api/accounts/reset-password', adminCall(accountBody), async (request, reply) => {
    if (request.validationError) return refuse(reply, 400, adminText.messages.badRequest);
    const body = request.body;
    const name = body.name;
    return change(reply, name, async () =>
      fill(t.passwordReset, { name, password: await resetPassword(store, name, new Date(), request.account!.name) }),
    );
  });

  app.post('/api/accounts/unlock', adminCall(accountBody), async (request, reply) => {
    if (request.validationError) return refuse(reply, 400, adminText.messages.badRequest);
    const body = request.body;
    const name = body.name;
    return change(reply, name, async () =>
      fill((await unlockAccount(store, name, new Date(), request.account!.name)) > 0 ? t.unlocked : t.notLocked, {
        name,
      }),
    );
  });

  app.post('/api/accounts/remove', adminCall(accountBody), async (request, reply) => {
    if (request.validationError) return refuse(reply, 400, adminText.messages.badRequest);
    const body = request.body;
    if (body.name === request.account!.name) return refuse(reply, 403, t.notYourself);
    const name = body.name;
    return change(reply, name, async () => {
      await removeUser(store, name, new Date(), request.account!.name);
      return '';
    });
  });

  // Newest first, a page at a time: ?before=ID gives the entries older than ID.
  app.get(
    '/audit',
    { ...admin, schema: { querystring: pageQuery }, attachValidation: true },
    async (request, reply) => {
      if (!assets) return notBuilt(reply);
      const raw = request.validationError ? 'invalid' : request.query.before;
      const before = raw === undefined ? undefined : Number(raw);
      if (before !== undefined && (!Number.isInteger(before) || before < 1))
        return refuse(reply, 400, adminText.messages.badRequest);
      const entries = (await store.audit.list({ limit: AUDIT_PAGE, ...(before ? { before } : {}) })).reverse();
      const older = entries.length === AUDIT_PAGE ? entries.at(-1)!.id : undefined;
      return html(reply, 200, auditPage(assets, request.account!, entries, AUDIT_PAGE, older, before !== undefined));
    },
  );
};
