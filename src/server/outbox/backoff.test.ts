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
