/**
 * Calendar dates as the site writes them. Dates are stored as YYYY-MM-DD and shown written out in the
 * site's locale ("October 01, 2024" for en_US). Pure: the caller names the locale (the browser takes
 * site.json's, the server the one the build recorded), so this runs anywhere.
 */

/** site.json's locale (en_US) as Intl names it (en-US). */
export function languageTag(locale: string): string {
  return locale.replace('_', '-');
}

/** The Intl locale of a language of the site other than the main one: its own `locale` (a BCP 47
 *  tag, ar-AE-u-nu-latn), else its locale for sharing (ar_AE), else its code. */
export function localeOfLanguage(language: { code: string; locale?: string; ogLocale?: string }): string {
  return languageTag(language.locale ?? language.ogLocale ?? language.code);
}

/** The Intl locale a page of a language writes in: the main language's is the site's own (site.json's
 *  seo.locale, as the caller writes it: its pages stay as they always were), another language's its
 *  localeOfLanguage. One rule for the build's pages, the editor's preview and the browser's islands. */
export function localeOfPage(
  language: { code: string; locale?: string; ogLocale?: string },
  languages: readonly { code: string }[],
  mainLocale: string,
): string {
  return language.code === languages[0]?.code ? mainLocale : localeOfLanguage(language);
}

/** A formatter for YYYY-MM-DD dates in a locale; the day is always two digits, as the spec writes it. */
export function longDateFormat(locale: string): (isoDate: string) => string {
  // A calendar date, not a moment: read and written in UTC, it is the same day everywhere.
  const format = new Intl.DateTimeFormat(languageTag(locale), {
    year: 'numeric',
    month: 'long',
    day: '2-digit',
    timeZone: 'UTC',
  });
  return (isoDate) => format.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A date formatter for each of the site's languages, by its code: the main language's (and an
 *  unknown code's) writes `mainLocale`, another's writes its own locale (localeOfLanguage). For the
 *  server, which answers a post in the language of its page, as that page wrote the date. */
export function dateFormatsByLanguage(
  languages: readonly { code: string; locale?: string; ogLocale?: string }[],
  mainLocale: string,
): (code: string | undefined) => (isoDate: string) => string {
  const main = longDateFormat(mainLocale);
  const others = new Map(
    languages.slice(1).map((language) => [language.code, longDateFormat(localeOfLanguage(language))]),
  );
  return (code) => (code === undefined ? main : (others.get(code) ?? main));
}
