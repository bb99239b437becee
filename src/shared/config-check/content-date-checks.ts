// What a schema cannot say of time zones and content dates: the site's time zone exists in the time
// zone database; a page's or article's show-from and show-until are real moments in that zone (not
// 30 February, not a time the clocks skip), the second after the first; where an ended one sends
// visitors is a route; and the not-found page, which answers for everything not shown, has no dates.
import { contentDatesOf } from '../content-dates.ts';
import type { RoutesConfig } from '../generated/config-types.ts';
import { DEFAULT_TIME_ZONE, readLocalTime, timeZoneId } from '../zoned-time.ts';
import { problemAt, type JsonSource, type Problem } from './json-source.ts';
import { pageFile } from './config-layout.ts';

const ZONE_HINT = 'a name of the time zone database, e.g. Asia/Dubai, Europe/Berlin or America/Chicago; or UTC';

/** The site's time zone as the checks read it: site.json's, when it exists; UTC otherwise. */
export function checkedZone(site: JsonSource | undefined): string {
  const written = (site?.value as { timeZone?: unknown } | undefined)?.timeZone;
  return (typeof written === 'string' && timeZoneId(written)) || DEFAULT_TIME_ZONE;
}

export function timeZoneProblems(site: JsonSource): Problem[] {
  const written = (site.value as { timeZone?: unknown }).timeZone;
  if (typeof written !== 'string' || timeZoneId(written)) return [];
  return [problemAt(site, '/timeZone', `there is no time zone called "${written}"`, ZONE_HINT)];
}

/** The dates of the pages and articles that have any, judged in the site's zone. */
export function contentDateProblems(
  dated: readonly (readonly [path: string, source: JsonSource])[],
  site: JsonSource | undefined,
  routes: RoutesConfig | undefined,
): Problem[] {
  const zone = checkedZone(site);
  const routePaths = new Set(routes?.routes.map((route) => route.path) ?? []);
  const notFoundFile = routes && pageFile(routes.notFoundPage);
  return dated.flatMap(([path, source]) => {
    const dates = contentDatesOf(source.value);
    if (!dates) return [];
    const problems: Problem[] = [];
    const moments: Record<string, number | undefined> = {};
    for (const key of ['showFrom', 'showUntil'] as const) {
      const text = dates[key];
      if (text === undefined) continue;
      const reading = readLocalTime(text, zone);
      if (reading.ok) moments[key] = reading.epochMs;
      else if (reading.problem.kind === 'gap')
        problems.push(
          problemAt(
            source,
            `/${key}`,
            `${text.replace('T', ' ')} does not exist in ${zone}: the clocks go forward over it that day`,
            'choose a time before or after it',
          ),
        );
      else if (reading.problem.kind === 'malformed')
        problems.push(problemAt(source, `/${key}`, `${text} is not a date that exists`, 'write it YYYY-MM-DDTHH:MM'));
    }
    if (moments.showFrom !== undefined && moments.showUntil !== undefined && moments.showUntil <= moments.showFrom)
      problems.push(
        problemAt(
          source,
          '/showUntil',
          'the show-until date comes before the show-from date',
          'swap them, or change one',
        ),
      );
    if (dates.endedRedirect !== undefined) {
      if (dates.showUntil === undefined)
        problems.push({
          ...problemAt(
            source,
            '/endedRedirect',
            'this has no effect without a show-until date',
            'add one, or remove this',
          ),
          severity: 'warning',
        });
      else if (routes && !routePaths.has(dates.endedRedirect.split(/[?#]/, 1)[0]!))
        problems.push(
          problemAt(
            source,
            '/endedRedirect',
            `the link ${dates.endedRedirect} leads to no page`,
            'use a path of routes.json',
          ),
        );
    }
    if (path === notFoundFile)
      problems.push(
        problemAt(
          source,
          dates.showFrom === undefined ? '/showUntil' : '/showFrom',
          'the not-found page answers for every address not shown: it cannot have show-from or show-until dates',
          'remove them',
        ),
      );
    return problems;
  });
}
