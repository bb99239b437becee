// Every page a build writes, and what each is made of: an incremental build renders a page again
// only when that changed (or when something every page shows changed: the code, a bundle, a
// site-wide config file such as site.json or navigation.json). What a page is made of:
//   a route's page      its pages/<id>.json
//   a blog list page    its pages/<id>.json, the cards it shows and the number of pages (the links),
//                       in another language also its translations of those cards' articles
//   an article          its blog/<slug>.json and its translations (in each language that translates
//                       it, which alone has it again under its own addresses: /ar/blog/<slug>)
//   the not-found page  its pages/<id>.json
// Rendering checks the plan: a page that reads a page or article file outside its list fails the
// build (scripts/build/render-worker.ts), so the plan cannot silently fall behind the code.
import { articlePath } from '../../src/shared/blog-paths.ts';
import { listPageCount, listPageEntries, listPagePath, orderedEntries } from '../../src/shared/blog-list.ts';
import type { BlogListProps } from '../../src/shared/generated/config-types.ts';
import { sha256 } from './bundle-inputs.ts';
import { contentKind, type ConfigSnapshot } from './config-snapshot.ts';
import {
  articleFile,
  pageFile as pageConfigFile,
  translationFile,
} from '../../src/shared/config-check/config-layout.ts';
import type { SiteLanguage } from '../../src/shared/generated/config-types.ts';
import { languagesOf, pathIn } from '../../src/shared/language-paths.ts';
import type { SitemapEntry } from './crawler-files.ts';

/** One page the build writes. */
export interface PlannedPage {
  /** Its address (what the bundle renders); the not-found page has none. */
  path: string | undefined;
  /** Its file in the build, relative to the build's folder. */
  file: string;
  /** The page and article files it is made of. */
  sources: string[];
  /** The hash of all it is made of besides what every page shows. */
  digest: string;
  /** A not-found page of a language other than the main one: its addresses' start ("/ar"). */
  notFoundIn?: string;
  /** A route's page or an article in a site of several languages: its address in each language that
   *  translates it (the main language's first), which the sitemap lists as alternates. */
  versions?: { hreflang: string; path: string }[];
}

export interface SitePlan {
  /** Every page with an address, in the sitemap's order: each route and the later pages of its list, then the articles. */
  pages: PlannedPage[];
  /** The not-found page of each language, the main language's first (404.html, then ar/404.html…). */
  notFound: PlannedPage[];
}

export const NOT_FOUND_FILE = '404.html';

/** The file of a page: /erp is erp/index.html. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

function planned(
  snapshot: ConfigSnapshot,
  path: string | undefined,
  sources: string[],
  shown: unknown = null,
): PlannedPage {
  const hashes = sources.map((source) => [source, snapshot.hashes.get(source) ?? 'absent']);
  return {
    path,
    file: path === undefined ? NOT_FOUND_FILE : pageFile(path),
    sources,
    digest: sha256(JSON.stringify([hashes, shown])),
  };
}

/** A page's or an article's file and its translations' (present or not: a page shows which languages
 *  translate it). */
function withTranslations(languages: SiteLanguage[], file: string): string[] {
  return [file, ...languages.slice(1).map((language) => translationFile(language.code, file))];
}

const pageSources = (languages: SiteLanguage[], pageId: string) => withTranslations(languages, pageConfigFile(pageId));

/** Every route's pages in every language (the main language's at the route's own path), then the articles. */
export function planSite(snapshot: ConfigSnapshot): SitePlan {
  const languages = languagesOf(snapshot.site);
  const pages: PlannedPage[] = [];
  for (const language of languages)
    for (const route of snapshot.routes.routes) {
      const sources = pageSources(languages, route.page);
      const translatedIn = languages.filter(
        (each, index) => index === 0 || snapshot.hashes.has(translationFile(each.code, sources[0]!)),
      );
      const versionsOf = (path: string) =>
        languages.length < 2
          ? {}
          : {
              versions: translatedIn.map((each) => ({ hreflang: each.code, path: pathIn(languages, each.code, path) })),
            };
      const at = (path: string) => ({
        ...planned(snapshot, pathIn(languages, language.code, path), sources),
        ...versionsOf(path),
      });
      const list = snapshot.pages
        .get(route.page)
        ?.sections.find((section): section is BlogListProps => section.type === 'blogList');
      if (!list) {
        pages.push(at(route.path));
        continue;
      }
      const ordered = orderedEntries(snapshot.blogIndex, list);
      const count = listPageCount(ordered.length, list.perPage);
      for (let page = 1; page <= count; page++) {
        const path = listPagePath(route.path, page);
        const entries = listPageEntries(ordered, list.perPage, page);
        // Its cards in its language: the translations of their articles, present or not.
        const cards =
          language === languages[0]
            ? []
            : entries.map((entry) => translationFile(language.code, articleFile(entry.slug)));
        pages.push({
          ...planned(snapshot, pathIn(languages, language.code, path), [...sources, ...cards], [count, entries]),
          ...versionsOf(path),
        });
      }
    }
  for (const slug of snapshot.slugs) {
    const sources = withTranslations(languages, articleFile(slug));
    const path = articlePath(slug);
    // Only the languages that translate it: another language's links lead to the main language's.
    const translatedIn = languages.filter((each, index) => index === 0 || snapshot.hashes.has(sources[index]!));
    const versions =
      translatedIn.length < 2
        ? {}
        : { versions: translatedIn.map((each) => ({ hreflang: each.code, path: pathIn(languages, each.code, path) })) };
    for (const language of translatedIn)
      pages.push({ ...planned(snapshot, pathIn(languages, language.code, path), sources), ...versions });
  }
  const notFoundSources = pageSources(languages, snapshot.routes.notFoundPage);
  const notFound = languages.map((language, index) => {
    if (index === 0) return planned(snapshot, undefined, notFoundSources);
    const prefix = pathIn(languages, language.code, '/');
    return {
      ...planned(snapshot, undefined, notFoundSources),
      file: `${prefix.slice(1)}/${NOT_FOUND_FILE}`,
      notFoundIn: prefix,
    };
  });
  return { pages, notFound };
}

/** The config files every page shows (all but the pages and articles), with their hashes. */
export function siteWideFiles(snapshot: ConfigSnapshot): [string, string][] {
  return [...snapshot.hashes].filter(([path]) => contentKind(path) === undefined);
}

/** What the sitemap lists: every page with an address except a language's page that it has not
 *  translated (that page points search engines to the main language's), each with its versions. */
export function sitemapEntries(plan: SitePlan): SitemapEntry[] {
  return plan.pages.flatMap((page) => {
    if (!page.versions) return [{ path: page.path!, alternates: [] }];
    if (!page.versions.some((version) => version.path === page.path)) return [];
    const alternates =
      page.versions.length < 2 ? [] : [...page.versions, { hreflang: 'x-default', path: page.versions[0]!.path }];
    return [{ path: page.path!, alternates }];
  });
}

/** The route table's redirects in every language: "/" → "/home" is also "/ar" → "/ar/home". A redirect
 *  to an address that is not a route (an article) leads to the main language's page. */
export function redirectsInEveryLanguage(snapshot: ConfigSnapshot): { from: string; to: string }[] {
  const languages = languagesOf(snapshot.site);
  const routePaths = new Set(snapshot.routes.routes.map((route) => route.path));
  return languages.flatMap((language) =>
    snapshot.routes.redirects.map(({ from, to }) => ({
      from: pathIn(languages, language.code, from),
      to: routePaths.has(to) ? pathIn(languages, language.code, to) : to,
    })),
  );
}
