import { describe, expect, it } from 'vitest';
import { currencyPointer } from './money.ts';

describe('currencyPointer: where the currency of an amount is, from its "x-money"', () => {
  it('takes an absolute pointer as it is: the file’s own currency', () => {
    expect(currencyPointer('/services/2/price', '/currency')).toBe('/currency');
  });

  it('reads a relative pointer from the amount: a section’s own currency inside a page', () => {
    expect(currencyPointer('/sections/3/plans/1/price', '3/currency')).toBe('/sections/3/currency');
    expect(currencyPointer('/sections/3/price', '1/currency')).toBe('/sections/3/currency');
    expect(currencyPointer('/sections/3/price', '1')).toBe('/sections/3');
    expect(currencyPointer('/price', '1/currency')).toBe('/currency');
    expect(currencyPointer('/a~1b/price', '1/currency')).toBe('/a~1b/currency');
  });

  it('refuses a pointer above the file or of no kind', () => {
    expect(currencyPointer('/sections/3/price', '4/currency')).toBeUndefined();
    expect(currencyPointer('/price', '01/currency')).toBeUndefined();
    expect(currencyPointer('/price', 'currency')).toBeUndefined();
    expect(currencyPointer('/price', '-1/currency')).toBeUndefined();
  });
});
