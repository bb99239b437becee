// Blog articles: each article's text is loaded only on its own page. Which slugs exist is known from
// the file names alone, so routing needs no article data in the main bundle.
import { keyedLoader } from '../lib/keyed-loader.ts';
import type { RenderedArticle } from './rendered-article.ts';

const PREFIX = '../../site-config/blog/';
const loaders = import.meta.glob<RenderedArticle>('../../site-config/blog/*.json', { import: 'default' });

/** Every article's slug (a function, so the browser bundle, which never lists them, drops it). */
export function articleSlugs(): string[] {
  return Object.keys(loaders).map((key) => key.slice(PREFIX.length, -'.json'.length));
}

export function hasArticle(slug: string): boolean {
  return `${PREFIX}${slug}.json` in loaders;
}

/** The article's config file relative to the project root, as the build manifest names it. */
export function articleModulePath(slug: string): string {
  return `site-config/blog/${slug}.json`;
}

const articles = keyedLoader(async (slug: string) => {
  const load = loaders[`${PREFIX}${slug}.json`];
  if (!load) throw new Error(`unknown article ${slug}`);
  return load();
});

export const loadArticle = articles.load;
export const loadedArticle = articles.loaded;
