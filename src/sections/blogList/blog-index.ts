// The list data of every article (label, headline, date, summary), compiled at build time and loaded
// only by pages that show a blog list.
import type { BlogIndexEntry } from '../../shared/blog-index.ts';
import { keyedLoader } from '../../lib/keyed-loader.ts';

const index = keyedLoader<void, BlogIndexEntry[]>(() => import('virtual:blog-index').then((module) => module.default));

export const loadBlogIndex = index.load;
export const loadedBlogIndex = index.loaded;
