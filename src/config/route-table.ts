// Resolving a URL path to what it shows, shared by the browser router and the prerenderer.
import { hasArticle } from './blog.ts';
import { articleSlugOf } from '../shared/blog-paths.ts';
import { parseListPagePath } from '../shared/blog-list.ts';
import { routes } from './site-config.ts';

export type Resolution =
  /** `listPage`: the later pages of a page's blog list (…/page/2 and on) show that page again. */
  | { kind: 'page'; pageId: string; path: string; listPage?: number }
  | { kind: 'article'; slug: string; path: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound'; pageId: string };

export function resolvePath(pathname: string): Resolution {
  const redirect = routes.redirects.find((r) => r.from === pathname || (r.from === '/' && pathname === ''));
  if (redirect) return { kind: 'redirect', to: redirect.to };
  const route = routes.routes.find((r) => r.path === pathname);
  if (route) return { kind: 'page', pageId: route.page, path: route.path };
  const listed = parseListPagePath(pathname);
  const listRoute = listed && routes.routes.find((r) => r.path === listed.basePath);
  if (listed && listRoute) return { kind: 'page', pageId: listRoute.page, path: pathname, listPage: listed.page };
  const slug = articleSlugOf(pathname);
  if (slug !== undefined && hasArticle(slug)) return { kind: 'article', slug, path: pathname };
  return { kind: 'notFound', pageId: routes.notFoundPage };
}
