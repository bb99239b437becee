// The palette shows, folded under each section type, the fields its form will ask for, by the titles
// of its schema (required ones marked), so a marketer sees what a type holds before adding it: opened
// and closed from the keyboard, and axe-clean open, at 1280 and 375 px.
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { pageEntry, heroPage, sectionSchemas, typeTitle } from '../support/editor-content.ts';
import { projectRoot } from '../support/editor-server.ts';
import { expect, expectAccessible, openEditor, openPage, readOnlyTest } from '../support/editor-fixtures.ts';

const strings = JSON.parse(readFileSync(join(projectRoot, 'src/editor/strings.json'), 'utf8')) as Record<
  string,
  string
>;
const fieldsOf = (type: string) => strings.paletteFields!.replace('{type}', typeTitle(type));

/** The fields the palette must list for a type: its schema's properties but `type`, in order, required ones marked. */
function expectedFields(type: string): string[] {
  const schema = sectionSchemas.get(type)! as unknown as {
    properties: Record<string, { title: string }>;
    required?: string[];
  };
  return Object.entries(schema.properties)
    .filter(([key]) => key !== 'type')
    .map(([key, { title }]) => (schema.required?.includes(key) ? `${title} ${strings.paletteRequired!}` : title));
}

for (const width of [1280, 375])
  readOnlyTest(`at ${width} px, each type's fields fold out from the keyboard, axe-clean`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openEditor(page);
    await openPage(page, pageEntry(heroPage));
    await page.getByRole('button', { name: 'Add section' }).focus();
    await page.keyboard.press('Enter');
    const palette = page.getByRole('dialog', { name: 'Add a section' });
    await expect(palette).toBeVisible();

    // Every type has its list, closed at first, with the fields of its schema.
    const types = [...sectionSchemas.keys()];
    await expect(palette.locator('.palette__fields')).toHaveCount(types.length);
    for (const type of types) {
      const fields = palette.locator('details', { has: page.getByText(fieldsOf(type), { exact: true }) });
      await expect(fields).not.toHaveAttribute('open');
      await expect(fields.locator('li')).toHaveText(expectedFields(type));
    }

    // From the first choice, Tab reaches its fields; Enter opens them, and again closes them.
    const firstChoice = palette.getByRole('button').first();
    await expect(firstChoice).toBeFocused();
    const firstTitle = (await firstChoice.textContent())!.trim();
    await page.keyboard.press('Tab');
    const summary = palette.locator('summary').first();
    await expect(summary).toBeFocused();
    await expect(summary).toHaveText(strings.paletteFields!.replace('{type}', firstTitle));
    await page.keyboard.press('Enter');
    await expect(palette.locator('details').first()).toHaveAttribute('open');
    await expect(palette.locator('details').first().locator('li').first()).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Space');
    await expect(palette.locator('details').first()).not.toHaveAttribute('open');

    // Every list open at once still meets WCAG 2.2 A/AA.
    for (const details of await palette.locator('details').all())
      await details.evaluate((element) => element.setAttribute('open', ''));
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
  });
