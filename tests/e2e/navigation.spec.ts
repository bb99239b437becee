import { expect, test, waitForHydration } from './support/fixtures.ts';
import { routesConfig } from './support/site-data.ts';

test('the empty path redirects to /home', async ({ page, request }) => {
  const response = await request.get('/', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/home');
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
});

test('an unknown path shows the not-found page with status 404', async ({ page, problems }) => {
  problems.expected.push(/status of 404/);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  const notFound = (await import('./support/site-data.ts')).page<{ sections: { heading?: string }[] }>(routesConfig.notFoundPage);
  await expect(page.locator('h1')).toHaveText(notFound.sections[0]!.heading!);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
});

test('a link leads to its page, at the top; a hovered link of this site is prepared before the click', async ({ page }) => {
  // Speculation Rules (the Speculation-Rules header of every page): the browser prerenders a page of
  // this site once the pointer rests on its link, so the click shows it at once. Under automation
  // Chromium reports the attempt but does not keep the prerendered page, so the test checks the attempt.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Preload.enable');
  const prepared: string[] = [];
  cdp.on('Preload.prerenderStatusUpdated', (event) => prepared.push(event.key.url));
  await page.goto('/home');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  const social = page.locator('.site-footer__social a').first();
  await social.hover();
  const careers = page.locator('footer').getByRole('link', { name: 'Careers' });
  await careers.hover();
  await expect.poll(() => prepared).toContain(new URL('/careers', page.url()).href);
  expect(prepared.filter((url) => !url.startsWith(new URL(page.url()).origin)), 'only pages of this site').toEqual([]);
  await careers.click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.locator('h1')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.title()).toContain('Careers');
});

test('the footer FAQ link opens /erp and scrolls smoothly to the FAQ section', async ({ page }) => {
  await page.goto('/home');
  await waitForHydration(page);
  await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/erp#rfq-section$/);
  // The smooth scroll takes a moment: wait until the page stops moving, then the section must rest
  // just below the fixed header.
  let previous = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const settled = y === previous;
      previous = y;
      return settled;
    }, { intervals: [150], timeout: 5000 })
    .toBe(true);
  const top = await page.locator('#rfq-section').evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(80);
  expect(top).toBeLessThan(140);
});

test('a fragment in a freshly loaded URL scrolls to its section', async ({ page }) => {
  await page.goto('/erp#rfq-section');
  await waitForHydration(page);
  await expect(page.locator('#rfq-section')).toBeInViewport();
});

test('a trailing slash redirects to the canonical path', async ({ request }) => {
  const response = await request.get('/erp/', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/erp');
});

test('after following a link the head describes the new page, JSON-LD included', async ({ page }) => {
  await page.goto('/home');
  await waitForHydration(page);
  await page.locator('footer').getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/careers$/);
  const types = async () => page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent!)['@type'] as string));
  await expect.poll(types).toContain('JobPosting');
  expect(await types()).not.toContain('FAQPage');
});
