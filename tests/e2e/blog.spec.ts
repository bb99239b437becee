import { expect, test, waitForHydration } from './support/fixtures.ts';
import { articles, page as pageConfig } from './support/site-data.ts';

const blogList = pageConfig<{ sections: { type: string; posts?: string[] }[] }>('blogs').sections.find((section) => section.type === 'blogList')!;
const listed = blogList.posts!;

test('/blogs shows twelve cards in the configured order with label, headline and date', async ({ page }) => {
  await page.goto('/blogs');
  const cards = page.locator('.blog-card');
  await expect(cards).toHaveCount(12);
  for (const [index, slug] of listed.entries()) {
    const article = articles.find((candidate) => candidate.slug === slug)!;
    const card = cards.nth(index);
    await expect(card.locator('.blog-card__label')).toHaveText(article.typeLabel);
    await expect(card.locator('h3 a')).toHaveText(article.headline);
    await expect(card.locator('h3 a')).toHaveAttribute('href', `/blog/${slug}`);
    await expect(card.locator('time')).toHaveAttribute('datetime', article.date);
  }
  expect(listed).not.toContain('streamline-and-succeed');
});

test('every card of /blogs leads to its article', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/blogs');
  await waitForHydration(page);
  for (const slug of listed) {
    const article = articles.find((candidate) => candidate.slug === slug)!;
    await page.locator('.blog-card h3 a', { hasText: article.headline }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(page.locator('h1')).toHaveText(article.headline);
    await expect(page).toHaveTitle(new RegExp(article.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await page.goBack();
    await expect(page).toHaveURL(/\/blogs$/);
  }
});

test('an unlisted article is still reachable, and the dates read as the spec writes them', async ({ page }) => {
  await page.goto('/blog/streamline-and-succeed');
  await expect(page.locator('h1')).toBeVisible();
  await page.goto('/blog/essence-of-cortracker');
  await expect(page.locator('.article__meta time')).toHaveText('November 01, 2022');
  await expect(page.locator('.article__meta time')).toHaveAttribute('datetime', '2022-11-01');
});

test('a slug in other letter case redirects permanently to the canonical one', async ({ request }) => {
  const response = await request.get('/blog/WHAT-IS-ERP', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/blog/what-is-erp');
  const mixed = await request.get('/blog/essenceoferpsystems', { maxRedirects: 0 });
  expect(mixed.headers().location).toBe('/blog/EssenceofERPSystems');
});

test('each article sets its own meta tags and a BlogPosting', async ({ request }) => {
  for (const article of articles) {
    const html = await (await request.get(`/blog/${article.slug}`)).text();
    expect(html).toContain(`<meta name="title" content="`);
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain(`"datePublished":"${article.date}"`);
  }
});

test('the RSS feed is advertised and lists all thirteen articles', async ({ page, request }) => {
  await page.goto('/blogs');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/blog/rss.xml');
  const response = await request.get('/blog/rss.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return { error: doc.querySelector('parsererror') !== null, items: doc.querySelectorAll('channel > item').length };
  }, xml);
  expect(parsed).toEqual({ error: false, items: 13 });
});

test('a link inside an article text leads to its page', async ({ page }) => {
  await page.goto('/blog/what-is-erp');
  const link = page.locator('.article__text a[href^="/"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator('h1')).toBeVisible();
});
