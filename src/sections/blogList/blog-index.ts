// The list data of every article (label, headline, date, summary), compiled at build time and loaded
// only by pages that show a blog list.
import type { BlogIndexEntry } from '../../../scripts/vite-blog-index-plugin.ts';

let index: BlogIndexEntry[] | undefined;
let pending: Promise<BlogIndexEntry[]> | undefined;

export function loadBlogIndex(): Promise<BlogIndexEntry[]> {
  pending ??= import('virtual:blog-index').then((module) => (index = module.default));
  return pending;
}

export function loadedBlogIndex(): BlogIndexEntry[] | undefined {
  return index;
}
