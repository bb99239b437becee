// Blog articles: each article's text is loaded only on its own page. Which slugs exist is known from
// the file names alone, so routing needs no article data in the main bundle.
import type { RenderedArticle } from './rendered-article.ts';

const PREFIX = '../../site-config/blog/';
const loaders = import.meta.glob<RenderedArticle>('../../site-config/blog/*.json', { import: 'default' });
const loaded = new Map<string, RenderedArticle>();
const pending = new Map<string, Promise<RenderedArticle>>();

export const articleSlugs: string[] = Object.keys(loaders).map((key) => key.slice(PREFIX.length, -'.json'.length));

export function hasArticle(slug: string): boolean {
  return `${PREFIX}${slug}.json` in loaders;
}

/** The article's config file relative to the project root, as the build manifest names it. */
export function articleModulePath(slug: string): string {
  return `site-config/blog/${slug}.json`;
}

export function loadedArticle(slug: string): RenderedArticle | undefined {
  return loaded.get(slug);
}

export function loadArticle(slug: string): Promise<RenderedArticle> {
  const existing = pending.get(slug);
  if (existing) return existing;
  const load = loaders[`${PREFIX}${slug}.json`];
  if (!load) return Promise.reject(new Error(`unknown article ${slug}`));
  const promise = load().then((article) => {
    loaded.set(slug, article);
    return article;
  });
  pending.set(slug, promise);
  return promise;
}
