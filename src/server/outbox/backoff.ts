/** First retry waits about this long; each further failure doubles it. */
export const BASE_DELAY_MS = 30_000;
/** Never wait longer than this, so a recovered SMTP server is used within the hour. */
export const MAX_DELAY_MS = 60 * 60_000;

/**
 * Delay before the next attempt after `failures` earlier failures (0 for the first one):
 * 30 s * 2^failures capped at 1 h, with "equal jitter" (a random point in the upper half) so
 * many rows that failed together during an outage do not all retry in the same instant.
 */
export function retryDelayMs(failures: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, failures));
  return Math.round(base / 2 + random() * (base / 2));
}
