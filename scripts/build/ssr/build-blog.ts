// The server-render bundle's stand-in for src/config/blog.ts (swapped in by
// scripts/build/ssr-config-plugin.ts): the same functions, answered from the config folder at render
// time, each article in the language shown when that language translates it.
import type * as SiteBlog from '../../../src/config/blog.ts';
import { hrefIn, isMainLanguage, language } from '../../../src/config/site-config.ts';
import { articleSlugs as slugs, hasArticle as has, renderedArticle } from './config-source.ts';

const shown = (slug: string) => renderedArticle(slug, isMainLanguage() ? undefined : language.code, hrefIn);

export const articleSlugs: typeof SiteBlog.articleSlugs = () => slugs();
export const hasArticle: typeof SiteBlog.hasArticle = (slug) => has(slug);
export const loadedArticle: typeof SiteBlog.loadedArticle = (slug) => (has(slug) ? shown(slug) : undefined);
export const loadArticle: typeof SiteBlog.loadArticle = (slug) => new Promise((resolve) => resolve(shown(slug)));
