// The preview as a marketer uses it: fitted to the pane or at actual size (scrolled, not scaled);
// a link of the site takes it (and the editor) to that page; a click on the header or the footer
// opens the navigation; its buttons stay readable hovered and pressed; the navigation's nested
// fields have room. What is expected is read from the config.
import { expect, openEditor, openPage, preview, readOnlyTest as test } from '../support/editor-fixtures.ts';
import { pageEntry } from '../support/editor-content.ts';
import { navigation, page as pageConfig, routesConfig } from '../support/site-data.ts';

/** WCAG's contrast ratio of two rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = colour
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number);
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(bl!);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test('the preview is fitted to the pane, or shown at actual size and scrolled', async ({ page }) => {
  await openEditor(page);
  const frame = page.locator('iframe[title="Preview"]');
  await expect(frame).toHaveCSS('transform', /matrix\(0\.\d+/);
  await page.getByRole('button', { name: 'Actual size' }).click();
  await expect(page.getByRole('button', { name: 'Actual size' })).toHaveAttribute('aria-pressed', 'true');
  await expect(frame).toHaveCSS('transform', 'none');
  await expect(frame).toHaveCSS('width', '1280px');
  const stage = page.locator('.preview__stage');
  expect(await stage.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await page.getByRole('button', { name: 'Actual size' }).click();
  await expect(frame).toHaveCSS('transform', /matrix\(0\.\d+/);
});

test('a link in the preview takes the preview and the editor to its page', async ({ page }) => {
  const link = navigation.header.items.find(
    (item) => item.kind === 'link' && routesConfig.routes.some((route) => route.path === item.href),
  )!;
  const route = routesConfig.routes.find((candidate) => candidate.path === link.href)!;
  const heading = pageConfig(route.page).sections[0]!.heading as string;
  await openEditor(page);
  await preview(page).getByRole('banner').getByRole('link', { name: link.label, exact: true }).click();
  await expect(page.locator('.page-editor__path')).toHaveText(route.path);
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(heading);
});

test('a click on the header or the footer of the preview opens the navigation', async ({ page }) => {
  await openEditor(page);
  // The footer shows before the preview's script listens: clicked again until the navigation opens.
  await expect(async () => {
    await preview(page)
      .getByRole('contentinfo')
      .click({ position: { x: 2, y: 2 } });
    await expect(page.getByRole('heading', { level: 2, name: 'Header, mobile menu and footer' })).toBeVisible({
      timeout: 1000,
    });
  }).toPass();
  await openPage(page, pageEntry(routesConfig.routes[0]!));
  // A click on the header's own background (not on one of its links).
  await preview(page).getByRole('banner').dispatchEvent('click');
  await expect(page.getByRole('heading', { level: 2, name: 'Header, mobile menu and footer' })).toBeVisible();
});

test('the width buttons stay readable pressed and hovered; the navigation form gives nested fields room', async ({
  page,
}) => {
  await openEditor(page);
  const pressed = page.getByRole('button', { name: '1280 px' });
  await expect(pressed).toHaveAttribute('aria-pressed', 'true');
  await pressed.hover();
  const colours = await pressed.evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.color, style.backgroundColor];
  });
  expect(contrast(colours[0]!, colours[1]!)).toBeGreaterThanOrEqual(4.5);

  await page
    .getByRole('navigation', { name: 'Content' })
    .getByRole('button', { name: /^Header, mobile menu and footer/ })
    .click();
  await expect(page.locator('.file-editor form.rjsf')).toBeVisible();
  const closed = page.locator('details.fold:not([open]) > summary');
  while ((await closed.count()) > 0) await closed.first().click();
  // The deepest fields of the header (a link of a drop-down's submenu, a card's title) are wide enough to read.
  const widths = await page
    .locator('[id^="file_header_items_"] input[type="text"]')
    .evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().width));
  expect(widths.length).toBeGreaterThan(0);
  expect(Math.min(...widths)).toBeGreaterThanOrEqual(200);
});
