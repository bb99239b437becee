// Per-client limits on posts and lookups, by @fastify/rate-limit: a fixed window per client address
// (an IPv6 client by its /64 network), a brake on floods from one place; the honeypot and timing
// checks deal with slower bots. Over the limit a client is answered 429 with Retry-After, which the
// forms turn into their "too many" sentence.
//
// The counters live in the plugin's store. The app keeps them in the database (databaseRateLimitStore),
// so every instance on it counts against one budget per client; without a store given they stay in
// this process's memory (the unit tests of the guards).
import fastifyRateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimitCounter } from '../store/index.ts';

export interface RateLimit {
  max: number;
  windowMs: number;
}

/** A store of the counters (see @fastify/rate-limit's "store" option): a class, one instance per app. */
export type RateLimitStore = FastifyRateLimitStoreCtor;

const NO_BUDGET_HEADERS = {
  'x-ratelimit-limit': false,
  'x-ratelimit-remaining': false,
  'x-ratelimit-reset': false,
} as const;

/** What a client over its limit reads, given the seconds to wait. */
export type TooManyMessage = (retryAfterSeconds: number) => string;

const tooManySubmissions: TooManyMessage = (seconds) =>
  `Too many submissions from your network. Please try again in ${seconds} seconds.`;

/** The error the app's error handler answers as { error: "Too Many Requests", message }. */
function tooManyRequests(message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode: 429 });
}

const waitSeconds = (ttlMs: number) => Math.max(1, Math.ceil(ttlMs / 1000));

/**
 * Makes rateLimiter() available on the app; every limiter keeps its counters in `store`.
 * `onRefused` is told of each request a limiter refuses (the metrics count them).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  store?: RateLimitStore,
  onRefused?: (request: FastifyRequest) => void,
): Promise<void> {
  await app.register(fastifyRateLimit, {
    ...(onRefused ? { onExceeded: (request: FastifyRequest) => onRefused(request) } : {}),
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
 * this handler. `name` tells its counters from other limiters' (in a shared store, the same name on
 * every instance is one budget). Put it first, so a flood is refused before any other work.
 */
export function rateLimiter(
  app: FastifyInstance,
  name: string,
  { max, windowMs }: RateLimit,
  message?: TooManyMessage,
): preHandlerAsyncHookHandler {
  // The plugin hands its options to the store's child(); groupId carries the limiter's name there.
  return app.rateLimit({
    max,
    timeWindow: windowMs,
    groupId: name,
    ...(message
      ? { errorResponseBuilder: (_request, context) => tooManyRequests(message(waitSeconds(context.ttl))) }
      : {}),
  });
}

/**
 * The plugin's store on the submission store's database: the counters of every limiter, for every
 * client, shared by every instance on that database (see the store's rate-limits/). A limiter's
 * counters are keyed by its name and the client's key (its address, an IPv6 client by its /64).
 */
export function databaseRateLimitStore(counter: RateLimitCounter): RateLimitStore {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly #name: string;

    constructor(options: { groupId?: string }) {
      this.#name = options.groupId ?? 'global';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = new Date();
      counter.countRateLimitHit(`${this.#name}/${key}`, timeWindow, now).then(
        ({ hits, resetsAt }) =>
          callback(null, { current: hits, ttl: Math.max(0, Date.parse(resetsAt) - now.getTime()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: object): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(options as { groupId?: string });
    }
  }
  return DatabaseRateLimitStore as unknown as RateLimitStore;
}
