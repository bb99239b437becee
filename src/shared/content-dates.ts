/**
 * The show-from and show-until dates of pages and articles (issue 41): written in the site's time zone
 * (site.json's timeZone), judged at a moment. Before its show-from a page or article is waiting: not
 * built, not listed, its address not found. From its show-until it has ended: not built, not listed,
 * its address gone (410) or redirected where the marketer chose. The build judges them at the moment
 * it is told (scripts/build.ts --at), the editor shows which content waits or has ended, and the
 * server rebuilds the site at the next moment one of them changes what is shown.
 */
import { readLocalTime } from './zoned-time.ts';

/** What a page or article file may say of when it is shown. */
export interface ContentDates {
  showFrom?: string | undefined;
  showUntil?: string | undefined;
  /** Where its address leads once it has ended (a route's path); gone (410) without one. */
  endedRedirect?: string | undefined;
}

export type ContentState = 'shown' | 'waiting' | 'ended';

export interface JudgedDates {
  state: ContentState;
  /** The moments its state changes, in order (those that can be read). */
  from: number | undefined;
  until: number | undefined;
}

/** The dates of a file's value, when it is an object that has any. */
export function contentDatesOf(value: unknown): ContentDates | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { showFrom, showUntil, endedRedirect } = value as Record<string, unknown>;
  if (typeof showFrom !== 'string' && typeof showUntil !== 'string') return undefined;
  const text = (field: unknown) => (typeof field === 'string' ? field : undefined);
  return { showFrom: text(showFrom), showUntil: text(showUntil), endedRedirect: text(endedRedirect) };
}

/**
 * Where the content stands at `atMs`. A date that cannot be read in the zone (the validator reports
 * it) counts as not written: the content is shown rather than lost.
 */
export function judgeDates(dates: ContentDates, zone: string, atMs: number): JudgedDates {
  const moment = (text: string | undefined) => {
    if (text === undefined) return undefined;
    const reading = readLocalTime(text, zone);
    return reading.ok ? reading.epochMs : undefined;
  };
  const from = moment(dates.showFrom);
  const until = moment(dates.showUntil);
  const state =
    from !== undefined && atMs < from ? 'waiting' : until !== undefined && atMs >= until ? 'ended' : 'shown';
  return { state, from, until };
}

/** The first of these moments after `atMs`, or undefined. */
export function nextChange(judged: Iterable<JudgedDates>, atMs: number): number | undefined {
  let next: number | undefined;
  for (const { from, until } of judged)
    for (const moment of [from, until])
      if (moment !== undefined && moment > atMs && (next === undefined || moment < next)) next = moment;
  return next;
}
