// The server-render bundle's stand-in for src/config/pages.ts (swapped in by
// scripts/build/ssr-config-plugin.ts): each page's config read from the config folder when it renders.
import type * as SitePages from '../../../src/config/pages.ts';
import { hasPage, pageConfig } from './config-source.ts';

export const loadedPage: typeof SitePages.loadedPage = (id) => (hasPage(id) ? pageConfig(id) : undefined);
export const loadPage: typeof SitePages.loadPage = (id) => new Promise((resolve) => resolve(pageConfig(id)));
