// Blog articles: each article's text is loaded only when its page is rendered. Which slugs exist is
// known from the file names alone, so routing needs no article data.
import { keyedLoader } from '../lib/keyed-loader.ts';
import type { RenderedArticle } from './rendered-article.ts';

const PREFIX = '../../site-config/blog/';
const loaders = import.meta.glob<RenderedArticle>('../../site-config/blog/*.json', { import: 'default' });

/** Every article's slug. */
export function articleSlugs(): string[] {
  return Object.keys(loaders).map((key) => key.slice(PREFIX.length, -'.json'.length));
}

export function hasArticle(slug: string): boolean {
  return `${PREFIX}${slug}.json` in loaders;
}

const articles = keyedLoader(async (slug: string) => {
  const load = loaders[`${PREFIX}${slug}.json`];
  if (!load) throw new Error(`unknown article ${slug}`);
  return load();
});

export const loadArticle = articles.load;
export const loadedArticle = articles.loaded;
