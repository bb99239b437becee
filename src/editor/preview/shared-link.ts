// A shared preview (/preview/<token>/…, issue 41 "Share a preview"): the same preview document, opened
// by someone without an account. The server names the link's address in a meta element; the document
// then loads the link's draft from it instead of waiting for the editor, shows the page of the address
// it was opened at, and keeps its links under the link's address.
import type { JsonObject } from '../state/draft.ts';
import type { PreviewView } from './messages.ts';
import { articleSlugOf } from '../../shared/blog-paths.ts';
import { CONFIG_FILES, articleFile, pageFile } from '../../shared/config-check/config-layout.ts';
import type { SharedDraftAnswer } from '../../shared/preview-link-contract.ts';

/** The address of the shared link this document was opened under ("/preview/<token>/"), if it was. */
export function sharedBase(): string | undefined {
  const content = document.querySelector('meta[name="preview-link"]')?.getAttribute('content');
  return content && content.startsWith('/') && content.endsWith('/') ? content : undefined;
}

/** The link's draft: every config file, parsed (a file that is no JSON object is left out). */
export async function loadSharedDraft(base: string): Promise<Record<string, JsonObject>> {
  const response = await fetch(`${base}draft.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(String(response.status));
  const { files } = (await response.json()) as SharedDraftAnswer;
  const parsed: Record<string, JsonObject> = {};
  for (const [path, text] of Object.entries(files)) {
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object' && !Array.isArray(value)) parsed[path] = value as JsonObject;
    } catch {
      // A file that does not parse cannot be shown; the page that uses it shows its placeholder.
    }
  }
  return parsed;
}

/** The site's path an address under the link shows ("/preview/<token>/about/" → "/about"). */
export function sitePath(pathname: string, base: string): string {
  const below = pathname.startsWith(base) ? pathname.slice(base.length) : '';
  const path = `/${below}`.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** The address under the link of a site's path ("/about" → "/preview/<token>/about"). */
export function sharedAddress(href: string, base: string): string {
  return `${base}${href.replace(/^\/+/, '')}`;
}

interface RoutesFile {
  routes?: unknown;
  redirects?: unknown;
  notFoundPage?: unknown;
}

const sameRoute = (a: string, b: string) => a.replace(/\/+$/, '').toLowerCase() === b.replace(/\/+$/, '').toLowerCase();

const entries = (list: unknown) =>
  (Array.isArray(list) ? list : []).map((entry) => (entry ?? {}) as Record<string, unknown>);

/**
 * What the document shows for a site's path: the page its route names (after the draft's redirects,
 * as the site follows them: "/" leads to the home page), an article, or else the draft's not-found page.
 */
export function sharedView(path: string, files: Record<string, JsonObject>): PreviewView {
  const config = (files[CONFIG_FILES.routes] ?? {}) as RoutesFile;
  const redirect = entries(config.redirects).find(
    (entry) => typeof entry.from === 'string' && sameRoute(entry.from, path),
  );
  const target = typeof redirect?.to === 'string' && redirect.to.startsWith('/') ? redirect.to : path;
  for (const { path: routePath, page } of entries(config.routes))
    if (
      typeof page === 'string' &&
      typeof routePath === 'string' &&
      sameRoute(routePath, target) &&
      files[pageFile(page)]
    )
      return { kind: 'page', path: pageFile(page), route: routePath };
  const slug = articleSlugOf(target);
  if (slug && files[articleFile(slug)]) return { kind: 'article', slug };
  const missing = config.notFoundPage;
  return typeof missing === 'string' && files[pageFile(missing)]
    ? { kind: 'page', path: pageFile(missing), route: target }
    : { kind: 'none' };
}
