// The site as it is at a moment: what waits for its show-from date and what ended at its show-until
// date is out of the plan, the blog's index and the route table; what ended is kept as gone (with its
// redirect); the next moment any date changes what is shown is named, in the site's time zone.
import { describe, expect, it } from 'vitest';
import type { BlogIndexEntry } from '../../src/shared/blog-index.ts';
import type { ConfigSnapshot } from './config-snapshot.ts';
import { siteAt } from './content-dates.ts';

const entry = (slug: string): BlogIndexEntry => ({
  slug,
  typeLabel: 'News',
  headline: slug,
  date: '2026-01-01',
  description: '',
  author: 'A',
});

function snapshot(): ConfigSnapshot {
  return {
    dir: '/config',
    hashes: new Map(),
    site: { timeZone: 'Asia/Dubai', seo: { locale: 'en_US' } } as ConfigSnapshot['site'],
    routes: {
      routes: [
        { path: '/home', page: 'home' },
        { path: '/spring-offer', page: 'spring-offer' },
        { path: '/launch', page: 'launch' },
      ],
      redirects: [],
      notFoundPage: 'missing',
    },
    pages: new Map(),
    slugs: ['launch-news', 'old-news', 'plain'],
    blogIndex: [entry('launch-news'), entry('old-news'), entry('plain')],
    dates: new Map([
      ['pages/spring-offer.json', { showUntil: '2026-04-01' }],
      ['pages/launch.json', { showFrom: '2026-03-30T09:00' }],
      ['blog/launch-news.json', { showFrom: '2026-03-30T09:00' }],
      ['blog/old-news.json', { showFrom: '2026-01-01', showUntil: '2026-03-01T12:00', endedRedirect: '/home' }],
    ]),
  };
}

describe('the site at a moment', () => {
  it('leaves out what waits and what ended, keeps what ended as gone, and names the next change', () => {
    // 08:59 in Dubai (UTC+4) on 30 March 2026.
    const before = siteAt(snapshot(), new Date('2026-03-30T04:59:00Z'));
    expect(before.snapshot.routes.routes.map((route) => route.path)).toEqual(['/home', '/spring-offer']);
    expect(before.snapshot.slugs).toEqual(['plain']);
    expect(before.snapshot.blogIndex.map((article) => article.slug)).toEqual(['plain']);
    expect(before.gone).toEqual([{ path: '/blog/old-news', to: '/home' }]);
    expect(before.contentDates).toEqual({ visibleAt: '2026-03-30T04:59:00.000Z', next: '2026-03-30T05:00:00.000Z' });

    // 09:00 in Dubai: the launch page and its news are shown; the spring offer ends at the start of 1 April.
    const at = siteAt(snapshot(), new Date('2026-03-30T05:00:00Z'));
    expect(at.snapshot.routes.routes.map((route) => route.path)).toEqual(['/home', '/spring-offer', '/launch']);
    expect(at.snapshot.slugs).toEqual(['launch-news', 'plain']);
    expect(at.contentDates.next).toBe('2026-03-31T20:00:00.000Z');

    const after = siteAt(snapshot(), new Date('2026-03-31T20:00:00Z'));
    expect(after.snapshot.routes.routes.map((route) => route.path)).toEqual(['/home', '/launch']);
    expect(after.gone).toEqual([{ path: '/spring-offer' }, { path: '/blog/old-news', to: '/home' }]);
    expect(after.contentDates.next).toBeNull();
  });

  it('takes an ended page out in every language of the site', () => {
    const languages = [
      { code: 'en', name: 'English', dir: 'ltr' as const },
      { code: 'ar', name: 'العربية', dir: 'rtl' as const },
    ];
    const site = { ...snapshot().site, languages };
    const after = siteAt({ ...snapshot(), site }, new Date('2026-03-31T20:00:00Z'));
    expect(after.gone).toEqual([
      { path: '/spring-offer' },
      { path: '/ar/spring-offer' },
      { path: '/blog/old-news', to: '/home' },
    ]);
    // An article is gone in the languages that translated it (the others never had it).
    const hashes = new Map([['translations/ar/blog/old-news.json', 'x']]);
    const translated = siteAt({ ...snapshot(), site, hashes }, new Date('2026-03-31T20:00:00Z'));
    // Where the marketer sent it, in the language of the address: /home is a page of every language.
    expect(translated.gone.slice(2)).toEqual([
      { path: '/blog/old-news', to: '/home' },
      { path: '/ar/blog/old-news', to: '/ar/home' },
    ]);
  });

  it("sends an ended article's translation where the language has the page chosen, else to it as it is", () => {
    const site = {
      ...snapshot().site,
      languages: [
        { code: 'en', name: 'English', dir: 'ltr' as const },
        { code: 'ar', name: 'العربية', dir: 'rtl' as const },
      ],
    };
    const dates = (endedRedirect: string) =>
      new Map([...snapshot().dates, ['blog/old-news.json', { showUntil: '2026-03-01T12:00', endedRedirect }]]);
    const endedTo = (endedRedirect: string, translated: string[] = []) =>
      siteAt(
        {
          ...snapshot(),
          site,
          dates: dates(endedRedirect),
          hashes: new Map(['translations/ar/blog/old-news.json', ...translated].map((file) => [file, 'x'])),
        },
        new Date('2026-03-31T20:00:00Z'),
      ).gone.find((gone) => gone.path === '/ar/blog/old-news')?.to;
    // An article Arabic translates, with its query and fragment kept; one it does not, in English.
    expect(endedTo('/blog/plain?from=old#top', ['translations/ar/blog/plain.json'])).toBe(
      '/ar/blog/plain?from=old#top',
    );
    expect(endedTo('/blog/plain')).toBe('/blog/plain');
    // Another site, as it is.
    expect(endedTo('https://news.example.org/')).toBe('https://news.example.org/');
  });
});
