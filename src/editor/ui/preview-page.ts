// What the preview shows: the last page or article opened, and, while a file that is not a page is
// edited, a page that shows that file, so an edit to a service's price or an FAQ answer is seen as
// it is typed; and which file a link clicked in the preview leads to.
import { articleSlugOf } from '../../shared/blog-paths.ts';
import type { PreviewView } from '../preview/messages.ts';
import type { DraftFile, JsonObject } from '../state/draft.ts';
import { articleSlug, pageId, routesByPage } from './content-index.ts';
import { sectionDataFiles } from './SectionData.tsx';
import { CONFIG_FILES, articleFile, pageFile } from '../../shared/config-check/config-layout.ts';

/** Files every page shows (the header, the footer, the theme): any page will do for them. */
const SHOWN_EVERYWHERE = new Set<string>([CONFIG_FILES.site, CONFIG_FILES.navigation, CONFIG_FILES.routes]);

function showsFile(page: DraftFile | undefined, path: string): boolean {
  const sections = page?.kind === 'json' && Array.isArray(page.value.sections) ? page.value.sections : [];
  return sections.some(
    (section) =>
      typeof section === 'object' &&
      section !== null &&
      sectionDataFiles(section as JsonObject).some(([file]) => file === path),
  );
}

/**
 * The page for the preview while `path` is edited: the one shown now when it shows the file (or when
 * every page does), else the first page of the site's routes that shows it, else the one shown now.
 */
export function previewPageFor(
  files: Readonly<Record<string, DraftFile>>,
  path: string,
  shown: string | undefined,
): string | undefined {
  if (SHOWN_EVERYWHERE.has(path) || (shown !== undefined && showsFile(files[shown], path))) return shown;
  const pages = [...routesByPage(files).keys()].map(pageFile);
  return pages.find((page) => showsFile(files[page], path)) ?? shown;
}

/** The file of a page or article a link of the site leads to (/erp -> pages/erp.json), if it is one. */
export function fileOfHref(href: string, routes: Map<string, string[]>): string | undefined {
  const path = href.split(/[?#]/, 1)[0]!;
  for (const [page, paths] of routes) if (paths.includes(path)) return pageFile(page);
  const slug = articleSlugOf(path);
  return slug ? articleFile(slug) : undefined;
}

/** What the preview shows for the last page or article opened. */
export function previewOf(
  path: string | undefined,
  files: Record<string, DraftFile>,
  routes: Map<string, string[]>,
): PreviewView {
  if (!path || files[path]?.kind !== 'json') return { kind: 'none' };
  const page = pageId(path);
  if (page) return { kind: 'page', path, route: routes.get(page)?.[0] ?? '/' };
  const slug = articleSlug(path);
  return slug ? { kind: 'article', slug } : { kind: 'none' };
}
