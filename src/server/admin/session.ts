// Sessions of /admin, by @fastify/session with its records in our store: the cookie (HttpOnly,
// SameSite=Strict, Secure when the request came over https, path /admin) holds a random id; the
// database keeps only its SHA-256, the account and the times. A session ends after 30 minutes
// without a request (each request pushes the limit on, in the cookie and in the database) and
// 12 hours after sign-in whatever happens. An account with a second factor is half signed in after
// its password (pendingUserId) until it gives a code, within 5 minutes; such a session is no
// sign-in at all to the other routes.
import { createHash } from 'node:crypto';
import fastifySession from '@fastify/session';
import type { FastifyInstance, FastifyRequest, Session } from 'fastify';
import type { Store } from '../store/index.ts';

export const ADMIN_SESSION_COOKIE = 'cortracker_admin';
export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60_000;
/** How long a password stays good for the second step of a sign-in. */
export const SECOND_STEP_MS = 5 * 60_000;

declare module 'fastify' {
  interface Session {
    /** The signed-in account. */
    userId?: string;
    /** When the account signed in (ms since the epoch): the start of the 12 hours. */
    signedInAt?: number;
    /** The account whose password was right, waiting for its second factor. */
    pendingUserId?: string;
    pendingSince?: number;
  }
}

const idHash = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

type Done = (error?: unknown) => void;

/** @fastify/session's store interface on our Store; sessions without an account are never written. */
function sessionStore(store: Store) {
  return {
    set(sessionId: string, session: Session, done: Done) {
      const userId = session.userId ?? session.pendingUserId;
      const since = session.signedInAt ?? session.pendingSince;
      if (!userId || !since) return done();
      const expires = session.cookie.expires ?? new Date(Date.now() + IDLE_TIMEOUT_MS);
      store.accounts
        .saveSession({
          idHash: idHash(sessionId),
          userId,
          createdAt: new Date(since).toISOString(),
          expiresAt: new Date(expires).toISOString(),
          data: JSON.stringify(session),
        })
        .then(() => done(), done);
    },
    get(sessionId: string, done: (error: unknown, session?: Session | null) => void) {
      store.accounts
        .loadSession(idHash(sessionId), new Date())
        .then((data) => done(null, data === undefined ? null : (JSON.parse(data) as Session)), done);
    },
    destroy(sessionId: string, done: Done) {
      store.accounts.deleteSession(idHash(sessionId)).then(() => done(), done);
    },
  };
}

export async function registerAdminSession(app: FastifyInstance, store: Store): Promise<void> {
  await app.register(fastifySession, {
    // Signs the id in the cookie; kept in the database so every instance shares it.
    secret: await store.settings.sharedSecret('admin-session-cookie'),
    cookieName: ADMIN_SESSION_COOKIE,
    store: sessionStore(store),
    saveUninitialized: false,
    rolling: true,
    cookie: { path: '/admin', httpOnly: true, sameSite: 'strict', secure: false, maxAge: IDLE_TIMEOUT_MS },
  });
}

/** Starts a fresh session (a new id, so one known before sign-in is worthless) for the account. */
export async function startSession(request: FastifyRequest, userId: string): Promise<void> {
  await request.session.regenerate();
  request.session.userId = userId;
  request.session.signedInAt = Date.now();
  setCookieOptions(request);
}

/** Starts a fresh session for an account whose password was right, waiting for its second factor. */
export async function startSecondStep(request: FastifyRequest, userId: string): Promise<void> {
  await request.session.regenerate();
  request.session.pendingUserId = userId;
  request.session.pendingSince = Date.now();
  setCookieOptions(request);
}

/** The account waiting for its second factor in this session, or why there is none. */
export function secondStepAccount(request: FastifyRequest, now = Date.now()): { userId: string } | 'none' | 'expired' {
  const { pendingUserId, pendingSince } = request.session ?? {};
  if (!pendingUserId || !pendingSince) return 'none';
  if (now - pendingSince > SECOND_STEP_MS) return 'expired';
  return { userId: pendingUserId };
}

function setCookieOptions(request: FastifyRequest): void {
  // Secure when the browser reached us over https (directly, or through a proxy when TRUST_PROXY is set).
  request.session.options({
    secure: request.protocol === 'https',
    sameSite: 'strict',
    httpOnly: true,
    path: '/admin',
    maxAge: IDLE_TIMEOUT_MS,
  });
}

/** The session's hash as the store keys it (to keep this one when signing the others out). */
export function currentSessionHash(request: FastifyRequest): string {
  return idHash(request.session.sessionId);
}

/** The account of a live session, or why there is none. */
export function sessionAccount(request: FastifyRequest, now = Date.now()): { userId: string } | 'none' | 'expired' {
  const { userId, signedInAt } = request.session ?? {};
  if (!userId || !signedInAt) return 'none';
  if (now - signedInAt > ABSOLUTE_TIMEOUT_MS) return 'expired';
  return { userId };
}
