// The pages a visitor's browser runs code on, and where to open each at a #fragment: what the
// cross-browser specs reload scrolled down and by fragment.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROUTES_META, type RoutesMeta } from '../../../src/shared/build-meta.ts';
import { page as pageConfig, routesConfig } from './site-data.ts';

const root = resolve(import.meta.dirname, '../../..');
const meta = JSON.parse(readFileSync(join(root, 'dist', ROUTES_META), 'utf8')) as RoutesMeta;

/** The pages whose sections run code in the browser (they list it in a page-modules block). */
export const pagesWithScripts = meta.pages.filter((path) =>
  readFileSync(join(root, 'dist', path.slice(1), 'index.html'), 'utf8').includes('id="page-modules"'),
);
/** The id of a section of the page to open it at: its form's, else its first section with one. */
export function fragmentOf(path: string): string | undefined {
  const route = routesConfig.routes.find((entry) => entry.path === path);
  if (!route) return undefined;
  const sections = pageConfig(route.page).sections;
  const withId = [...sections.filter((section) => section.type === 'form'), ...sections];
  return withId.find((section) => typeof section.id === 'string')?.id as string | undefined;
}
