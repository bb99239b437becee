/**
 * Where the blog lives in the site's URL space: each article at /blog/<slug>, and its RSS feed.
 * The router, the prerenderer, the blog list, the head tags and the feed all build paths here.
 */

/** Every article's path starts with this. */
export const BLOG_PREFIX = '/blog/';

/** The RSS 2.0 feed of the blog (of the main language; another language's is under its own prefix,
 *  /ar/blog/rss.xml). */
export const BLOG_FEED_PATH = `${BLOG_PREFIX}rss.xml`;

/** The blog's list: an article's way back, and the feed's link. */
export const BLOG_LIST_PATH = '/blogs';

/** The path of one article. */
export function articlePath(slug: string): string {
  return BLOG_PREFIX + slug;
}

/** The slug of an article path, or undefined for a path outside the blog. */
export function articleSlugOf(path: string): string | undefined {
  return path.startsWith(BLOG_PREFIX) ? path.slice(BLOG_PREFIX.length) : undefined;
}
