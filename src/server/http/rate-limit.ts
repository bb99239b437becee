// Per-client limits on posts and lookups, by @fastify/rate-limit: a fixed window per client address
// (an IPv6 client by its /64 network), a brake on floods from one place; the honeypot and timing
// checks deal with slower bots. Over the limit a client is answered 429 with Retry-After, which the
// forms turn into their "too many" sentence.
//
// The counters live in the plugin's store: in memory by default. A store shared by several server
// processes (one kept in the database, say) is passed in from the app's options.
import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';

export interface RateLimit {
  max: number;
  windowMs: number;
}

/** A store of the counters (see @fastify/rate-limit's "store" option): a class, one instance per app. */
export type RateLimitStore = FastifyRateLimitStoreCtor;

const NO_BUDGET_HEADERS = { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false } as const;

/** What a client over its limit reads, given the seconds to wait. */
export type TooManyMessage = (retryAfterSeconds: number) => string;

const tooManySubmissions: TooManyMessage = (seconds) => `Too many submissions from your network. Please try again in ${seconds} seconds.`;

/** The error the app's error handler answers as { error: "Too Many Requests", message }. */
function tooManyRequests(message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode: 429 });
}

const waitSeconds = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / 1000));

/** Makes rateLimiter() available on the app; every limiter keeps its counters in `store`. */
export async function registerRateLimit(app: FastifyInstance, store?: RateLimitStore): Promise<void> {
  await app.register(fastifyRateLimit, {
    // Only the routes that ask for a limiter are limited: the pages and assets are not.
    global: false,
    ...(store ? { store } : {}),
    // Retry-After only: a client is not told its remaining budget.
    addHeadersOnExceeding: NO_BUDGET_HEADERS,
    addHeaders: { ...NO_BUDGET_HEADERS, 'retry-after': true },
    errorResponseBuilder: (_request, context) => tooManyRequests(tooManySubmissions(waitSeconds(context.ttl))),
  });
}

/**
 * A preHandler allowing each client `max` requests per window, counted across the routes that share
 * this handler. Put it first, so a flood is refused before any other work.
 */
export function rateLimiter(app: FastifyInstance, { max, windowMs }: RateLimit, message?: TooManyMessage): preHandlerAsyncHookHandler {
  return app.rateLimit({ max, timeWindow: windowMs, ...(message ? { errorResponseBuilder: (_request, context) => tooManyRequests(message(waitSeconds(context.ttl))) } : {}) });
}
