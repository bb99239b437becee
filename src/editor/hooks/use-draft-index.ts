// What the editor reads of every file of the draft (picture usage, the Content list, link targets,
// routes, menus, articles by date, the site's locale), once per change of the draft: the editor
// renders again for many other reasons (the check's answer, the view), and at 2,000 articles each of
// these is a walk over them all.
import { useMemo } from 'react';
import { languageTag } from '../../shared/dates.ts';
import { pictureUsage } from '../../shared/picture-usage.ts';
import { draftConfig, textOf } from '../state/draft-access.ts';
import type { DraftFile } from '../state/draft.ts';
import { articleSlug, contentGroups, linkTargets, routesByPage } from '../ui/content-index.ts';
import { articlesByDate, menuOptions } from '../ui/new-content.ts';
import { CONFIG_FILES } from '../../shared/config-check/config-layout.ts';

export function useDraftIndex(files: Record<string, DraftFile>) {
  return useMemo(() => {
    const site = draftConfig(files, CONFIG_FILES.site);
    const locale = textOf(site?.seo?.locale);
    return {
      usage: pictureUsage(
        Object.entries(files).flatMap(([path, entry]): [string, unknown][] =>
          entry.kind === 'json' ? [[path, entry.value]] : [],
        ),
      ),
      groups: contentGroups(files),
      allTargets: linkTargets(files),
      routes: routesByPage(files),
      menus: menuOptions(files),
      takenSlugs: new Set(Object.keys(files).flatMap((path) => articleSlug(path) ?? [])),
      articles: articlesByDate(files),
      // The site's locale as the browser's Intl names it; while site.json does not say one, the browser's.
      siteLocale: locale ? languageTag(locale) : new Intl.NumberFormat().resolvedOptions().locale,
      opensInNewTab: String(site?.ui?.opensInNewTab ?? ''),
    };
  }, [files]);
}
