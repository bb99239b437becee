/**
 * The list data of one blog article (what a blog card and the RSS feed show), picked from the
 * article's file at build time so the blog list never downloads whole articles.
 */

/** One article as the blog list and the feed know it. */
export interface BlogIndexEntry {
  slug: string;
  typeLabel: string;
  headline: string;
  date: string;
  description: string;
  author: string;
}

/** The index entry of an article: its list fields and nothing else. */
export function blogIndexEntry(article: BlogIndexEntry): BlogIndexEntry {
  const { slug, typeLabel, headline, date, description, author } = article;
  return { slug, typeLabel, headline, date, description, author };
}
