// The layout mirrors in a right-to-left page (issue 42's ground work, before any Arabic content):
// every page of the specified content, served as built but with dir="rtl" on <html>, fits the phone
// and the desktop without a sideways scroll (a form's hidden trap field, placed by a left offset,
// once widened every form page by 10,000 px), and the header reads from the right: the logo at the
// right end, a menu lined up with its button's right edge, a submenu opening to the left of its
// item, the skip link at the right.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { routesConfig } from './support/site-data.ts';

/** Opens `path` as built, with its <html> set right to left before anything renders. */
async function openRightToLeft(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<html /, '<html dir="rtl" ');
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto(path);
  await page.unroute((url) => url.pathname === path);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe('rtl');
}

/** How far the page scrolls sideways, in px (0 when it fits). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [375, 1280]) {
  test(`every page fits ${width} px right to left, without a sideways scroll`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const overflowing: string[] = [];
    for (const { path } of routesConfig.routes) {
      await openRightToLeft(page, path);
      const scroll = await sidewaysScroll(page);
      if (scroll > 0) overflowing.push(`${path}: ${scroll} px`);
    }
    expect(overflowing).toEqual([]);
  });
}

test('the header reads from the right: logo, menus and submenus mirrored', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const path = routesConfig.routes[0]!.path;
  await openRightToLeft(page, path);
  const header = page.locator('.site-header');
  const box = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!;

  const logo = await box(header.locator('.site-header__logo'));
  const firstItem = await box(header.locator('.site-nav__items > .site-nav__item').first());
  expect(logo.x, 'the logo is right of the first menu item').toBeGreaterThan(firstItem.x + firstItem.width);

  // The first menu with a submenu: it opens under its button, lined up with the button's right edge.
  const menuId = await header.locator('.dropdown:has(.dropdown__submenu)').first().getAttribute('id');
  const toggle = header.locator(`.site-nav__toggle[aria-controls="${menuId}"]`);
  await toggle.click();
  const menu = page.locator(`[id="${menuId}"]`);
  await expect(menu).toBeVisible();
  const button = await box(toggle);
  const opened = await box(menu);
  expect(Math.abs(opened.x + opened.width - (button.x + button.width))).toBeLessThanOrEqual(1);

  // Its submenu opens on the item's left, the way the line reads.
  const submenu = menu.locator('.dropdown__submenu').first();
  await submenu.locator('.dropdown__submenu-toggle').hover();
  const children = submenu.locator('.dropdown__children');
  await expect(children).toBeVisible();
  expect((await box(children)).x + (await box(children)).width).toBeLessThanOrEqual((await box(submenu)).x);

  // The skip link, shown on a fresh page's first Tab, is at the page's right.
  await openRightToLeft(page, path);
  await page.keyboard.press('Tab');
  const skip = page.locator('.skip-link');
  await expect(skip).toBeFocused();
  const shown = await box(skip);
  expect(shown.x).toBeGreaterThan(1280 / 2);
});
