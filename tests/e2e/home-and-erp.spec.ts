// Home and /erp as their config describes them, read at test time. (The counts and values SPEC.md
// fixes: content-acceptance.spec.ts.)
import { expect, test, waitForHydration } from './support/fixtures.ts';
import { faq, navigation, page as pageConfig, site } from './support/site-data.ts';

const home = pageConfig('home');
const testimonials = home.sections.find((section) => section.type === 'testimonials')!.items as unknown[];

test('home shows the counters of site.json, with years in business computed from the founding year', async ({
  page,
}) => {
  await page.goto('/home');
  await waitForHydration(page);
  const shown = await page
    .locator('.counters__item')
    .evaluateAll((items) =>
      items.map((item) => [item.querySelector('dt')!.textContent, item.querySelector('dd')!.textContent]),
    );
  const year = new Date().getFullYear();
  expect(shown).toEqual(
    site.counters.items.map((item) => [
      item.label,
      `${item.yearsSinceFounded ? year - site.brand.foundedYear : item.value}${item.suffix ?? ''}`,
    ]),
  );
  const facts = page.locator('.counters__facts li');
  expect(await facts.evaluateAll((items) => items.map((item) => Number((item as HTMLElement).dataset.count)))).toEqual(
    site.counters.projectFacts,
  );
  await expect(page.locator('.counters__facts')).toBeHidden();
});

test('home has the testimonials of its config, the client logos and the FAQ questions', async ({ page }) => {
  await page.goto('/home');
  await expect(page.locator('.testimonials__item')).toHaveCount(testimonials.length);
  const named = page.locator('.logo-strip__logos--strip .logo-strip__list:not([aria-hidden]) img');
  await expect(named).toHaveCount(site.clients.length);
  expect(await named.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(
    site.clients.map((client) => client.alt),
  );
  await expect(page.locator('.faq__question')).toHaveCount(faq.items.length);
});

test('the logo strip moves, pauses on hover, and has a pause button', async ({ page }) => {
  await page.goto('/home');
  await waitForHydration(page);
  const track = page.locator('.logo-strip__track');
  await page.locator('.logo-strip__logos--strip').scrollIntoViewIfNeeded();
  expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('logos-scroll');
  expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('running');
  // The track itself never stands still, so hover its frame.
  await page.locator('.logo-strip__logos--strip').hover();
  expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('paused');
  await page.mouse.move(5, 5);
  await page.getByRole('button', { name: site.ui.pauseAnimation }).click();
  expect(await track.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe('paused');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the logo strip stands still', async ({ page }) => {
    await page.goto('/home');
    expect(
      await page.locator('.logo-strip__track').evaluate((element) => getComputedStyle(element).animationName),
    ).toBe('none');
  });
});

test('the FAQ starts closed, opens one answer at a time, with + and - indicators', async ({ page }) => {
  await page.goto('/erp');
  await waitForHydration(page);
  const section = page.locator('#rfq-section');
  const questions = section.locator('.faq__question');
  const items = section.locator('.faq__item');
  const indicators = async () =>
    section.locator('.faq__indicator').evaluateAll((spans) => spans.map((span) => (span as HTMLElement).innerText));
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

test('/erp shows its hero buttons and the module cards of its config', async ({ page }) => {
  const erp = pageConfig<{
    sections: { type: string; actions?: { label: string; href: string }[]; cards?: { title: string }[] }[];
  }>('erp');
  await page.goto('/erp');
  const hero = page.locator('main .hero');
  for (const action of erp.sections.find((section) => section.type === 'hero')!.actions!)
    await expect(hero.getByRole('link', { name: action.label })).toHaveAttribute('href', action.href);
  const modules = erp.sections.find((section) => section.type === 'cardGrid')!.cards!.map((card) => card.title);
  for (const title of modules) await expect(page.locator('.card__title', { hasText: title }).first()).toBeVisible();
});

test('the footer has the social links, the columns and the copyright line of its config', async ({ page }) => {
  await page.goto('/home');
  const footer = page.locator('footer');
  expect(
    await footer
      .locator('.site-footer__social a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  ).toEqual(site.social.map((link) => link.href));
  for (const column of navigation.footer.columns) {
    for (const link of column.links)
      await expect(footer.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
  }
  await expect(footer).toContainText(
    navigation.footer.copyright
      .replace('{foundedYear}', String(site.brand.foundedYear))
      .replace('{currentYear}', String(new Date().getFullYear())),
  );
});
