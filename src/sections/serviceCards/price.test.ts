import { describe, expect, it } from 'vitest';
import { formatPrice } from './price.ts';

describe('formatPrice', () => {
  it('writes whole dollars without cents and other amounts with two decimals', () => {
    expect([105, 78.75, 52.5, 42, 10.5].map((amount) => formatPrice(amount, 'USD', 'en-US'))).toEqual([
      '$105',
      '$78.75',
      '$52.50',
      '$42',
      '$10.50',
    ]);
  });
});
