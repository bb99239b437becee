// The blog as its config describes it, read at test time: the list page, the articles, their
// canonical paths and the feed. (The slugs, dates and count SPEC.md fixes: content-acceptance.spec.ts.)
import { formatLongDate } from '../../src/lib/dates.ts';
import { isRasterPicture } from '../../src/shared/picture-copies.ts';
import { listPageEntries } from '../../src/shared/blog-list.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { articles, blogListOf, listedArticles, routesConfig, site } from './support/site-data.ts';

const blogRoute = routesConfig.routes.find((route) => blogListOf(route))!;
const blogPath = blogRoute.path;
const list = blogListOf(blogRoute)!;
const ordered = listedArticles(list).map((entry) => entry.slug);
/** The cards of the list's first page. (Its later pages: blog-pages.spec.ts.) */
const listed = listPageEntries(ordered, list.perPage, 1);
const unlisted = articles.filter((article) => !ordered.includes(article.slug));
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the blog list shows its first cards, newest first or at their pinned place, with label, headline and date', async ({
  page,
}) => {
  await page.goto(blogPath);
  const cards = page.locator('.blog-list__card');
  await expect(cards).toHaveCount(listed.length);
  for (const [index, slug] of listed.entries()) {
    const article = articles.find((candidate) => candidate.slug === slug)!;
    const card = cards.nth(index);
    await expect(card.locator('.blog-list__label')).toHaveText(article.typeLabel);
    await expect(card.locator('h3 a')).toHaveText(article.headline);
    await expect(card.locator('h3 a')).toHaveAttribute('href', `/blog/${slug}`);
    await expect(card.locator('time')).toHaveAttribute('datetime', article.date);
  }
});

test('every card of the blog list leads to its article', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(blogPath);
  await waitForHydration(page);
  for (const slug of listed) {
    const article = articles.find((candidate) => candidate.slug === slug)!;
    await page.locator('.blog-list__card h3 a', { hasText: article.headline }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(page.locator('h1')).toHaveText(article.headline);
    await expect(page).toHaveTitle(new RegExp(escaped(article.title)));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${blogPath}$`));
  }
});

test('an article left off the list is still reachable, with its date written out', async ({ page }) => {
  const article = unlisted[0] ?? articles[0]!;
  await page.goto(`/blog/${article.slug}`);
  await expect(page.locator('h1')).toHaveText(article.headline);
  await expect(page.locator('.article__meta time')).toHaveText(formatLongDate(article.date));
  await expect(page.locator('.article__meta time')).toHaveAttribute('datetime', article.date);
});

test('a slug in other letter case redirects permanently to the canonical one', async ({ request }) => {
  for (const { slug } of articles) {
    for (const spelling of new Set([slug.toUpperCase(), slug.toLowerCase()].filter((other) => other !== slug))) {
      const response = await request.get(`/blog/${spelling}`, { maxRedirects: 0 });
      expect(response.status(), spelling).toBe(301);
      expect(response.headers().location).toBe(`/blog/${slug}`);
    }
  }
});

test('each article sets its own meta tags and a BlogPosting', async ({ request }) => {
  for (const article of articles) {
    const html = await (await request.get(`/blog/${article.slug}`)).text();
    expect(html).toContain(`<meta name="title" content="`);
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain(`"datePublished":"${article.date}"`);
  }
});

test('the RSS feed is advertised and lists the newest articles, as many as configured', async ({ page, request }) => {
  await page.goto(blogPath);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/blog/rss.xml',
  );
  const response = await request.get('/blog/rss.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return { error: doc.querySelector('parsererror') !== null, items: doc.querySelectorAll('channel > item').length };
  }, xml);
  expect(parsed).toEqual({ error: false, items: Math.min(articles.length, site.blogFeed.items) });
});

test('a link inside an article text leads to its page', async ({ page }) => {
  // Any article whose text links to a page of the site.
  const withLink = articles.find((article) => /\]\(\/[^)]*\)/.test(article.body.join('\n')))!;
  await page.goto(`/blog/${withLink.slug}`);
  const link = page.locator('.article__text a[href^="/"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${escaped(href)}$`));
  await expect(page.locator('h1')).toBeVisible();
});

test('an article’s raster picture comes as a <picture> of AVIF and WebP copies that are served with their types, and the browser loads a copy', async ({
  page,
  request,
}) => {
  const article = articles.find((candidate) => isRasterPicture(candidate.image.src));
  expect(article, 'the specified content has an article with a raster picture').toBeDefined();
  await page.goto(`/blog/${article!.slug}`);
  const img = page.locator(`picture > img[src="${article!.image.src}"]`);
  await expect(img).toHaveAttribute('width', String(article!.image.width));
  await expect(img).toHaveAttribute('height', String(article!.image.height));
  const sources = img.locator('xpath=preceding-sibling::source');
  await expect(sources).toHaveCount(2);
  for (const [index, type] of ['image/avif', 'image/webp'].entries()) {
    const source = sources.nth(index);
    await expect(source).toHaveAttribute('type', type);
    await expect(source).toHaveAttribute('sizes', /\S/);
    const candidates = (await source.getAttribute('srcset'))!.split(', ').map((entry) => entry.split(' '));
    expect(candidates.length).toBeGreaterThan(1);
    for (const [url, descriptor] of candidates) {
      expect(descriptor).toMatch(/^\d+w$/);
      const response = await request.get(url!);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toBe(type);
    }
  }
  // Chromium reads AVIF: it takes a copy of the first source, not the original.
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.currentSrc))
    .toMatch(/\/assets\/pictures\/[^/]+\.avif$/);
});
