import { expect, test, waitForHydration } from './support/fixtures.ts';
import { navigation, page as pageConfig, pathsWith, routesConfig } from './support/site-data.ts';

const footerLinks = navigation.footer.columns.flatMap((column) => column.links);
const rootRedirect = routesConfig.redirects.find((redirect) => redirect.from === '/')!;
/** A footer link to the page with the job openings (whose head carries JobPosting data). */
const jobsLink = footerLinks.find((link) => link.href === pathsWith((section) => section.type === 'jobOpenings')[0])!;
const jobsTitle = pageConfig(routesConfig.routes.find((route) => route.path === jobsLink.href)!.page).title;
/** A footer link to a section of a page (the FAQ). */
const fragmentLink = footerLinks.find((link) => link.href.includes('#'))!;
const fragmentId = fragmentLink.href.split('#')[1]!;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the empty path redirects to the home page', async ({ page, request }) => {
  const response = await request.get('/', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(rootRedirect.to);
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`${rootRedirect.to}$`));
});

test('an unknown path shows the not-found page with status 404', async ({ page, problems }) => {
  problems.expected.push(/status of 404/);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  const notFound = (await import('./support/site-data.ts')).page<{ sections: { heading?: string }[] }>(
    routesConfig.notFoundPage,
  );
  await expect(page.locator('h1')).toHaveText(notFound.sections[0]!.heading!);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
});

test('a link leads to its page, at the top; a hovered link of this site is prepared before the click', async ({
  page,
}) => {
  // Speculation Rules (inline in every page): the browser prerenders a page of this site once the
  // pointer rests on its link, so the click shows it at once. Under automation Chromium reports the
  // attempt but does not keep the prerendered page, so the test checks the attempt.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Preload.enable');
  const prepared: string[] = [];
  cdp.on('Preload.prerenderStatusUpdated', (event) => prepared.push(event.key.url));
  await page.goto('/home');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  const social = page.locator('.site-footer__social a').first();
  await social.hover();
  const jobs = page.locator('footer').getByRole('link', { name: jobsLink.label, exact: true });
  await jobs.hover();
  await expect.poll(() => prepared).toContain(new URL(jobsLink.href, page.url()).href);
  expect(
    prepared.filter((url) => !url.startsWith(new URL(page.url()).origin)),
    'only pages of this site',
  ).toEqual([]);
  await jobs.click();
  await expect(page).toHaveURL(new RegExp(`${jobsLink.href}$`));
  await expect(page.locator('h1')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.title()).toContain(jobsTitle);
});

test('the footer FAQ link opens its page and scrolls smoothly to the FAQ section', async ({ page }) => {
  await page.goto('/home');
  await waitForHydration(page);
  await page.locator('footer').getByRole('link', { name: fragmentLink.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${escaped(fragmentLink.href)}$`));
  // The smooth scroll takes a moment: wait until the page stops moving, then the section must rest
  // just below the fixed header.
  let previous = -1;
  await expect
    .poll(
      async () => {
        const y = await page.evaluate(() => window.scrollY);
        const settled = y === previous;
        previous = y;
        return settled;
      },
      { intervals: [150], timeout: 5000 },
    )
    .toBe(true);
  const top = await page.locator(`#${fragmentId}`).evaluate((element) => element.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(80);
  expect(top).toBeLessThan(140);
});

test('a fragment in a freshly loaded URL scrolls to its section', async ({ page }) => {
  await page.goto(fragmentLink.href);
  await waitForHydration(page);
  await expect(page.locator(`#${fragmentId}`)).toBeInViewport();
});

test('a trailing slash redirects to the canonical path', async ({ request }) => {
  const response = await request.get('/erp/', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/erp');
});

test('after following a link the head describes the new page, JSON-LD included', async ({ page }) => {
  await page.goto('/home');
  await waitForHydration(page);
  await page.locator('footer').getByRole('link', { name: jobsLink.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${jobsLink.href}$`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${jobsLink.href}$`));
  const types = async () =>
    page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent!)['@type'] as string));
  await expect.poll(types).toContain('JobPosting');
  expect(await types()).not.toContain('FAQPage');
});
