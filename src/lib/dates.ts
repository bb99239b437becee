// Dates are stored as YYYY-MM-DD and shown written out the way the site's locale writes them:
// "October 01, 2024" for en_US.
import { siteLocale } from './locale.ts';

/** A formatter for YYYY-MM-DD dates in a locale; the day is always two digits, as the spec writes it. */
export function longDateFormat(locale: string): (isoDate: string) => string {
  // A calendar date, not a moment: read and written in UTC, it is the same day everywhere.
  const format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: '2-digit', timeZone: 'UTC' });
  return (isoDate) => format.format(new Date(`${isoDate}T00:00:00Z`));
}

export const formatLongDate = longDateFormat(siteLocale);
