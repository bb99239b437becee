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

test('links navigate inside the app without a full page load, and land at the top', async ({ page }) => {
  await page.goto('/home');
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('footer').getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.locator('h1')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
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

test('after a client-side navigation the head describes the new page, JSON-LD included', async ({ page }) => {
  await page.goto('/home');
  await waitForHydration(page);
  await page.locator('footer').getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/careers$/);
  const types = async () => page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent!)['@type'] as string));
  await expect.poll(types).toContain('JobPosting');
  expect(await types()).not.toContain('FAQPage');
});
