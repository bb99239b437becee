// The header fits the items it is given (issue 44): with 6, 8 and 10 main-menu items (fixtures, not
// the shipped content) at every 10 px from 950 to 1,920 px, the row never overflows or wraps, every
// item is in the row or in the More menu, and the phone menu's button shows only below 950 px. The
// page is the real one (its style sheet, its script); only its header is the fixture's, rendered by
// the site's own Header component.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { tightRowWidth } from '../../src/shared/config-check/header-fit-checks.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { WCAG_TAGS } from './support/accessibility.ts';
import { headerFitProblems } from './support/header-fit.ts';
import {
  FIXTURE_HEADER_PATH,
  fixtureNavigation,
  lastFixtureItem,
  ROW_WIDTHS,
  rowPlaceProblems,
  whereItemsAre,
  withFixtureHeader,
} from './support/header-fixture.ts';
import { site } from './support/site-data.ts';

const PHONE_WIDTHS = [320, 375, 600, 800, 940];

/** Opens /home with its header replaced by the fixture's, before the page's script runs. */
async function openWithMenu(page: Page, count: number): Promise<void> {
  await page.route(`**${FIXTURE_HEADER_PATH}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: withFixtureHeader(await response.text(), count) });
  });
  await page.goto(FIXTURE_HEADER_PATH);
  await waitForHydration(page);
}

for (const count of [6, 8, 10])
  test(`with ${count} main-menu items the row fits from 950 to 1,920 px, the rest in More, the phone menu below`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openWithMenu(page, count);
    const problems: string[] = [];
    const folded = new Set<number>();
    for (const width of ROW_WIDTHS) {
      await page.setViewportSize({ width, height: 700 });
      for (const problem of await page.evaluate(headerFitProblems)) problems.push(`${width} px: ${problem}`);
      const where = await page.evaluate(whereItemsAre);
      problems.push(...rowPlaceProblems(width, where));
      const inMore = where.places.filter((place) => place === 'more').length;
      folded.add(inMore);
    }
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 700 });
      const { burger } = await page.evaluate(whereItemsAre);
      if (!burger) problems.push(`${width} px: no phone menu button`);
      await expect(page.locator('.site-nav')).toBeHidden();
    }
    expect(problems).toEqual([]);
    // The validator's estimate of the full tight row (its warning at 1,280 px) is what this browser
    // lays out, a little wider rather than narrower.
    await page.setViewportSize({ width: 1920, height: 700 });
    const laidOut = await page.evaluate(() => {
      const header = document.querySelector<HTMLElement>('.site-header')!;
      header.dataset.layout = 'tight';
      for (const folded of [header, ...header.querySelectorAll('[data-folded]')]) folded.removeAttribute('data-folded');
      const bar = header.querySelector('.site-header__bar')!;
      const parts = ['.site-header__logo', '.site-nav__items', '.site-header__buttons .actions'];
      const gap = parseFloat(getComputedStyle(bar).columnGap);
      return parts.reduce((sum, part) => sum + bar.querySelector(part)!.getBoundingClientRect().width, 0) + 2 * gap;
    });
    const estimate = tightRowWidth(fixtureNavigation(count).header);
    expect(estimate).toBeGreaterThanOrEqual(laidOut * 0.99);
    expect(estimate).toBeLessThanOrEqual(laidOut * 1.06);
    // The 10 items overflow the full row somewhere in the sweep, so the More menu is exercised.
    if (count === 10) expect([...folded].some((inMore) => inMore > 0)).toBe(true);
  });

test('the More menu works from the keyboard as the other menus do', async ({ page }) => {
  await openWithMenu(page, 10);
  await page.setViewportSize({ width: 1000, height: 700 });
  const more = page.getByRole('button', { name: site.ui.moreMenu!, exact: true });
  await expect(more).toBeVisible();
  const panel = page.locator('#menu-site-more');
  await more.focus();
  for (const key of ['Enter', ' ']) {
    await page.keyboard.press(key);
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(more).toBeFocused();
  }
  // What it holds is the row's last items, as links a click follows; open, it passes axe.
  await more.click();
  await expect(panel).toBeVisible();
  const results = await new AxeBuilder({ page }).include('.site-header').withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await panel.getByRole('link', { name: lastFixtureItem.label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${lastFixtureItem.href}$`));
});
