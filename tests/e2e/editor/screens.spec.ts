// Every screen of the editor meets WCAG 2.2 A/AA (axe-core) and works from the keyboard. With
// EDITOR_SCREENSHOTS=DIR, each screen is also saved as a picture, for people to look at.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, openEditor, openPage, preview, problems, test } from '../support/editor-fixtures.ts';

async function screen(page: Page, name: string): Promise<void> {
  await expectAccessible(page);
  if (process.env.EDITOR_SCREENSHOTS) await page.screenshot({ path: join(process.env.EDITOR_SCREENSHOTS, `${name}-${page.viewportSize()!.width}.png`) });
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the page screen, a section form, the palette and the problems', async ({ page }) => {
      await openEditor(page);
      await screen(page, 'page');
      await page.getByRole('button', { name: /Section 1 of \d+/ }).click();
      await screen(page, 'section-form');
      await page.getByLabel('Main heading').fill('');
      await expect(problems(page)).toContainText('missing property "heading"');
      await screen(page, 'problems');
      await page.getByRole('button', { name: 'Add section' }).click();
      await expect(page.getByRole('dialog', { name: 'Add a section' })).toBeVisible();
      await screen(page, 'add-section');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Add a section' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Add section' })).toBeFocused();
    });

    for (const [name, entry] of [
      ['navigation', /Header, mobile menu and footer/],
      ['settings', /^Site settings/],
      ['article', /What Is ERP\?/],
      ['form', /^demo/],
      ['services', /Paid services/],
    ] as const) {
      test(`the ${name} screen`, async ({ page }) => {
        await openEditor(page);
        await page.getByRole('navigation', { name: 'Content' }).getByRole('button', { name: entry }).click();
        await expect(page.locator('.file-editor form')).toBeVisible();
        await screen(page, name);
        if (name === 'article') await expect(preview(page).getByRole('heading', { level: 1 })).toContainText('What Is ERP?');
      });
    }

    test('the New page and New article dialogs', async ({ page }) => {
      await openEditor(page);
      await page.getByRole('button', { name: 'New page' }).click();
      await expect(page.getByRole('dialog', { name: 'New page' })).toBeVisible();
      await screen(page, 'new-page');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'New article' }).click();
      await expect(page.getByRole('dialog', { name: 'New article' })).toBeVisible();
      await screen(page, 'new-article');
    });
  });
}

test('the editor is used from the keyboard alone: open a page, a section, change it, save', async ({ page, editor }) => {
  await openEditor(page);
  await openPage(page, /Applicant Tracking System/);
  const select = page.getByRole('button', { name: /Section 2 of 3/ });
  await select.focus();
  await page.keyboard.press('Enter');
  await expect(select).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Move up' }).nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /Section 1 of 3: Cards/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('Saved: pages/ats.json');
  expect(JSON.parse(editor.read('pages/ats.json')).sections[0].type).toBe('cardGrid');
});
