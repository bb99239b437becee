/**
 * The agreement text of a form's terms, filled with the company, the day and the governing law.
 * The browser shows it; the server stores the same text, with its hash, as evidence.
 */
import type { TermsConfig } from './definition.ts';

/** The law named for the visitor's country, or the agreement's default. */
export function governingLaw(nda: TermsConfig['nda'], countryCode: string | undefined): string {
  return (countryCode && nda.lawByCountry[countryCode]) || nda.defaultLaw;
}

/**
 * The agreement's paragraphs with {company}, {date} and {law} filled in.
 * @param formatDate writes the YYYY-MM-DD day in the site's locale (see src/shared/dates.ts)
 */
export function ndaParagraphs(
  nda: TermsConfig['nda'],
  company: string | undefined,
  isoDay: string,
  countryCode: string | undefined,
  formatDate: (isoDate: string) => string,
): string[] {
  const values: Record<string, string> = {
    company: company?.trim() || nda.companyFallback,
    date: formatDate(isoDay),
    law: governingLaw(nda, countryCode),
  };
  return nda.paragraphs.map((paragraph) =>
    paragraph.replace(/\{(company|date|law)\}/g, (_all, key: string) => values[key]!),
  );
}

/** Today in the visitor's own calendar, as YYYY-MM-DD. */
export function localIsoDay(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
