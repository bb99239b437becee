// The header's dropdown state (SPEC section 4): one open at a time, a second choice closes, backdrop,
// Escape and links close, aria-expanded tells, focus returns to the toggle.
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { navigation } from './support/site-data.ts';

const productsMenu = navigation.header.items.find((item) => item.kind === 'cards')!;
const companyMenu = navigation.header.items.find((item) => item.kind === 'list')!;

test.describe('desktop header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ page }) => {
    await page.goto('/home');
    await waitForHydration(page);
  });

  test('is fixed, 80 px high, with the logo linking home and the two buttons', async ({ page }) => {
    const header = page.locator('header.site-header');
    expect((await header.boundingBox())?.height).toBe(80);
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await expect(page.getByRole('link', { name: navigation.header.logoLabel }).first()).toHaveAttribute('href', '/');
    for (const button of navigation.header.buttons) {
      await expect(header.getByRole('link', { name: button.label })).toHaveAttribute('href', button.href);
    }
    await expect(page.locator('.site-header__burger')).toBeHidden();
  });

  test('the products menu shows its cards and closes when chosen again', async ({ page }) => {
    const toggle = page.getByRole('button', { name: productsMenu.label });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const cards = page.locator('#menu-products a');
    await expect(cards).toHaveCount(productsMenu.cards!.length);
    expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      productsMenu.cards!.map((card) => card.href),
    );
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#menu-products')).toBeHidden();
  });

  test('only one menu is open at a time', async ({ page }) => {
    const products = page.getByRole('button', { name: productsMenu.label });
    const company = page.getByRole('button', { name: companyMenu.label });
    await products.click();
    await company.click();
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(company).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#menu-products')).toBeHidden();
  });

  test('a backdrop click closes the menu and gives focus back to its button', async ({ page }) => {
    const toggle = page.getByRole('button', { name: productsMenu.label });
    await toggle.click();
    await page.mouse.click(640, 700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('Escape closes the menu and gives focus back to its button', async ({ page }) => {
    const toggle = page.getByRole('button', { name: companyMenu.label });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('the Services submenu opens on hover and on keyboard focus', async ({ page }) => {
    await page.getByRole('button', { name: companyMenu.label }).click();
    const submenu = companyMenu.links!.find((link) => link.children)!;
    const services = page.getByRole('button', { name: submenu.label });
    await services.hover();
    for (const child of submenu.children!)
      await expect(page.getByRole('link', { name: child.label, exact: true })).toBeVisible();
    await page.mouse.move(1200, 700);
    await expect(page.getByRole('link', { name: submenu.children![0]!.label, exact: true })).toBeHidden();
    await services.focus();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: submenu.children![0]!.label, exact: true })).toBeFocused();
  });

  test('choosing a link navigates and closes the menu', async ({ page }) => {
    const link = companyMenu.links!.find((candidate) => candidate.href)!;
    await page.getByRole('button', { name: companyMenu.label }).click();
    await page.locator(`#menu-${companyMenu.id}`).getByRole('link', { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.href}$`));
    await expect(page.getByRole('button', { name: companyMenu.label })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.site-header__backdrop')).toBeHidden();
  });

  test('keyboard alone opens the products menu and follows a card', async ({ page }) => {
    await page.getByRole('button', { name: productsMenu.label }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.locator('#menu-products a').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${productsMenu.cards![0]!.href}$`));
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the hamburger lists the items of its config, and a link closes it', async ({ page }) => {
    await page.goto('/home');
    await waitForHydration(page);
    await expect(page.locator('.site-nav')).toBeHidden();
    const burger = page.locator('.site-header__burger');
    await expect(burger).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    const items = page.locator('#mobile-menu ul a');
    await expect(items).toHaveCount(navigation.mobileMenu.length);
    expect(await items.allTextContents()).toEqual(navigation.mobileMenu.map((link) => link.label));
    const target = navigation.mobileMenu.at(-1)!;
    await page.locator('#mobile-menu').getByRole('link', { name: target.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${target.href}$`));
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });

  test('Escape closes the mobile menu and focus returns to the hamburger', async ({ page }) => {
    await page.goto('/erp');
    await waitForHydration(page);
    const burger = page.locator('.site-header__burger');
    await burger.click();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(burger).toBeFocused();
  });

  test('the page does not scroll sideways', async ({ page }) => {
    for (const path of ['/home', '/erp']) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  });
});
