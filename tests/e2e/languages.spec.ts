// The site's languages, whatever the content says: each language other than the main one has every
// route under its own addresses, its root and its not-found page; a page it translated and the main
// language's name each other as alternates, in the page and in the sitemap; the language menu leads
// from a page to the same page in the other language and back, in the header and in the phone menu;
// and a page's links stay in its language. (What a translation shows, its fallback and its notice,
// are unit-tested in src/shared/translation.test.ts and src/config.)
import { expect, shipped, test } from './support/shipped.ts';
import { pageFile } from '../../src/shared/config-check/config-layout.ts';
import { pathIn } from '../../src/shared/language-paths.ts';

const { languages, routesConfig, translation, site } = shipped;
const [main] = languages;

for (const language of languages.slice(1)) {
  const at = (path: string) => pathIn(languages, language.code, path);
  const translatedRoutes = routesConfig.routes.filter((route) => translation(language.code, pageFile(route.page)));

  test(`${language.code}: its root leads to its home page and an unknown address answers in ${language.code}`, async ({
    page,
    request,
    problems,
  }) => {
    const root = routesConfig.redirects.find((redirect) => redirect.from === '/');
    for (const address of [at('/'), `${at('/')}/`]) {
      const answer = await request.get(address, { maxRedirects: 0 });
      expect(answer.status(), address).toBe(301);
      expect(new URL(answer.headers().location!, 'http://x').pathname).toBe(at(root!.to));
    }
    problems.expected.push(/404/);
    const missing = await page.goto(at('/no-such-page-here'));
    expect(missing!.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
  });

  for (const route of translatedRoutes)
    test(`${language.code}: ${route.path} and ${at(route.path)} name each other as versions, in the page and in the sitemap`, async ({
      request,
    }) => {
      const expected = [
        `hreflang="${main!.code}" href="${site.siteUrl}${route.path}"`,
        `hreflang="${language.code}" href="${site.siteUrl}${at(route.path)}"`,
        `hreflang="x-default" href="${site.siteUrl}${route.path}"`,
      ];
      for (const path of [route.path, at(route.path)]) {
        const html = await (await request.get(path)).text();
        for (const link of expected) expect(html, path).toContain(`<link rel="alternate" ${link}>`);
        expect(html).toContain(`<link rel="canonical" href="${site.siteUrl}${path}">`);
      }
      const sitemap = await (await request.get('/sitemap.xml')).text();
      const entry = new RegExp(`<url><loc>${site.siteUrl}${at(route.path)}</loc>.*?</url>`).exec(sitemap)?.[0];
      for (const link of expected) expect(entry).toContain(`<xhtml:link rel="alternate" ${link}/>`);
    });

  test(`${language.code}: the language menu leads to the same page in the other language and back`, async ({
    page,
  }) => {
    const route = translatedRoutes[0] ?? routesConfig.routes[0]!;
    await page.goto(route.path);
    const toOther = page.locator('.site-header__buttons .language-menu a', { hasText: language.name });
    await expect(toOther).toHaveAttribute('hreflang', language.code);
    await toOther.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(at(route.path));
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await page.locator('.site-header__buttons .language-menu a', { hasText: main!.name }).click();
    await expect(page).toHaveURL(route.path);
    await expect(page.locator('html')).toHaveAttribute('lang', main!.code);
  });

  test(`${language.code}: on a phone the language menu is in the menu behind the button`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(at(routesConfig.routes[0]!.path));
    await page.locator('.site-header__burger').click();
    const back = page.locator('.mobile-menu .language-menu a', { hasText: main!.name });
    await expect(back).toBeVisible();
    await back.click();
    await expect(page).toHaveURL(routesConfig.routes[0]!.path);
  });

  test(`${language.code}: the header's and the footer's links stay in the language`, async ({ page }) => {
    await page.goto(at(routesConfig.routes[0]!.path));
    const routePaths = new Set(routesConfig.routes.map((route) => route.path));
    const hrefs = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((anchors) =>
        anchors.filter((anchor) => !anchor.closest('.language-menu')).map((anchor) => anchor.getAttribute('href')!),
      );
    // A route in the main language's address would take the visitor out of the language.
    const leaving = hrefs.filter((href) => routePaths.has(href.split(/[?#]/, 1)[0]!));
    expect(leaving).toEqual([]);
    expect(hrefs.length).toBeGreaterThan(0);
  });
}
