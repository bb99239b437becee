// Every page of the shipped content shows what its config says (headings, card titles, prices, dates,
// names), whatever the config says. (What SPEC.md fixes for particular pages, on the specified
// content: content-acceptance.spec.ts.)
import { formatLongDate } from '../../src/lib/dates.ts';
import type { SectionType } from '../../src/sections/types.ts';
import { expect, shipped, test } from './support/shipped.ts';

const { page: pageConfig, routesConfig } = shipped;

type Section = Record<string, unknown> & { type: string };
const texts = (list: unknown, key: string) =>
  ((list as Record<string, string>[] | undefined) ?? []).map((item) => item[key]!);

const own = (section: Section) =>
  ['heading'].map((key) => section[key]).filter((value): value is string => typeof value === 'string');

/**
 * The texts a visitor must find on the page for one section of its config, by section type. Every
 * type has its line (TypeScript refuses a missing one), so a new type never falls silently to a
 * heading-only check: `npm run new-section` writes the line of the type it makes.
 */
const KEY_TEXTS: Record<SectionType, (section: Section) => string[]> = {
  blogList: own,
  cardGrid: (section) => [...own(section), ...texts(section.cards, 'title')],
  counters: own,
  faq: own,
  form: own,
  hero: own,
  jobOpenings: (section) => [...own(section), ...texts(section.openings, 'title')],
  legalDocument: (section) => [formatLongDate(section.lastUpdated as string), ...texts(section.sections, 'heading')],
  logoStrip: own,
  newsCards: (section) => [
    ...own(section),
    ...texts(section.items, 'title'),
    ...texts(section.items, 'date').map(formatLongDate),
  ],
  officeList: own,
  pageHeader: own,
  pricingPlans: (section) => [...own(section), ...texts(section.plans, 'name'), ...texts(section.plans, 'price')],
  richText: own,
  serviceCards: own,
  stepList: (section) => [...own(section), ...texts(section.steps, 'title')],
  testimonials: (section) => [...own(section), ...texts(section.items, 'name')],
  textImage: (section) => [...own(section), ...((section.bullets as string[] | undefined) ?? [])],
};

const keyTexts = (section: Section): string[] => KEY_TEXTS[section.type as SectionType](section);

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
