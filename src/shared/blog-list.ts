/**
 * The blog list's order and its pages, one set of rules for the cards (src/sections/blogList), the
 * head of each list page (rel prev/next), the feed and the build, which prerenders every page of the
 * list and, in an incremental build, only the pages whose cards changed (scripts/build/site-plan.ts).
 *
 * The order: every article not left off, newest first; an article pinned to a place keeps that place
 * (counted from 1 across all pages) whatever is published after it. A new article therefore leads the
 * list by itself, and nobody has to name every article by hand.
 */
import type { BlogIndexEntry } from './blog-index.ts';

/** What of a blog list section decides which cards it shows, in which order, how many a page. */
export interface BlogListRules {
  perPage: number;
  pinned?: { slug: string; place: number }[];
  hidden?: string[];
}

/** Newest first; articles of the same day by slug, so the order never depends on how files were listed.
 *  (Dates are YYYY-MM-DD: their text order is their time order. Plain text comparison, not
 *  localeCompare, whose collation tables take a build thread half a second to load.) */
export function newestFirst(a: BlogIndexEntry, b: BlogIndexEntry): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

/**
 * The list's cards in order. Total on any input: a pin or a hidden slug that names no article, a
 * second pin of one article or of one place, are passed over here (the validator reports them).
 */
export function orderedEntries(index: readonly BlogIndexEntry[], rules: BlogListRules): BlogIndexEntry[] {
  const hidden = new Set(rules.hidden ?? []);
  const bySlug = new Map(index.map((entry) => [entry.slug, entry]));
  const pinnedSlugs = new Set<string>();
  const usedPlaces = new Set<number>();
  const pins: { entry: BlogIndexEntry; place: number }[] = [];
  for (const { slug, place } of rules.pinned ?? []) {
    const entry = bySlug.get(slug);
    if (!entry || hidden.has(slug) || pinnedSlugs.has(slug) || usedPlaces.has(place)) continue;
    pinnedSlugs.add(slug);
    usedPlaces.add(place);
    pins.push({ entry, place });
  }
  const list = index.filter((entry) => !hidden.has(entry.slug) && !pinnedSlugs.has(entry.slug)).sort(newestFirst);
  // Lowest place first: each insertion leaves the places before it as they are.
  for (const { entry, place } of pins.sort((a, b) => a.place - b.place))
    list.splice(Math.min(place - 1, list.length), 0, entry);
  return list;
}

/** How many pages a list of `total` cards takes: at least one, which may be empty. */
export function listPageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}

/** The cards of page `page` (from 1). */
export function listPageEntries<T>(ordered: readonly T[], perPage: number, page: number): T[] {
  return ordered.slice((page - 1) * perPage, page * perPage);
}

const LIST_PAGE = /^(.*)\/page\/([1-9]\d*)$/;

/** The address of page `page` of the list shown at `basePath`: the page itself, then …/page/2, …/page/3. */
export function listPagePath(basePath: string, page: number): string {
  if (page === 1) return basePath;
  return `${basePath === '/' ? '' : basePath}/page/${page}`;
}

/** The list page an address names (…/page/2 and on), or undefined for any other address. */
export function parseListPagePath(path: string): { basePath: string; page: number } | undefined {
  const match = LIST_PAGE.exec(path);
  if (!match) return undefined;
  const page = Number(match[2]);
  return page >= 2 ? { basePath: match[1] || '/', page } : undefined;
}

/** Where one page of a list sits among the others. */
export interface ListPagePosition {
  page: number;
  pages: number;
  /** The newer page's address, on every page but the first. */
  prev?: string;
  /** The older page's address, on every page but the last. */
  next?: string;
}

export function listPagePosition(basePath: string, page: number, pages: number): ListPagePosition {
  return {
    page,
    pages,
    ...(page > 1 ? { prev: listPagePath(basePath, page - 1) } : {}),
    ...(page < pages ? { next: listPagePath(basePath, page + 1) } : {}),
  };
}

/** A label with {page} and {pages} (and, for a title, {title}) filled in. */
export function fillPageLabel(label: string, values: { page: number; pages: number; title?: string }): string {
  return label.replace(/\{(page|pages|title)\}/g, (placeholder, name: 'page' | 'pages' | 'title') =>
    name === 'title' ? (values.title ?? placeholder) : String(values[name]),
  );
}
