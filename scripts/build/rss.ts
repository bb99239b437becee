// The blog's RSS 2.0 feed at /blog/rss.xml, from the same index the blog list uses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { articlePath, BLOG_FEED_PATH } from '../../src/shared/blog-paths.ts';
import { readBlogIndex } from '../vite-blog-index-plugin.ts';

function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function rssFeed(configDir: string): string {
  const site = JSON.parse(readFileSync(join(configDir, 'site.json'), 'utf8')) as {
    siteUrl: string;
    brand: { name: string };
    contacts: { emails: { info: string } };
  };
  const entries = readBlogIndex(join(configDir, 'blog')).sort(
    (a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
  );
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
    `    <title>${xmlEscape(site.brand.name)} blog</title>`,
    `    <link>${xmlEscape(site.siteUrl)}/blogs</link>`,
    `    <atom:link href="${xmlEscape(site.siteUrl + BLOG_FEED_PATH)}" rel="self" type="application/rss+xml"/>`,
    `    <description>Guides on ERP, inventory and operations for small and medium businesses, and news from ${xmlEscape(site.brand.name)}.</description>`,
    '    <language>en</language>',
    `    <lastBuildDate>${new Date().toUTCString()}</lastBuildDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
