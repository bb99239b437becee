// Page configs are loaded per route, so a visitor downloads only the page being shown.
import { keyedLoader } from '../lib/keyed-loader.ts';
import type { PageConfig } from '../shared/generated/config-types.ts';
import { configModulePath } from './config-dir.ts';
import { byFileName } from './glob-by-name.ts';

const loaders = byFileName(import.meta.glob<PageConfig>('@site-config/pages/*.json', { import: 'default' }));

/** The page's config file relative to the project root, as the build manifest names it. */
export function pageModulePath(pageId: string): string {
  return configModulePath(`pages/${pageId}.json`);
}

const pages = keyedLoader(async (pageId: string) => {
  const load = loaders.get(pageId);
  if (!load) throw new Error(`unknown page ${pageId}`);
  return load();
});

export const loadPage = pages.load;
/** The page if it was loaded already: lets hydration and later visits render without suspending. */
export const loadedPage = pages.loaded;
