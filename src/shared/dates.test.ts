import { describe, expect, it } from 'vitest';
import { languageTag, longDateFormat } from './dates.ts';

describe('long dates', () => {
  it('writes dates in US English as the spec does, with a two-digit day', () => {
    const format = longDateFormat('en_US');
    expect(format('2024-10-01')).toBe('October 01, 2024');
    expect(format('2018-09-22')).toBe('September 22, 2018');
    expect(format('2025-01-01')).toBe('January 01, 2025');
  });

  it('follows the locale it is given, in site.json spelling or as Intl names it', () => {
    expect(longDateFormat('de_DE')('2024-10-01')).toBe('01. Oktober 2024');
    expect(languageTag('de_DE')).toBe('de-DE');
    expect(longDateFormat('de-DE')('2024-10-01')).toBe('01. Oktober 2024');
  });
});
