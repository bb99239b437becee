// The blog's RSS 2.0 feeds: the main language's at /blog/rss.xml, and one per other language under
// its own prefix (/ar/blog/rss.xml). Each lists the newest articles its language has (as many as
// site.json's blogFeed says), from the same index the blog list uses: the main language every
// article, another language the articles it translates, with their translated texts and addresses
// (an untranslated article is on the main language's feed only; a language that translates none has
// an empty channel).
import { articlePath, BLOG_FEED_PATH, BLOG_LIST_PATH } from '../../src/shared/blog-paths.ts';
import type { BlogIndexEntry } from '../../src/shared/blog-index.ts';
import { newestFirst } from '../../src/shared/blog-list.ts';
import { articleFile, CONFIG_FILES, translationFile } from '../../src/shared/config-check/config-layout.ts';
import type { SiteConfig, TranslationConfig } from '../../src/shared/generated/config-types.ts';
import { languagesOf, pathIn } from '../../src/shared/language-paths.ts';
import { translated } from '../../src/shared/translation.ts';

function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** One language's feed: `site` as that language has it (its blogFeed texts translated), `index` the
 *  articles it has, as it has them; `code` the language (the main one when not given). */
export function rssFeed(site: SiteConfig, index: readonly BlogIndexEntry[], now: Date, code?: string): string {
  const languages = languagesOf(site);
  const language = code ?? languages[0]!.code;
  const url = (path: string) => site.siteUrl + pathIn(languages, language, path);
  const entries = [...index].sort(newestFirst).slice(0, site.blogFeed.items);
  const items = entries.map((entry) => {
    const address = url(articlePath(entry.slug));
    return [
      '    <item>',
      `      <title>${xmlEscape(entry.headline)}</title>`,
      `      <link>${xmlEscape(address)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(address)}</guid>`,
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
    `    <link>${xmlEscape(url(BLOG_LIST_PATH))}</link>`,
    `    <atom:link href="${xmlEscape(url(BLOG_FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${xmlEscape(site.blogFeed.description)}</description>`,
    `    <language>${xmlEscape(language)}</language>`,
    `    <lastBuildDate>${now.toUTCString()}</lastBuildDate>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Every language's feed as a file of the build ("blog/rss.xml", "ar/blog/rss.xml"). `has` says
 *  whether a config file is there, `read` reads a translation: only the articles a language
 *  translates are read, so the feeds cost what is translated. */
export function feedFiles(
  site: SiteConfig,
  index: readonly BlogIndexEntry[],
  now: Date,
  has: (path: string) => boolean,
  read: (path: string) => TranslationConfig,
): { name: string; content: string }[] {
  const languages = languagesOf(site);
  return languages.map((language, position) => {
    const name = pathIn(languages, language.code, BLOG_FEED_PATH).slice(1);
    if (position === 0) return { name, content: rssFeed(site, index, now) };
    const file = (path: string) => translationFile(language.code, path);
    const translatedSite = has(file(CONFIG_FILES.site)) ? translated(site, read(file(CONFIG_FILES.site))) : site;
    const entries = index.flatMap((entry) => {
      const translation = file(articleFile(entry.slug));
      return has(translation) ? [translated(entry, read(translation))] : [];
    });
    return { name, content: rssFeed(translatedSite, entries, now, language.code) };
  });
}
