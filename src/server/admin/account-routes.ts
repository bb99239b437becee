// An account's own settings under /admin: its page (/admin/account), the password change, and the
// second factor: set up (a secret shown as a QR code and as text, confirmed by a first code, which
// gives ten recovery codes shown once), and turned off with the password and a code (a session left
// open, or stolen, is not enough to take the factor away). Every account may turn it on;
// when the operator requires it (npm run admin -- require-2fa) it cannot be turned off, and an
// account without it is sent here first (gates.ts). Checking the current password, and the password
// and code that turn the factor off, count as sign-in attempts (sign-in.ts): a session cannot guess
// without limit.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RoutePlugin } from '../http/route-plugin.ts';
import type { Store, UserRow } from '../store/index.ts';
import { codeBody, passwordBody, twoFactorOffBody } from './call-bodies.ts';
import type { Gate } from './gates.ts';
import { accountPage, type AdminAssets, type TwoFactorState } from './pages.ts';
import { passwordStrength } from './password-strength.ts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import { currentSessionHash } from './session.ts';
import { attempt } from './sign-in.ts';
import { fill, adminText as text } from '../words/text.ts';
import {
  codeStep,
  groupedSecret,
  newRecoveryCodes,
  newSecret,
  recoveryCodeHash,
  secondFactorMatches,
  secondFactorRequired,
  setupQrSvg,
} from './two-factor.ts';

export interface AccountRoutesOptions {
  store: Store;
  assets: AdminAssets | undefined;
  html: (reply: FastifyReply, status: number, page: string) => FastifyReply;
  audit: (request: FastifyRequest, action: string, detail?: Record<string, unknown>) => Promise<void>;
}

const message = (words: string) => ({ message: words });
const badRequest = (reply: FastifyReply) =>
  reply.code(400).send({ error: 'Bad Request', ...message(text.messages.badRequest) });

/** The reason a new password is too easy to guess, in our words for zxcvbn's warning. */
function guessableBecause(warning: string | null): string {
  const reasons = text.guessable as Record<string, string>;
  return fill(text.messages.guessable, { why: (warning && reasons[warning]) || reasons.other! });
}

export const accountRoutes: RoutePlugin<AccountRoutesOptions> = async (app, { store, assets, html, audit }) => {
  const setup: Gate[] = ['two-factor-setup'];
  const secretsOf = async (user: UserRow) => (await store.accounts.findUser(user.name))!;

  app.get('/account', { config: { during: setup } }, async (request, reply) => {
    const user = request.account!;
    if (!assets) return reply.code(503).type('text/plain; charset=utf-8').send('The admin pages are not built.');
    const secrets = await secretsOf(user);
    const state: TwoFactorState = secrets.totpSecret
      ? {
          kind: 'on',
          since: user.twoFactorSince ?? '',
          recoveryCodesLeft: await store.accounts.countRecoveryCodes(user.id),
        }
      : secrets.totpPending
        ? { kind: 'setting-up', key: groupedSecret(secrets.totpPending) }
        : { kind: 'off' };
    return html(reply, 200, accountPage(assets, user, state, await secondFactorRequired(store)));
  });

  // The QR code of the secret being set up: an image of the page, so a page route (no token), never cached.
  app.get('/account/two-factor.svg', { config: { during: setup } }, async (request, reply) => {
    const user = request.account!;
    const pending = (await secretsOf(user)).totpPending;
    if (!pending) return reply.code(404).send({ error: 'Not Found', ...message(text.twoFactor.notStarted) });
    return reply.type('image/svg+xml').send(setupQrSvg(pending, user.name));
  });

  app.post('/api/two-factor/start', { config: { during: setup } }, async (request, reply) => {
    const user = request.account!;
    if ((await secretsOf(user)).totpSecret)
      return reply.code(409).send({ error: 'Conflict', ...message(text.twoFactor.alreadyOn) });
    await store.accounts.setPendingTotp(user.id, newSecret());
    await audit(request, 'two-factor-setup-started');
    return message(text.twoFactor.started);
  });

  /** A call whose body is checked by `body`; the handler answers a body that fails it (badRequest). */
  const calling = <Body>(body: Body) => ({ schema: { body }, attachValidation: true }) as const;

  app.post('/api/two-factor/confirm', { config: { during: setup }, ...calling(codeBody) }, async (request, reply) => {
    if (request.validationError) return badRequest(reply);
    const body = request.body;
    const user = request.account!;
    const pending = (await secretsOf(user)).totpPending;
    if (!pending) return reply.code(409).send({ error: 'Conflict', ...message(text.twoFactor.notStarted) });
    const now = new Date();
    const step = codeStep(pending, body.code.replace(/\s/g, ''), now);
    if (step === undefined)
      return reply.code(400).send({ error: 'Bad Request', ...message(text.twoFactor.wrongSetupCode) });
    const codes = newRecoveryCodes();
    if (!(await store.accounts.confirmTotp(user.id, pending, codes.map(recoveryCodeHash), now)))
      return reply.code(409).send({ error: 'Conflict', ...message(text.twoFactor.notStarted) });
    // The code just used does not sign anyone in again.
    await store.accounts.useTotpStep(user.id, step);
    await audit(request, 'two-factor-on');
    return { ...message(text.twoFactor.turnedOn), recoveryCodes: codes };
  });

  app.post('/api/two-factor/off', calling(twoFactorOffBody), async (request, reply) => {
    if (request.validationError) return badRequest(reply);
    const body = request.body;
    if (await secondFactorRequired(store))
      return reply.code(409).send({ error: 'Conflict', ...message(text.twoFactor.required) });
    const user = await secretsOf(request.account!);
    if (!user.totpSecret) return reply.code(409).send({ error: 'Conflict', ...message(text.twoFactor.notOn) });
    // The password first: a code is used up only once the password is right.
    let wrong: 'password' | 'code' = 'password';
    const result = await attempt({ store, name: user.name, ip: request.ip }, async () => {
      if (!(await verifyPassword(body.password, user.passwordHash))) return undefined;
      wrong = 'code';
      return secondFactorMatches(store, user, body.code, new Date());
    });
    if (!result.ok) {
      await audit(request, wrong === 'password' ? 'password-check-failed' : 'second-factor-failed', {
        why: result.status === 429 ? 'waiting' : 'wrong',
      });
      if (result.retryAfterMs) reply.header('retry-after', Math.ceil(result.retryAfterMs / 1000));
      if (result.status === 429)
        return reply.code(429).send({ error: 'Too Many Requests', ...message(result.message) });
      return reply.code(400).send({
        error: 'Bad Request',
        ...message(wrong === 'password' ? text.messages.wrongCurrent : text.messages.wrongCode),
        field: wrong,
      });
    }
    await store.accounts.clearTotp(user.id);
    await audit(request, 'two-factor-off');
    return message(text.twoFactor.turnedOff);
  });

  const passwordCall = {
    config: { during: ['password-change', 'two-factor-setup'] as Gate[] },
    ...calling(passwordBody),
  };
  app.post('/api/password', passwordCall, async (request, reply) => {
    if (request.validationError) return badRequest(reply);
    const body = request.body;
    const user = request.account!;
    const current = body.current;
    const checked = await attempt({ store, name: user.name, ip: request.ip }, async () => {
      const stored = await store.accounts.findUser(user.name);
      return stored && (await verifyPassword(current, stored.passwordHash)) ? true : undefined;
    });
    if (!checked.ok) {
      await audit(request, 'password-check-failed', { why: checked.status === 429 ? 'waiting' : 'wrong' });
      if (checked.status === 429) {
        if (checked.retryAfterMs) reply.header('retry-after', Math.ceil(checked.retryAfterMs / 1000));
        return reply.code(429).send({ error: 'Too Many Requests', ...message(checked.message) });
      }
      return reply.code(400).send({ error: 'Bad Request', ...message(text.messages.wrongCurrent), field: 'current' });
    }
    const problem = passwordProblem(body.next, user.name, body.current);
    // `field` names the input the refusal is about: the page ties the message to it and focuses it.
    if (problem)
      return reply.code(400).send({ error: 'Bad Request', ...message(text.messages[problem]), field: 'next' });
    const strength = await passwordStrength(body.next, [user.name, user.fullName, user.email]);
    if (!strength.ok)
      return reply.code(400).send({
        error: 'Bad Request',
        ...message(
          strength.reason === 'guessable' ? guessableBecause(strength.warning) : text.messages.strengthUnchecked,
        ),
        field: 'next',
      });
    // This browser stays signed in; every other session of the account ends.
    await store.accounts.setPassword(
      user.id,
      await hashPassword(body.next),
      false,
      new Date(),
      currentSessionHash(request),
    );
    await audit(request, 'password-changed');
    return message(text.messages.passwordChanged);
  });
};
