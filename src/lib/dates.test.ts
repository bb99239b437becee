import { describe, expect, it } from 'vitest';
import { formatLongDate } from './dates.ts';

describe('formatLongDate', () => {
  it('writes dates as the spec does, with a two-digit day', () => {
    expect(formatLongDate('2024-10-01')).toBe('October 01, 2024');
    expect(formatLongDate('2018-09-22')).toBe('September 22, 2018');
    expect(formatLongDate('2025-01-01')).toBe('January 01, 2025');
  });
});
