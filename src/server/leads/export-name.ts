// The name of a Leads download: what it holds, by view, kind and period in the reader's days, e.g.
// leads-demo-2026-11-01-to-2026-11-30.csv, suspected-bots-all-until-2026-12-06.json. A search's
// words are the reader's own and may be a person's name: the name only says there was one.
import type { LeadFilter } from '../store/submissions/types.ts';
import type { ReaderClock } from './reader-clock.ts';

/**
 * @param now the moment the download holds rows up to (the period's end when the filter has none)
 */
export function exportFileName(filter: LeadFilter, format: string, now: Date, clock: ReaderClock): string {
  const view = filter.bots ? 'suspected-bots' : 'leads';
  const kind = filter.type ?? 'all';
  // The filter's end is the first instant after its last day.
  const last = clock.day(
    filter.to !== undefined && Date.parse(filter.to) <= now.getTime() ? new Date(Date.parse(filter.to) - 1) : now,
  );
  const period = filter.from !== undefined ? `${clock.day(filter.from)}-to-${last}` : `until-${last}`;
  const search = filter.text?.trim() ? '-search' : '';
  return `${view}-${kind}-${period}${search}.${format}`;
}
