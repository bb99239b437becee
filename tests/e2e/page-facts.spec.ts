// Every page shows what its config says (headings, card titles, prices, dates, names), and the
// facts the spec fixes for particular pages are there.
import { formatLongDate } from '../../src/lib/dates.ts';
import { expect, test } from './support/fixtures.ts';
import { page as pageConfig, routesConfig } from './support/site-data.ts';

type Section = Record<string, unknown> & { type: string };
const texts = (list: unknown, key: string) => ((list as Record<string, string>[] | undefined) ?? []).map((item) => item[key]!);

/** The texts a visitor must find on the page for one section of its config. */
function keyTexts(section: Section): string[] {
  const own = ['heading'].map((key) => section[key]).filter((value): value is string => typeof value === 'string');
  switch (section.type) {
    case 'cardGrid':
      return [...own, ...texts(section.cards, 'title')];
    case 'testimonials':
      return [...own, ...texts(section.items, 'name')];
    case 'stepList':
      return [...own, ...texts(section.steps, 'title')];
    case 'pricingPlans':
      return [...own, ...texts(section.plans, 'name'), ...texts(section.plans, 'price')];
    case 'newsCards':
      return [...own, ...texts(section.items, 'title'), ...texts(section.items, 'date').map(formatLongDate)];
    case 'jobOpenings':
      return [...own, ...texts(section.openings, 'title')];
    case 'legalDocument':
      return [formatLongDate(section.lastUpdated as string), ...texts(section.sections, 'heading')];
    case 'textImage':
      return [...own, ...((section.bullets as string[] | undefined) ?? [])];
    default:
      return own;
  }
}

for (const route of routesConfig.routes) {
  test(`${route.path} shows the facts of its config`, async ({ page }) => {
    const config = pageConfig<{ sections: Section[] }>(route.page);
    await page.goto(route.path);
    const main = page.locator('main');
    for (const section of config.sections) {
      for (const text of keyTexts(section)) await expect(main.getByText(text, { exact: true }).first(), `${section.type}: ${text}`).toBeVisible();
    }
  });
}

test('the facts the spec fixes for particular pages', async ({ page }) => {
  const cardTitles = async (path: string) => {
    await page.goto(path);
    return page.locator('main .card__title').allTextContents();
  };
  expect(await cardTitles('/supply-chain')).toEqual(expect.arrayContaining(['Efficiency', 'Visibility', 'Reliability', 'Scalability', 'Inventory Management', 'Logistics and Transportation', 'Demand Forecasting', 'Supplier Relationship Management']));
  expect(await cardTitles('/ats')).toEqual(expect.arrayContaining(['Resume Parsing', 'Job Posting and Distribution', 'Candidate Tracking and Collaboration', 'Reporting and Analytics']));
  await page.goto('/crm');
  expect(await page.locator('main .card-grid').first().locator('.card').count()).toBe(8);
  await page.goto('/hrm');
  expect(await page.locator('main .card-grid').first().locator('.card').count()).toBe(8);
  await page.goto('/become-a-partner');
  expect(await page.locator('main .card-grid').first().locator('.card').count()).toBe(5);

  await page.goto('/hosting');
  await expect(page.locator('main')).toContainText('$10');
  await expect(page.locator('main')).toContainText('/month');
  await expect(page.locator('main')).toContainText('14-day free trial');
  await expect(page.locator('main')).toContainText('99.9%');
  await expect(page.locator('main')).toContainText('24/7');

  await page.goto('/press');
  await expect(page.getByText('October 01, 2024')).toBeVisible();
  await expect(page.getByText('September 22, 2018')).toBeVisible();
  for (const link of await page.locator('main a[href^="https://"]').all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }

  await page.goto('/privacy-policy');
  await expect(page.locator('.legal__section')).toHaveCount(8);
  await page.goto('/terms-of-service');
  await expect(page.locator('.legal__section')).toHaveCount(13);
  await expect(page.locator('main')).toContainText('India');

  await page.goto('/clients');
  await expect(page.locator('.logos--grid img')).toHaveCount(18);

  await page.goto('/careers');
  const roles = await page.locator('.job .card__title').allTextContents();
  expect(roles).toHaveLength(4);
  const postings = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent!)).filter((data) => data['@type'] === 'JobPosting').length);
  expect(postings).toBe(4);
  for (const role of roles) await expect(page.getByRole('link', { name: new RegExp(role) })).toHaveAttribute('href', new RegExp(`^mailto:[^?]+\\?subject=.*${encodeURIComponent(role)}`));

  await page.goto('/contact');
  expect(await page.locator('.office').count()).toBe(4);
  expect(await page.locator('.office a[href^="tel:"]').count()).toBe(4);
  expect(await page.locator('.mailboxes a[href^="mailto:"]').count()).toBe(3);

  await page.goto('/signup');
  await expect(page.locator('.steps__list li')).toHaveCount(5);
});

// SPEC "Query parameter product": what each product page's demo and start buttons carry.
const productButtons: [string, string, string][] = [
  ['/erp', '/get-demo', '/signup'],
  ['/crm', '/get-demo?product=crm', '/signup?product=crm'],
  ['/hrm', '/get-demo?product=hrm', '/signup?product=hrm'],
  ['/supply-chain', '/get-demo?product=inventory', '/signup?product=inventory'],
  ['/inventory', '/get-demo?product=inventory', '/signup?product=inventory'],
  ['/purchases', '/get-demo?product=purchases', '/signup?product=purchases'],
  ['/sales', '/get-demo?product=sales', '/signup?product=sales'],
  ['/production', '/get-demo', '/signup?product=production'],
  ['/books', '/get-demo', '/signup'],
  ['/maintenance', '/get-demo', '/signup'],
  ['/logistics', '/get-demo', '/signup'],
  ['/ats', '/get-demo', '/signup'],
  ['/cornri', '/get-demo', '/signup'],
];

test('product pages carry the product parameter exactly as the spec says', async ({ page }) => {
  for (const [path, demo, start] of productButtons) {
    await page.goto(path);
    const hero = page.locator('main .hero');
    await expect(hero.getByRole('link', { name: /^(Schedule|Request) a demo$/ }), path).toHaveAttribute('href', demo);
    await expect(hero.getByRole('link', { name: "Start now - It's free" }), path).toHaveAttribute('href', start);
    const software = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.some((script) => JSON.parse(script.textContent!)['@type'] === 'SoftwareApplication'));
    expect(software, `${path} SoftwareApplication`).toBe(true);
  }
});
