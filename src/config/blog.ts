// Blog articles: each article's text is loaded only when its page is rendered. Which slugs exist is
// known from the file names alone, so routing needs no article data.
import { keyedLoader } from '../lib/keyed-loader.ts';
import { byFileName } from './glob-by-name.ts';
import type { RenderedArticle } from './rendered-article.ts';

const loaders = byFileName(import.meta.glob<RenderedArticle>('@site-config/blog/*.json', { import: 'default' }));

/** Every article's slug. */
export function articleSlugs(): string[] {
  return [...loaders.keys()];
}

export function hasArticle(slug: string): boolean {
  return loaders.has(slug);
}

const articles = keyedLoader(async (slug: string) => {
  const load = loaders.get(slug);
  if (!load) throw new Error(`unknown article ${slug}`);
  return load();
});

export const loadArticle = articles.load;
export const loadedArticle = articles.loaded;
