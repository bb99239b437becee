/**
 * The rate limits' counters: a fixed window per key (a limiter and a client), shared by every
 * instance on the database, so a client has one budget whichever instance answers it.
 */

/** A rate limiter's count for one client, after this hit. */
export interface RateLimitCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** When the window ends (ISO 8601). */
  resetsAt: string;
}

export interface RateLimitCounter {
  /**
   * Counts a hit of a rate limiter for one client (a fixed window of `windowMs` from its first
   * hit). Windows that ended are swept out from time to time.
   */
  countRateLimitHit(key: string, windowMs: number, now: Date): Promise<RateLimitCount>;
}
