// Every page a build writes, and what each is made of: an incremental build renders a page again
// only when that changed (or when something every page shows changed: the code, a bundle, a
// site-wide config file such as site.json or navigation.json). What a page is made of:
//   a route's page      its pages/<id>.json
//   a blog list page    its pages/<id>.json, the cards it shows and the number of pages (the links)
//   an article          its blog/<slug>.json
//   the not-found page  its pages/<id>.json
// Rendering checks the plan: a page that reads a page or article file outside its list fails the
// build (scripts/build/render-worker.ts), so the plan cannot silently fall behind the code.
import { articlePath } from '../../src/shared/blog-paths.ts';
import { listPageCount, listPageEntries, listPagePath, orderedEntries } from '../../src/shared/blog-list.ts';
import type { BlogListProps } from '../../src/shared/generated/config-types.ts';
import { sha256 } from './bundle-inputs.ts';
import { contentKind, type ConfigSnapshot } from './config-snapshot.ts';
import { articleFile, pageFile as pageConfigFile } from '../../src/shared/config-check/config-layout.ts';

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
}

export interface SitePlan {
  /** Every page with an address, in the sitemap's order: each route and the later pages of its list, then the articles. */
  pages: PlannedPage[];
  notFound: PlannedPage;
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

export function planSite(snapshot: ConfigSnapshot): SitePlan {
  const pages: PlannedPage[] = [];
  for (const route of snapshot.routes.routes) {
    const sources = [pageConfigFile(route.page)];
    const list = snapshot.pages
      .get(route.page)
      ?.sections.find((section): section is BlogListProps => section.type === 'blogList');
    if (!list) {
      pages.push(planned(snapshot, route.path, sources));
      continue;
    }
    const ordered = orderedEntries(snapshot.blogIndex, list);
    const count = listPageCount(ordered.length, list.perPage);
    for (let page = 1; page <= count; page++)
      pages.push(
        planned(snapshot, listPagePath(route.path, page), sources, [
          count,
          listPageEntries(ordered, list.perPage, page),
        ]),
      );
  }
  for (const slug of snapshot.slugs) pages.push(planned(snapshot, articlePath(slug), [articleFile(slug)]));
  return { pages, notFound: planned(snapshot, undefined, [pageConfigFile(snapshot.routes.notFoundPage)]) };
}

/** The config files every page shows (all but the pages and articles), with their hashes. */
export function siteWideFiles(snapshot: ConfigSnapshot): [string, string][] {
  return [...snapshot.hashes].filter(([path]) => contentKind(path) === undefined);
}
