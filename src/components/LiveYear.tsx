import { CURRENT_YEAR_ATTRIBUTE, YEARS_SINCE_ATTRIBUTE, yearsSince } from '../lib/live-years.ts';

/** The current year, kept current when the page is viewed (src/lib/live-years.ts). */
export function CurrentYear() {
  return <span {...{ [CURRENT_YEAR_ATTRIBUTE]: '' }}>{new Date().getFullYear()}</span>;
}

/** The years since a given year, kept current when the page is viewed. */
export function YearsSince({ year }: { year: number }) {
  return <span {...{ [YEARS_SINCE_ATTRIBUTE]: year }}>{yearsSince(year)}</span>;
}
