// Dates follow the page's language: the main language's pages as site.json's locale writes them (the
// fixture's en_US), another language's as its own locale does.
import { afterEach, describe, expect, it } from 'vitest';
import { languages, setLanguage } from '../config/site-config.ts';
import { longDateFormat } from '../shared/dates.ts';
import { formatLongDate } from './dates.ts';
import { pageLocale, siteLocale } from './locale.ts';

afterEach(() => setLanguage(languages[0]!, '/'));

describe("a page's dates", () => {
  it("are written as site.json's locale writes them on the main language's pages", () => {
    expect(pageLocale()).toBe(siteLocale);
    expect(formatLongDate('2024-10-18')).toBe(longDateFormat(siteLocale)('2024-10-18'));
  });

  it("are written in another language's own locale on its pages, and back", () => {
    setLanguage({ code: 'ar', name: 'العربية', dir: 'rtl', ogLocale: 'ar_AE', locale: 'ar-AE-u-nu-latn' }, '/');
    expect(pageLocale()).toBe('ar-AE-u-nu-latn');
    expect(formatLongDate('2024-10-18')).toBe('18 أكتوبر 2024');
    setLanguage({ code: 'ar', name: 'العربية', dir: 'rtl', locale: 'ar-EG' }, '/');
    expect(formatLongDate('2024-10-18')).toBe(longDateFormat('ar-EG')('2024-10-18'));
    setLanguage(languages[0]!, '/');
    expect(formatLongDate('2024-10-18')).toBe(longDateFormat(siteLocale)('2024-10-18'));
  });
});
