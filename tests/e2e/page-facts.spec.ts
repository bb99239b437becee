// Every page of the shipped content shows what its config says (headings, card titles, prices, dates,
// names), whatever the config says. (What SPEC.md fixes for particular pages, on the specified
// content: content-acceptance.spec.ts.)
import { formatLongDate } from '../../src/lib/dates.ts';
import { expect, shipped, test } from './support/shipped.ts';

const { page: pageConfig, routesConfig } = shipped;

type Section = Record<string, unknown> & { type: string };
const texts = (list: unknown, key: string) =>
  ((list as Record<string, string>[] | undefined) ?? []).map((item) => item[key]!);

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
      for (const text of keyTexts(section))
        await expect(main.getByText(text, { exact: true }).first(), `${section.type}: ${text}`).toBeVisible();
    }
  });
}
