import { describe, expect, it } from 'vitest';
import { BASE_DELAY_MS, MAX_DELAY_MS, retryDelayMs } from './backoff.ts';

describe('retryDelayMs', () => {
  it('doubles per failure within the jitter band', () => {
    expect(retryDelayMs(0, () => 1)).toBe(BASE_DELAY_MS);
    expect(retryDelayMs(0, () => 0)).toBe(BASE_DELAY_MS / 2);
    expect(retryDelayMs(3, () => 1)).toBe(BASE_DELAY_MS * 8);
  });

  it('is capped at one hour, even for huge attempt counts', () => {
    expect(retryDelayMs(7, () => 1)).toBe(MAX_DELAY_MS);
    expect(retryDelayMs(10_000, () => 1)).toBe(MAX_DELAY_MS);
    expect(retryDelayMs(10_000, () => 0.5)).toBeLessThanOrEqual(MAX_DELAY_MS);
  });
});

describe('how long a mail that keeps failing takes to die (docs/operators.md, "Alerts")', () => {
  const HOUR = 3_600_000;
  /** The waits between the attempts of a row that fails `maxAttempts` times, each at the ends of its jitter band. */
  const untilDead = (maxAttempts: number, random: () => number) =>
    Array.from({ length: maxAttempts - 1 }, (_, failures) => retryDelayMs(failures, random)).reduce((a, b) => a + b);

  it('with MAX_ATTEMPTS=20 (the default): between 6½ and 13 hours after the first attempt', () => {
    expect(untilDead(20, () => 0) / HOUR).toBeCloseTo(6.53, 2);
    expect(untilDead(20, () => 1) / HOUR).toBeCloseTo(13.06, 2);
  });

  it('with MAX_ATTEMPTS=10: between 1½ and 3 hours', () => {
    expect(untilDead(10, () => 0) / HOUR).toBeCloseTo(1.53, 2);
    expect(untilDead(10, () => 1) / HOUR).toBeCloseTo(3.06, 2);
  });
});
