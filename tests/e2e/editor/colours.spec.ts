// The theme's colours are chosen with a colour picker beside their #rrggbb text; the preview takes
// the colour at once. (Whether text stays readable on it is the validator's check, shown in Problems.)
import { expect, openEditor, preview, readOnlyTest as test } from '../support/editor-fixtures.ts';
import { site } from '../support/site-data.ts';

test('a theme colour is picked with a colour picker, its text follows, and the preview shows it', async ({ page }) => {
  const [name] = Object.keys((site as unknown as { theme: { colors: Record<string, string> } }).theme.colors);
  await openEditor(page);
  await page
    .getByRole('navigation', { name: 'Content' })
    .getByRole('button', { name: /^Site settings/ })
    .click();
  await page.locator('.fold__summary', { hasText: 'Colours and shapes' }).click();
  const picker = page.getByLabel(`Pick the colour ${name}`, { exact: true });
  await expect(picker).toHaveAttribute('type', 'color');
  await picker.fill('#a7f3d0');
  await expect(page.locator(`[id="file_theme_colors_${name}"]`)).toHaveValue('#a7f3d0');
  await expect
    .poll(() =>
      preview(page)
        .locator('html')
        .evaluate((root, colour) => getComputedStyle(root).getPropertyValue(`--color-${colour}`).trim(), name!),
    )
    .toBe('#a7f3d0');
  // Typed, the picker follows the text.
  await page.locator(`[id="file_theme_colors_${name}"]`).fill('#123456');
  await expect(picker).toHaveValue('#123456');
});
