// The site's languages, whatever the content says: each language other than the main one has every
// route under its own addresses, its root and its not-found page; a page it translated and the main
// language's name each other as alternates, in the page and in the sitemap; the language menu leads
// from a page to the same page in the other language and back, in the header and in the phone menu;
// and a page's links stay in its language; an article it translates has its own page, card and place
// in its own feed, and one it does not leads to the main language's. (What a translation shows, its fallback and its notice,
// are unit-tested in src/shared/translation.test.ts and src/config.)
import AxeBuilder from '@axe-core/playwright';
import { expect, shipped, test, waitForHydration } from './support/shipped.ts';
import { WCAG_TAGS } from './support/accessibility.ts';
import { listPagePath } from '../../src/shared/blog-list.ts';
import { articlePath, BLOG_FEED_PATH, BLOG_LIST_PATH, BLOG_PREFIX } from '../../src/shared/blog-paths.ts';
import { articleFile, CONFIG_FILES, formFile, pageFile } from '../../src/shared/config-check/config-layout.ts';
import { localeOfLanguage, longDateFormat } from '../../src/shared/dates.ts';
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

// The forms and the FAQ a language translates are in it on its pages: whatever the texts say, the page
// shows the translation's words (the words themselves, and what is a text, are unit-tested).
for (const language of languages.slice(1)) {
  const at = (path: string) => pathIn(languages, language.code, path);
  const formIds = [
    ...new Set(
      routesConfig.routes.flatMap((route) =>
        shipped
          .page(route.page)
          .sections.flatMap((section) =>
            section.type === 'form' && typeof section.form === 'string' ? [section.form] : [],
          ),
      ),
    ),
  ];
  for (const formId of formIds) {
    const texts = translation(language.code, formFile(formId))?.texts;
    const path = shipped.formPaths(formId)[0];
    const { required = [], properties = {} } = shipped.form(formId).schema as {
      required?: string[];
      properties?: Record<string, { type?: unknown; enum?: unknown }>;
    };
    // The first required text field (a list's message shows elsewhere) whose label and message the
    // language gives.
    const field = required.find(
      (name) =>
        properties[name]?.type === 'string' &&
        properties[name].enum === undefined &&
        texts?.[`/schema/properties/${name}/title`] &&
        texts[`/messages/${name}/required`],
    );
    if (!texts || !path || !field || !texts['/submitLabel']) continue;
    test(`${language.code}: the ${formId} form of ${at(path)} is in ${language.code}, its messages too`, async ({
      page,
    }) => {
      await page.goto(at(path));
      await waitForHydration(page);
      await expect(page.locator(`label[for="${formId}_${field}"]`)).toContainText(
        texts[`/schema/properties/${field}/title`]!.text,
      );
      await page.getByRole('button', { name: texts['/submitLabel']!.text }).click();
      await expect(page.locator(`#${formId}_${field}__error`)).toHaveText(texts[`/messages/${field}/required`]!.text);
    });
  }

  const faq = translation(language.code, CONFIG_FILES.faq)?.texts;
  const faqPath = shipped.pathsWith((section) => section.type === 'faq')[0];
  const question = faq?.['/items/0/question']?.text;
  if (faqPath && question)
    test(`${language.code}: the FAQ of ${at(faqPath)} is in ${language.code}`, async ({ page }) => {
      await page.goto(at(faqPath));
      await expect(page.locator('.faq__question h3').first()).toHaveText(question);
    });
}

// The articles a language translates have their own pages in it; the others have only the main
// language's, which that language's links and cards lead to.
for (const language of languages.slice(1)) {
  const at = (path: string) => pathIn(languages, language.code, path);
  const translatedArticles = shipped.articles.filter((article) =>
    translation(language.code, articleFile(article.slug)),
  );
  const untranslated = shipped.articles.find((article) => !translation(language.code, articleFile(article.slug)));
  const listRoute = routesConfig.routes.find((route) => route.path === BLOG_LIST_PATH);

  for (const article of translatedArticles) {
    const path = articlePath(article.slug);
    const texts = translation(language.code, articleFile(article.slug))!.texts;
    const headline = texts['/headline']?.text ?? article.headline;

    test(`${language.code}: the translated article ${at(path)} is in ${language.code} and names ${path} as its other version, both ways`, async ({
      page,
      request,
    }) => {
      await page.goto(at(path));
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
      await expect(page.locator('h1')).toHaveText(headline);
      const expected = [
        `hreflang="${main!.code}" href="${site.siteUrl}${path}"`,
        `hreflang="${language.code}" href="${site.siteUrl}${at(path)}"`,
        `hreflang="x-default" href="${site.siteUrl}${path}"`,
      ];
      for (const address of [path, at(path)]) {
        const html = await (await request.get(address)).text();
        for (const link of expected) expect(html, address).toContain(`<link rel="alternate" ${link}>`);
        expect(html).toContain(`<link rel="canonical" href="${site.siteUrl}${address}">`);
      }
      const sitemap = await (await request.get('/sitemap.xml')).text();
      const entry = new RegExp(`<url><loc>${site.siteUrl}${at(path)}</loc>.*?</url>`).exec(sitemap)?.[0];
      for (const link of expected) expect(entry).toContain(`<xhtml:link rel="alternate" ${link}/>`);
    });

    test(`${language.code}: the language menu leads from ${path} to ${at(path)} and back`, async ({ page }) => {
      await page.goto(path);
      await page.locator('.site-header__buttons .language-menu a', { hasText: language.name }).click();
      await expect(page).toHaveURL(at(path));
      await page.locator('.site-header__buttons .language-menu a', { hasText: main!.name }).click();
      await expect(page).toHaveURL(path);
    });

    if (listRoute)
      test(`${language.code}: the blog list's card of ${article.slug} is translated and leads to ${at(path)}`, async ({
        page,
      }) => {
        const list = shipped.blogListOf(listRoute)!;
        const place = shipped.listedArticles(list).findIndex((entry) => entry.slug === article.slug);
        await page.goto(at(listPagePath(listRoute.path, Math.floor(place / list.perPage) + 1)));
        const link = page.locator('.blog-list__card .card__title a', { hasText: headline });
        await expect(link).toHaveAttribute('href', at(path));
        await link.click();
        await expect(page).toHaveURL(at(path));
      });

    test(`${language.code}: the translated article is accessible (axe, WCAG 2.2 A/AA)`, async ({ page }) => {
      await page.goto(at(path));
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(results.violations).toEqual([]);
    });
  }

  if (untranslated)
    test(`${language.code}: an untranslated article has no page in ${language.code}; its menu leads to the ${language.code} blog list or home`, async ({
      page,
      request,
      problems,
    }) => {
      problems.expected.push(/404/);
      expect((await request.get(at(articlePath(untranslated.slug)))).status()).toBe(404);
      await page.goto(articlePath(untranslated.slug));
      await expect(page.locator('.site-header__buttons .language-menu a', { hasText: language.name })).toHaveAttribute(
        'href',
        at(listRoute ? BLOG_LIST_PATH : '/'),
      );
    });

  if (listRoute)
    test(`${language.code}: the blog list's cards write their dates in ${language.code}, the main language's in its own`, async ({
      page,
    }) => {
      const first = shipped.listedArticles(shipped.blogListOf(listRoute)!)[0]!;
      const date = page.locator(`.blog-list__card time[datetime="${first.date}"]`).first();
      await page.goto(at(listRoute.path));
      await expect(date).toHaveText(longDateFormat(localeOfLanguage(language))(first.date));
      await page.goto(listRoute.path);
      await expect(date).toHaveText(longDateFormat(site.seo.locale)(first.date));
    });

  test(`${language.code}: its own feed lists the articles it translates, at its addresses, and its pages link it`, async ({
    page,
    request,
  }) => {
    const feedPath = at(BLOG_FEED_PATH);
    await page.goto(at(routesConfig.routes[0]!.path));
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', feedPath);
    const response = await request.get(feedPath);
    expect(response.status()).toBe(200);
    const feed = await page.evaluate(
      (text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          error: doc.querySelector('parsererror') !== null,
          language: doc.querySelector('channel > language')?.textContent,
          links: [...doc.querySelectorAll('channel > item > link')].map((link) => link.textContent),
        };
      },
      await response.text(),
    );
    expect(feed.error).toBe(false);
    expect(feed.language).toBe(language.code);
    expect(feed.links.length).toBe(Math.min(translatedArticles.length, site.blogFeed.items));
    for (const link of feed.links) expect(link!.startsWith(`${site.siteUrl}${at(BLOG_PREFIX)}`), link!).toBe(true);
  });
}
