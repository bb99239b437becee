// Where links and the language menu lead in a site of two languages whose second translates one
// article: a route is in both; a translated article has its own address in that language, an
// untranslated one only the main language's (the menu then leads to the blog list).
import { afterAll, describe, expect, it, vi } from 'vitest';

// The test setup has loaded the fixture's config already (tests/unit/setup.ts): the modules are loaded
// again, over the config below.
vi.resetModules();
vi.doMock('@site-config/site.json', async (original) => ({
  default: {
    ...((await original()) as { default: object }).default,
    languages: [
      { code: 'en', name: 'English', dir: 'ltr' },
      { code: 'ar', name: 'العربية', dir: 'rtl' },
    ],
  },
}));
vi.doMock('@site-config/routes.json', () => ({
  default: {
    routes: [
      { path: '/home', page: 'home' },
      { path: '/blogs', page: 'blogs' },
    ],
    redirects: [],
    notFoundPage: 'missing',
  },
}));

const { hrefIn, isIn, knowTranslationFiles, languages, routes, setLanguage } =
  await import('../../config/site-config.ts');
knowTranslationFiles((path) => path === 'translations/ar/blog/translated.json');
const { menuTarget } = await import('./LanguageMenu.tsx');
const [english, arabic] = languages;

afterAll(() => setLanguage(english!, '/'));

describe('a translated article and an untranslated one', () => {
  it('are in the main language both, in the other language only the translated one', () => {
    expect(['/blog/translated', '/blog/untranslated'].map((path) => isIn('en', path))).toEqual([true, true]);
    expect(['/blog/translated', '/blog/untranslated', '/home'].map((path) => isIn('ar', path))).toEqual([
      true,
      false,
      true,
    ]);
  });

  it("are linked from the other language's pages at their address there, or the main language's", () => {
    setLanguage(arabic!, '/blogs');
    expect(hrefIn('/blog/translated')).toBe('/ar/blog/translated');
    expect(hrefIn('/blog/untranslated#top')).toBe('/blog/untranslated#top');
    expect(hrefIn('/home?x=1')).toBe('/ar/home?x=1');
    setLanguage(english!, '/blogs');
    expect(hrefIn('/blog/translated')).toBe('/blog/translated');
  });

  it('lead the language menu to the article in the other language, or to its blog list', () => {
    expect(menuTarget('ar', '/blog/translated')).toBe('/ar/blog/translated');
    expect(menuTarget('en', '/blog/translated')).toBe('/blog/translated');
    expect(menuTarget('ar', '/blog/untranslated')).toBe('/ar/blogs');
    expect(menuTarget('ar', '/home')).toBe('/ar/home');
  });

  it('lead the menu home when the site has no blog list', () => {
    routes.routes.splice(1, 1);
    expect(menuTarget('ar', '/blog/untranslated')).toBe('/ar');
  });
});
