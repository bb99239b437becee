import { expect, test, waitForHydration } from './support/fixtures.ts';
import { faq, navigation, page as pageConfig, site } from './support/site-data.ts';

test('home shows the counters of site.json, with years in business computed from 2012', async ({ page }) => {
  await page.goto('/home');
  await waitForHydration(page);
  const shown = await page.locator('.counters__item').evaluateAll((items) => items.map((item) => [item.querySelector('dt')!.textContent, item.querySelector('dd')!.textContent]));
  const year = new Date().getFullYear();
  expect(shown).toEqual(site.counters.items.map((item) => [item.label, `${item.yearsSinceFounded ? year - site.brand.foundedYear : item.value}${item.suffix ?? ''}`]));
  expect(shown.map(([, value]) => value)).toEqual(['7', '100+', '4', String(year - 2012)]);
  const facts = page.locator('.counters__facts li');
  expect(await facts.evaluateAll((items) => items.map((item) => Number((item as HTMLElement).dataset.count)))).toEqual([12, 55, 359, 246]);
  await expect(page.locator('.counters__facts')).toBeHidden();
});

test('home has two testimonials, the 18 client logos and the six FAQ questions', async ({ page }) => {
  await page.goto('/home');
  await expect(page.locator('.testimonial')).toHaveCount(2);
  const named = page.locator('.logos--strip .logos__list:not([aria-hidden]) img');
  await expect(named).toHaveCount(18);
  expect(await named.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(site.clients.map((client) => client.alt));
  await expect(page.locator('.faq__question')).toHaveCount(6);
});

test('the logo strip moves, pauses on hover, and has a pause button', async ({ page }) => {
  await page.goto('/home');
  await waitForHydration(page);
  const track = page.locator('.logos__track');
  await page.locator('.logos--strip').scrollIntoViewIfNeeded();
  expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('logos-scroll');
  expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('running');
  // The track itself never stands still, so hover its frame.
  await page.locator('.logos--strip').hover();
  expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('paused');
  await page.mouse.move(5, 5);
  await page.getByRole('button', { name: 'Pause the moving logos' }).click();
  expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('paused');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the logo strip stands still', async ({ page }) => {
    await page.goto('/home');
    expect(await page.locator('.logos__track').evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  });
});

test('the FAQ starts closed, opens one answer at a time, with + and - indicators', async ({ page }) => {
  await page.goto('/erp');
  await waitForHydration(page);
  const section = page.locator('#rfq-section');
  // What a visitor reads: the section on screen (bands off screen are not rendered yet).
  await section.scrollIntoViewIfNeeded();
  const questions = section.locator('.faq__question');
  const items = section.locator('.faq__item');
  const indicators = async () => section.locator('.faq__indicator').evaluateAll((spans) => spans.map((span) => (span as HTMLElement).innerText));
  await expect(questions).toHaveCount(faq.items.length);
  expect(await indicators()).toEqual(faq.items.map(() => '+'));
  await questions.nth(0).click();
  await expect(items.nth(0)).toHaveJSProperty('open', true);
  await expect(section.getByText(faq.items[0]!.answer)).toBeVisible();
  expect((await indicators())[0]).toBe('-');
  await questions.nth(3).focus();
  await page.keyboard.press('Enter');
  await expect(items.nth(0)).toHaveJSProperty('open', false);
  await expect(section.getByText(faq.items[0]!.answer)).toBeHidden();
  await expect(items.nth(3)).toHaveJSProperty('open', true);
  expect(await indicators()).toEqual(faq.items.map((_item, index) => (index === 3 ? '-' : '+')));
  await page.keyboard.press('Space');
  await expect(section.locator('.faq__item[open]')).toHaveCount(0);
});

test('/erp shows its hero buttons and the nine module cards of its config', async ({ page }) => {
  const erp = pageConfig<{ sections: { type: string; actions?: { label: string; href: string }[]; cards?: { title: string }[] }[] }>('erp');
  await page.goto('/erp');
  await expect(page.getByRole('link', { name: 'Schedule a demo' }).first()).toHaveAttribute('href', '/get-demo');
  await expect(page.locator('main').getByRole('link', { name: "Start now - It's free" }).first()).toHaveAttribute('href', '/signup');
  const modules = erp.sections.find((section) => section.type === 'cardGrid')!.cards!.map((card) => card.title);
  expect(modules).toEqual(['Accounts', 'Purchases', 'HRD', 'Sales', 'Production', 'CRM', 'Inventory', 'Maintenance', 'Quality Check']);
  for (const title of modules) await expect(page.locator('.card__title', { hasText: title }).first()).toBeVisible();
});

test('the footer has five social links, its columns and the copyright line', async ({ page }) => {
  await page.goto('/home');
  const footer = page.locator('footer');
  expect(await footer.locator('.site-footer__social a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(site.social.map((link) => link.href));
  for (const column of navigation.footer.columns) {
    for (const link of column.links) await expect(footer.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
  }
  await expect(footer).toContainText(`Inc 2012 - ${new Date().getFullYear()}. All rights reserved.`);
});
