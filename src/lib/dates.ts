// Dates on the site's pages, written the way the page's language writes them (src/lib/locale.ts,
// src/shared/dates.ts): site.json's locale on the main language's pages, the language's own on others.
import { longDateFormat } from '../shared/dates.ts';
import { pageLocale } from './locale.ts';

/** A formatter per locale: a build renders pages of every language, one at a time. */
const formats = new Map<string, (isoDate: string) => string>();

/** A YYYY-MM-DD date written out in the page's language ("October 18, 2024", "18 أكتوبر 2024"). */
export function formatLongDate(isoDate: string): string {
  const locale = pageLocale();
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = longDateFormat(locale)));
  return format(isoDate);
}
