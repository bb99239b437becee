// Blog articles: the small index is bundled, each article's text is loaded only on its own page.
import blogIndex from 'virtual:blog-index';
import type { BlogArticle } from './types.ts';

const loaders = import.meta.glob<BlogArticle>('../../site-config/blog/*.json', { import: 'default' });
const loaded = new Map<string, BlogArticle>();
const pending = new Map<string, Promise<BlogArticle>>();

export const blogEntries = blogIndex;

export function findBlogEntry(slug: string) {
  return blogIndex.find((entry) => entry.slug === slug);
}

/** The article's config file relative to the project root, as the build manifest names it. */
export function articleModulePath(slug: string): string {
  return `site-config/blog/${slug}.json`;
}

export function loadedArticle(slug: string): BlogArticle | undefined {
  return loaded.get(slug);
}

export function loadArticle(slug: string): Promise<BlogArticle> {
  const existing = pending.get(slug);
  if (existing) return existing;
  const load = loaders[`../../site-config/blog/${slug}.json`];
  if (!load) return Promise.reject(new Error(`unknown article ${slug}`));
  const promise = load().then((article) => {
    loaded.set(slug, article);
    return article;
  });
  pending.set(slug, promise);
  return promise;
}
