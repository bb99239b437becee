// Blog articles: each article's text is loaded only on its own page. Which slugs exist is known from
// the file names alone, so routing needs no article data in the main bundle.
import { keyedLoader } from '../lib/keyed-loader.ts';
import { configModulePath } from './config-dir.ts';
import { byFileName } from './glob-by-name.ts';
import type { RenderedArticle } from './rendered-article.ts';

const loaders = byFileName(import.meta.glob<RenderedArticle>('@site-config/blog/*.json', { import: 'default' }));

/** Every article's slug (a function, so the browser bundle, which never lists them, drops it). */
export function articleSlugs(): string[] {
  return [...loaders.keys()];
}

export function hasArticle(slug: string): boolean {
  return loaders.has(slug);
}

/** The article's config file relative to the project root, as the build manifest names it. */
export function articleModulePath(slug: string): string {
  return configModulePath(`blog/${slug}.json`);
}

const articles = keyedLoader(async (slug: string) => {
  const load = loaders.get(slug);
  if (!load) throw new Error(`unknown article ${slug}`);
  return load();
});

export const loadArticle = articles.load;
export const loadedArticle = articles.loaded;
