// The plan of a site in two languages: every route in each (the main language's at its own address),
// the articles in the main language, a not-found page for each, and what the sitemap lists of them.
import { describe, expect, it } from 'vitest';
import type { ConfigSnapshot } from './config-snapshot.ts';
import { planSite, redirectsInEveryLanguage, sitemapEntries } from './site-plan.ts';

function snapshot(): ConfigSnapshot {
  return {
    dir: '/config',
    hashes: new Map([
      ['pages/home.json', 'h1'],
      ['pages/erp.json', 'e1'],
      ['pages/missing.json', 'm1'],
      ['blog/news.json', 'n1'],
      ['translations/ar/pages/home.json', 'ah1'],
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
    slugs: ['news'],
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
      ['/blog/news', 'blog/news/index.html', ['blog/news.json']],
    ]);
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
    expect(sitemapEntries(plan)).toEqual([
      { path: '/home', alternates: home },
      { path: '/erp', alternates: [] },
      { path: '/ar/home', alternates: home },
      { path: '/blog/news', alternates: [] },
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
