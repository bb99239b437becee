// The plan of a site in two languages: every route in each (the main language's at its own address),
// the articles in the main language and again in each language that translates them (only those), a
// not-found page for each, and what the sitemap lists of them.
import { describe, expect, it } from 'vitest';
import type { ConfigSnapshot } from './config-snapshot.ts';
import type { PageConfig } from '../../src/shared/generated/config-types.ts';
import { planSite, redirectsInEveryLanguage, sitemapEntries, type SitePlan } from './site-plan.ts';

function snapshot(): ConfigSnapshot {
  return {
    dir: '/config',
    hashes: new Map([
      ['pages/home.json', 'h1'],
      ['pages/erp.json', 'e1'],
      ['pages/missing.json', 'm1'],
      ['blog/news.json', 'n1'],
      ['blog/story.json', 's1'],
      ['translations/ar/pages/home.json', 'ah1'],
      ['translations/ar/blog/story.json', 'as1'],
    ]),
    site: {
      seo: { locale: 'en_US' },
      languages: [
        { code: 'en', name: 'English', dir: 'ltr' },
        { code: 'ar', name: 'العربية', dir: 'rtl' },
      ],
    } as ConfigSnapshot['site'],
    routes: {
      routes: [
        { path: '/home', page: 'home' },
        { path: '/erp', page: 'erp' },
      ],
      redirects: [
        { from: '/', to: '/home' },
        { from: '/old-news', to: '/blog/news' },
      ],
      notFoundPage: 'missing',
    },
    pages: new Map(),
    slugs: ['news', 'story'],
    blogIndex: [],
    dates: new Map(),
  };
}

describe('a site in two languages', () => {
  const plan = planSite(snapshot());

  it("renders every route in each language, each made of its page and the page's translation", () => {
    expect(plan.pages.map((page) => [page.path, page.file, page.sources])).toEqual([
      ['/home', 'home/index.html', ['pages/home.json', 'translations/ar/pages/home.json']],
      ['/erp', 'erp/index.html', ['pages/erp.json', 'translations/ar/pages/erp.json']],
      ['/ar/home', 'ar/home/index.html', ['pages/home.json', 'translations/ar/pages/home.json']],
      ['/ar/erp', 'ar/erp/index.html', ['pages/erp.json', 'translations/ar/pages/erp.json']],
      ['/blog/news', 'blog/news/index.html', ['blog/news.json', 'translations/ar/blog/news.json']],
      ['/blog/story', 'blog/story/index.html', ['blog/story.json', 'translations/ar/blog/story.json']],
      ['/ar/blog/story', 'ar/blog/story/index.html', ['blog/story.json', 'translations/ar/blog/story.json']],
    ]);
  });

  it('renders a translated article again when its article or its translation changes, and no other', () => {
    const digests = (changed: [string, string][]) => {
      const changedSnapshot = snapshot();
      for (const [path, hash] of changed) changedSnapshot.hashes.set(path, hash);
      return new Map(planSite(changedSnapshot).pages.map((page) => [page.path, page.digest]));
    };
    const before = digests([]);
    const changedWhere = (after: Map<string | undefined, string>) =>
      [...after].filter(([path, digest]) => before.get(path) !== digest).map(([path]) => path);
    expect(changedWhere(digests([['translations/ar/blog/story.json', 'as2']]))).toEqual([
      '/blog/story',
      '/ar/blog/story',
    ]);
    expect(changedWhere(digests([['blog/story.json', 's2']]))).toEqual(['/blog/story', '/ar/blog/story']);
    // A new translation gives the article its address in that language, and its main page the alternate.
    const translatedNews = digests([['translations/ar/blog/news.json', 'an1']]);
    expect(changedWhere(translatedNews)).toEqual(['/blog/news', '/ar/blog/news']);
  });

  it('has a not-found page in each language', () => {
    expect(plan.notFound.map((page) => [page.file, page.notFoundIn])).toEqual([
      ['404.html', undefined],
      ['ar/404.html', '/ar'],
    ]);
  });

  it('lists in the sitemap what each language translated, with its versions, and not what it did not', () => {
    const home = [
      { hreflang: 'en', path: '/home' },
      { hreflang: 'ar', path: '/ar/home' },
      { hreflang: 'x-default', path: '/home' },
    ];
    const story = [
      { hreflang: 'en', path: '/blog/story' },
      { hreflang: 'ar', path: '/ar/blog/story' },
      { hreflang: 'x-default', path: '/blog/story' },
    ];
    expect(sitemapEntries(plan)).toEqual([
      { path: '/home', alternates: home },
      { path: '/erp', alternates: [] },
      { path: '/ar/home', alternates: home },
      { path: '/blog/news', alternates: [] },
      { path: '/blog/story', alternates: story },
      { path: '/ar/blog/story', alternates: story },
    ]);
  });

  it("leads each language's root to its home, and a redirect to an article to the main language's", () => {
    expect(redirectsInEveryLanguage(snapshot())).toEqual([
      { from: '/', to: '/home' },
      { from: '/old-news', to: '/blog/news' },
      { from: '/ar', to: '/ar/home' },
      { from: '/ar/old-news', to: '/blog/news' },
    ]);
  });
});

describe('a blog list in another language', () => {
  const entry = (slug: string, date: string) => ({
    slug,
    date,
    typeLabel: 'Article',
    headline: slug,
    description: slug,
    author: 'Team',
  });
  const withList = (): ConfigSnapshot => {
    const base = snapshot();
    return {
      ...base,
      routes: { ...base.routes, routes: [{ path: '/blogs', page: 'blogs' }] },
      pages: new Map([['blogs', { sections: [{ type: 'blogList', perPage: 1 }] } as unknown as PageConfig]]),
      blogIndex: [entry('story', '2024-02-01'), entry('news', '2024-01-01')],
    };
  };

  it("is made of its cards' translations there (present or not), and of none in the main language", () => {
    const sourcesOf = (plan: SitePlan) =>
      plan.pages.filter((page) => page.path!.includes('blogs')).map((page) => [page.path, page.sources]);
    expect(sourcesOf(planSite(withList()))).toEqual([
      ['/blogs', ['pages/blogs.json', 'translations/ar/pages/blogs.json']],
      ['/blogs/page/2', ['pages/blogs.json', 'translations/ar/pages/blogs.json']],
      ['/ar/blogs', ['pages/blogs.json', 'translations/ar/pages/blogs.json', 'translations/ar/blog/story.json']],
      ['/ar/blogs/page/2', ['pages/blogs.json', 'translations/ar/pages/blogs.json', 'translations/ar/blog/news.json']],
    ]);
  });

  it('renders the card of a newly translated article again in that language only', () => {
    const before = planSite(withList()).pages;
    const changed = withList();
    changed.hashes.set('translations/ar/blog/news.json', 'an1');
    const after = planSite(changed).pages;
    const differs = after.filter(
      (page, index) => page.path?.includes('blogs') && page.digest !== before[index]?.digest,
    );
    expect(differs.map((page) => page.path)).toEqual(['/ar/blogs/page/2']);
  });
});
