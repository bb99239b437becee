import { describe, expect, it } from 'vitest';
import { dateFormatsByLanguage, languageTag, localeOfLanguage, localeOfPage, longDateFormat } from './dates.ts';

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

  it('of another language follow its own locale, else its locale for sharing, else its code', () => {
    expect(localeOfLanguage({ code: 'ar', locale: 'ar-AE-u-nu-latn', ogLocale: 'ar_AE' })).toBe('ar-AE-u-nu-latn');
    expect(localeOfLanguage({ code: 'ar', ogLocale: 'ar_AE' })).toBe('ar-AE');
    expect(localeOfLanguage({ code: 'hi' })).toBe('hi');
    // A page of the main language writes the site's own locale, as given; another language's its own.
    const languages = [
      { code: 'en', ogLocale: 'en_GB' },
      { code: 'ar', locale: 'ar-AE-u-nu-latn' },
    ];
    expect(localeOfPage(languages[0]!, languages, 'en_US')).toBe('en_US');
    expect(localeOfPage(languages[1]!, languages, 'en_US')).toBe('ar-AE-u-nu-latn');
    // The digits a locale asks for: the UAE's Latin ones, or the Arabic-Indic ones when named.
    expect(longDateFormat('ar-AE-u-nu-latn')('2024-10-18')).toBe('18 أكتوبر 2024');
    expect(longDateFormat('ar-AE-u-nu-arab')('2024-10-18')).toBe('١٨ أكتوبر ٢٠٢٤');
  });

  it("are the page's for a post of any of the site's languages, the main locale's for the others", () => {
    const formats = dateFormatsByLanguage(
      [
        { code: 'en', locale: 'fr-FR' },
        { code: 'ar', ogLocale: 'ar_AE', locale: 'ar-AE-u-nu-latn' },
      ],
      'en_US',
    );
    expect(formats('ar')('2024-10-18')).toBe('18 أكتوبر 2024');
    for (const code of ['en', 'fr', undefined]) expect(formats(code)('2024-10-18')).toBe('October 18, 2024');
  });
});
