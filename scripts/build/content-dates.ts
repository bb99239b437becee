// The site as it is at one moment: pages and articles before their show-from date, or from their
// show-until date on, are taken out of the config snapshot before the build plans anything, so they
// are not rendered, not listed (blog lists, the feed), not in the sitemap. An ended one's address is
// kept as gone (the server answers 410 with the not-found page, or redirects where the marketer
// chose). The next moment any date changes what is shown goes into the route list: the server
// builds the site again then (src/server/publish/schedules/scheduler.ts).
import { articlePath } from '../../src/shared/blog-paths.ts';
import { judgeDates, nextChange, type JudgedDates } from '../../src/shared/content-dates.ts';
import { articleFile, pageFile, translationFile } from '../../src/shared/config-check/config-layout.ts';
import { DEFAULT_TIME_ZONE } from '../../src/shared/zoned-time.ts';
import { addressIn } from '../../src/shared/language-pages.ts';
import { languagesOf, pathIn } from '../../src/shared/language-paths.ts';
import type { ConfigSnapshot } from './config-snapshot.ts';

export interface DatedSite {
  /** The snapshot with what is not shown at that moment taken out. */
  snapshot: ConfigSnapshot;
  /** The addresses of what has ended, and where each leads (when the marketer chose). */
  gone: { path: string; to?: string }[];
  contentDates: { visibleAt: string; next: string | null };
}

export function siteAt(snapshot: ConfigSnapshot, at: Date): DatedSite {
  const atMs = at.getTime();
  const zone = snapshot.site.timeZone ?? DEFAULT_TIME_ZONE;
  const judged = new Map<string, JudgedDates>();
  for (const [path, dates] of snapshot.dates) judged.set(path, judgeDates(dates, zone, atMs));
  const stateOf = (path: string) => judged.get(path)?.state ?? 'shown';
  const gone: DatedSite['gone'] = [];
  const languages = languagesOf(snapshot.site);
  const pages = { routes: snapshot.routes.routes, hasTranslationFile: (file: string) => snapshot.hashes.has(file) };
  // The ended address of a file in a language; where the marketer chose, in that language where it
  // has the page, as a link of that language's pages would lead (language-pages.ts).
  const endedTo = (file: string, code: string, mainPath: string) => {
    const to = snapshot.dates.get(file)?.endedRedirect;
    const path = pathIn(languages, code, mainPath);
    gone.push(to === undefined ? { path } : { path, to: addressIn(pages, languages, code, to) });
  };

  const routes = snapshot.routes.routes.filter((route) => {
    // The not-found page is always there: it answers for everything that is not.
    if (route.page === snapshot.routes.notFoundPage) return true;
    const state = stateOf(pageFile(route.page));
    // An ended page is gone in every language.
    if (state === 'ended') for (const language of languages) endedTo(pageFile(route.page), language.code, route.path);
    return state === 'shown';
  });
  const shownSlugs = snapshot.slugs.filter((slug) => {
    const state = stateOf(articleFile(slug));
    // An ended article is gone in each language that has it: the main one and those translating it.
    if (state === 'ended')
      for (const language of languages)
        if (language === languages[0] || snapshot.hashes.has(translationFile(language.code, articleFile(slug))))
          endedTo(articleFile(slug), language.code, articlePath(slug));
    return state === 'shown';
  });
  const shown = new Set(shownSlugs);
  const next = nextChange(judged.values(), atMs);
  return {
    snapshot: {
      ...snapshot,
      routes: { ...snapshot.routes, routes },
      slugs: shownSlugs,
      blogIndex: snapshot.blogIndex.filter((entry) => shown.has(entry.slug)),
    },
    gone,
    contentDates: { visibleAt: at.toISOString(), next: next === undefined ? null : new Date(next).toISOString() },
  };
}
