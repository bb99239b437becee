// @vitest-environment jsdom
// The blog's feeds, one per language: the main language's lists every article, another language the
// articles it translates with their translated texts and its own addresses, or an empty channel; each
// is well-formed XML whatever the texts hold.
import { describe, expect, it } from 'vitest';
import type { BlogIndexEntry } from '../../src/shared/blog-index.ts';
import type { SiteConfig, TranslationConfig } from '../../src/shared/generated/config-types.ts';
import { feedFiles, rssFeed } from './rss.ts';

const site = {
  siteUrl: 'https://example.com',
  seo: { locale: 'en_US' },
  languages: [
    { code: 'en', name: 'English', dir: 'ltr' },
    { code: 'ar', name: 'العربية', dir: 'rtl' },
  ],
  blogFeed: { title: 'The blog', description: 'News & notes', items: 10 },
} as unknown as SiteConfig;

const entry = (slug: string, date: string, headline: string): BlogIndexEntry => ({
  slug,
  date,
  headline,
  typeLabel: 'Article',
  description: `About ${slug}`,
  author: 'Team',
});
const index = [entry('newer', '2024-02-01', 'Newer <one>'), entry('older', '2024-01-01', 'Older & wiser')];

const text = (source: string, translatedText: string) => ({ source, text: translatedText });
const translations: Record<string, TranslationConfig> = {
  'translations/ar/site.json': {
    texts: { '/blogFeed/title': text('The blog', 'المدونة'), '/blogFeed/description': text('News & notes', 'أخبار') },
  },
  'translations/ar/blog/older.json': {
    texts: { '/headline': text('Older & wiser', 'أقدم <وأحكم>'), '/description': text('About older', 'عن "الأقدم"') },
  },
};

function parsed(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.querySelector('parsererror')).toBeNull();
  const channel = doc.querySelector('channel')!;
  const child = (name: string) => channel.getElementsByTagName(name)[0]?.textContent;
  return {
    title: child('title'),
    link: child('link'),
    self: channel.getElementsByTagName('atom:link')[0]?.getAttribute('href'),
    language: child('language'),
    items: [...channel.querySelectorAll('item')].map((item) => ({
      title: item.querySelector('title')?.textContent,
      link: item.querySelector('link')?.textContent,
      description: item.querySelector('description')?.textContent,
    })),
  };
}

const files = (translated: Record<string, TranslationConfig>) =>
  feedFiles(
    site,
    index,
    new Date('2024-03-01T00:00:00Z'),
    (path) => path in translated,
    (path) => translated[path]!,
  );

describe('the feeds of a site in two languages', () => {
  it('writes one feed per language, the main one at its usual address', () => {
    expect(files(translations).map((file) => file.name)).toEqual(['blog/rss.xml', 'ar/blog/rss.xml']);
  });

  it('lists every article, newest first, on the main feed, its texts escaped', () => {
    const feed = parsed(files(translations)[0]!.content);
    expect(feed).toMatchObject({
      title: 'The blog',
      link: 'https://example.com/blogs',
      self: 'https://example.com/blog/rss.xml',
      language: 'en',
    });
    expect(feed.items.map((item) => [item.title, item.link])).toEqual([
      ['Newer <one>', 'https://example.com/blog/newer'],
      ['Older & wiser', 'https://example.com/blog/older'],
    ]);
  });

  it("lists on another language's feed only what it translates, translated, at its addresses", () => {
    const feed = parsed(files(translations)[1]!.content);
    expect(feed).toMatchObject({
      title: 'المدونة',
      link: 'https://example.com/ar/blogs',
      self: 'https://example.com/ar/blog/rss.xml',
      language: 'ar',
    });
    expect(feed.items).toEqual([
      { title: 'أقدم <وأحكم>', link: 'https://example.com/ar/blog/older', description: 'عن "الأقدم"' },
    ]);
  });

  it('gives a language that translates no article an empty channel, its site texts falling back', () => {
    const feed = parsed(files({})[1]!.content);
    expect(feed).toMatchObject({ title: 'The blog', language: 'ar', items: [] });
  });

  it('keeps a site of one language to its one feed', () => {
    const single = { ...site, languages: undefined } as unknown as SiteConfig;
    expect(
      feedFiles(
        single,
        index,
        new Date(),
        () => false,
        () => ({ texts: {} }),
      ).map((file) => file.name),
    ).toEqual(['blog/rss.xml']);
    expect(parsed(rssFeed(single, index, new Date())).language).toBe('en');
  });
});
