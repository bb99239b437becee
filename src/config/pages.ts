// Page configs, loaded by id when a page is rendered (at build time, or by a preview), each on its own.
import { keyedLoader } from '../lib/keyed-loader.ts';
import type { PageConfig } from '../shared/generated/config-types.ts';
import { byFileName } from './glob-by-name.ts';

const loaders = byFileName(import.meta.glob<PageConfig>('@site-config/pages/*.json', { import: 'default' }));

const pages = keyedLoader(async (pageId: string) => {
  const load = loaders.get(pageId);
  if (!load) throw new Error(`unknown page ${pageId}`);
  return load();
});

export const loadPage = pages.load;
/** The page if it was loaded already: lets hydration and later visits render without suspending. */
export const loadedPage = pages.loaded;
