// The server-render bundle's stand-in for src/config/blog.ts (swapped in by
// scripts/build/ssr-config-plugin.ts): the same functions, answered from the config folder at render time.
import type * as SiteBlog from '../../../src/config/blog.ts';
import { articleSlugs as slugs, hasArticle as has, renderedArticle } from './config-source.ts';

export const articleSlugs: typeof SiteBlog.articleSlugs = () => slugs();
export const hasArticle: typeof SiteBlog.hasArticle = (slug) => has(slug);
export const loadedArticle: typeof SiteBlog.loadedArticle = (slug) => (has(slug) ? renderedArticle(slug) : undefined);
export const loadArticle: typeof SiteBlog.loadArticle = (slug) =>
  new Promise((resolve) => resolve(renderedArticle(slug)));
