// The blog's RSS 2.0 feed at /blog/rss.xml: the newest articles (as many as site.json's blogFeed
// says), from the same index the blog list uses.
import { articlePath, BLOG_FEED_PATH } from '../../src/shared/blog-paths.ts';
import type { BlogIndexEntry } from '../../src/shared/blog-index.ts';
import { newestFirst } from '../../src/shared/blog-list.ts';
import type { SiteConfig } from '../../src/shared/generated/config-types.ts';

function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function rssFeed(site: SiteConfig, index: readonly BlogIndexEntry[], now: Date): string {
  const entries = [...index].sort(newestFirst).slice(0, site.blogFeed.items);
  const items = entries.map((entry) => {
    const url = site.siteUrl + articlePath(entry.slug);
    return [
      '    <item>',
      `      <title>${xmlEscape(entry.headline)}</title>`,
      `      <link>${xmlEscape(url)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(url)}</guid>`,
      `      <pubDate>${new Date(`${entry.date}T00:00:00Z`).toUTCString()}</pubDate>`,
      `      <category>${xmlEscape(entry.typeLabel)}</category>`,
      `      <description>${xmlEscape(entry.description)}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlEscape(site.blogFeed.title)}</title>`,
    `    <link>${xmlEscape(site.siteUrl)}/blogs</link>`,
    `    <atom:link href="${xmlEscape(site.siteUrl + BLOG_FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${xmlEscape(site.blogFeed.description)}</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${now.toUTCString()}</lastBuildDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
