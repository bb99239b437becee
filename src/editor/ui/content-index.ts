// The "Content" list: every file a marketer edits, grouped as they think of them, pages by their
// path with their main heading (what a visitor sees; the search title is a page setting), articles
// by their headline.
import { articlePath } from '../../shared/blog-paths.ts';
import { text } from '../strings.ts';
import type { DraftFile } from '../state/draft.ts';
import { draftConfig, draftPage, listOf, textOf, type Loose } from '../state/draft-access.ts';
import type { PageConfig } from '../../shared/generated/config-types.ts';
import { CONFIG_FILES, isFormFile, pageFile } from '../../shared/config-check/config-layout.ts';
import { contentDatesOf, judgeDates } from '../../shared/content-dates.ts';
import { DEFAULT_TIME_ZONE, timeZoneId } from '../../shared/zoned-time.ts';
import { fill } from '../strings.ts';

export interface ContentEntry {
  path: string;
  label: string;
  /** A second line: the page's path on the site, the article's address. */
  detail?: string;
}

export interface ContentGroup {
  id: keyof typeof text.groups;
  entries: ContentEntry[];
}

const SINGLE: Record<string, ContentGroup['id']> = {
  [CONFIG_FILES.navigation]: 'navigation',
  [CONFIG_FILES.site]: 'settings',
  [CONFIG_FILES.faq]: 'faq',
  [CONFIG_FILES.services]: 'services',
};

function stringAt(file: DraftFile | undefined, key: string): string | undefined {
  const value = file?.kind === 'json' ? file.value[key] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A page's main heading: the heading of its first section (its hero or page header). */
export function pageHeading(file: DraftFile | undefined): string | undefined {
  const page = file?.kind === 'json' ? (file.value as Loose<PageConfig>) : undefined;
  const first = listOf(page?.sections)[0];
  return textOf(first && 'heading' in first ? first.heading : undefined);
}

/** The route paths of each page, from the draft's routes.json. */
export function routesByPage(files: Record<string, DraftFile>): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const route of listOf(draftConfig(files, CONFIG_FILES.routes)?.routes))
    if (typeof route?.page === 'string' && typeof route.path === 'string')
      map.set(route.page, [...(map.get(route.page) ?? []), route.path]);
  return map;
}

export function pageId(path: string): string | undefined {
  return /^pages\/([a-z0-9-]+)\.json$/.exec(path)?.[1];
}

export function articleSlug(path: string): string | undefined {
  return /^blog\/([A-Za-z0-9-]+)\.json$/.exec(path)?.[1];
}

/**
 * A page's or article's second line, with whether it waits for its show-from date or has ended (its
 * show-until date passed), in the site's time zone, at `now`.
 */
function withDates(detail: string, file: DraftFile | undefined, zone: string, now: number): string {
  const dates = file?.kind === 'json' ? contentDatesOf(file.value) : undefined;
  if (!dates) return detail;
  const judged = judgeDates(dates, zone, now);
  const at = (moment: number) =>
    new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(moment);
  if (judged.state === 'waiting') return fill(text.schedules.contentWaiting, { detail, time: at(judged.from!) });
  if (judged.state === 'ended') return fill(text.schedules.contentEnded, { detail, time: at(judged.until!) });
  return detail;
}

export function contentGroups(files: Record<string, DraftFile>, now = Date.now()): ContentGroup[] {
  const routes = routesByPage(files);
  const written = draftConfig(files, CONFIG_FILES.site)?.timeZone;
  const zone = (typeof written === 'string' && timeZoneId(written)) || DEFAULT_TIME_ZONE;
  const groups: Record<ContentGroup['id'], ContentEntry[]> = {
    pages: [],
    navigation: [],
    settings: [],
    faq: [],
    services: [],
    blog: [],
    forms: [],
    other: [],
  };
  for (const path of Object.keys(files).sort()) {
    const file = files[path];
    const page = pageId(path);
    const slug = articleSlug(path);
    const fileTitles = text.fileTitles as Record<string, string>;
    if (page)
      groups.pages.push({
        path,
        label: routes.get(page)?.join(', ') ?? path,
        detail: withDates(pageHeading(file) ?? stringAt(file, 'title') ?? page, file, zone, now),
      });
    else if (slug)
      groups.blog.push({
        path,
        label: stringAt(file, 'headline') ?? slug,
        detail: withDates(articlePath(slug), file, zone, now),
      });
    else if (isFormFile(path)) groups.forms.push({ path, label: stringAt(file, 'id') ?? path, detail: path });
    else if (SINGLE[path]) groups[SINGLE[path]!].push({ path, label: fileTitles[path] ?? path, detail: path });
    else groups.other.push({ path, label: fileTitles[path] ?? path, detail: path });
  }
  groups.pages.sort((a, b) => a.label.localeCompare(b.label));
  return (Object.keys(groups) as ContentGroup['id'][])
    .map((id) => ({ id, entries: groups[id] }))
    .filter((group) => group.entries.length > 0);
}

/** The pages and sections a link may lead to: every route, and every route with a section id. */
export function linkTargets(files: Record<string, DraftFile>): { href: string; label: string }[] {
  const targets: { href: string; label: string }[] = [];
  for (const [page, paths] of routesByPage(files)) {
    const file = files[pageFile(page)];
    const title = stringAt(file, 'title') ?? page;
    const sections = listOf(draftPage(files, pageFile(page))?.sections);
    for (const path of paths) {
      targets.push({ href: path, label: title });
      for (const section of sections)
        if (typeof section?.id === 'string')
          targets.push({ href: `${path}#${section.id}`, label: `${title} #${section.id}` });
    }
  }
  for (const path of Object.keys(files)) {
    const slug = articleSlug(path);
    if (slug) targets.push({ href: articlePath(slug), label: stringAt(files[path], 'headline') ?? slug });
  }
  return targets.sort((a, b) => a.href.localeCompare(b.href));
}
