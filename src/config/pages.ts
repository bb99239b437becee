// Page configs are loaded per route, so a visitor downloads only the page being shown.
import type { PageConfig } from '../shared/generated/config-types.ts';

const loaders = import.meta.glob<PageConfig>('../../site-config/pages/*.json', { import: 'default' });
const loaded = new Map<string, PageConfig>();
const pending = new Map<string, Promise<PageConfig>>();

function loaderKey(pageId: string): string {
  return `../../site-config/pages/${pageId}.json`;
}

/** The page's config file relative to the project root, as the build manifest names it. */
export function pageModulePath(pageId: string): string {
  return `site-config/pages/${pageId}.json`;
}

/** The page if it was loaded already: lets hydration and later visits render without suspending. */
export function loadedPage(pageId: string): PageConfig | undefined {
  return loaded.get(pageId);
}

export function loadPage(pageId: string): Promise<PageConfig> {
  const existing = pending.get(pageId);
  if (existing) return existing;
  const load = loaders[loaderKey(pageId)];
  if (!load) return Promise.reject(new Error(`unknown page ${pageId}`));
  const promise = load().then((page) => {
    loaded.set(pageId, page);
    return page;
  });
  pending.set(pageId, promise);
  return promise;
}
