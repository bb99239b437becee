// A page's sections: add from the palette, move, duplicate, remove (by button and by drag and drop),
// and, for every registered section type, add it and edit it with the form its schema generates:
// a developer's new section type is editable with no editor code.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openEditor, openPage, preview, problems, saveButton, test } from '../support/editor-fixtures.ts';
import { projectRoot } from '../support/editor-server.ts';

/** The section types, as the registry test lists them: one schema each in schemas/sections/. */
const sectionSchemas = readdirSync(join(projectRoot, 'schemas/sections')).filter((name) => name.endsWith('.schema.json') && name !== 'index.schema.json');

async function sectionTitles(page: Page): Promise<string[]> {
  return page.locator('.section-item__title').allTextContents();
}

test('sections are added from the palette, moved, duplicated and removed, and the preview follows', async ({ page, editor }) => {
  await openEditor(page);
  await openPage(page, /Applicant Tracking System/);
  expect(await sectionTitles(page)).toEqual(['Section 1 of 3: Hero (top of page)', 'Section 2 of 3: Cards', 'Section 3 of 3: Cards']);

  await page.getByRole('button', { name: 'Add section' }).click();
  const palette = page.getByRole('dialog', { name: 'Add a section' });
  await expect(palette.getByRole('button')).toHaveCount(sectionSchemas.length + 1);
  await palette.getByRole('button', { name: 'Client quotes' }).click();
  await expect(palette).toBeHidden();
  expect(await sectionTitles(page)).toEqual(['Section 1 of 4: Hero (top of page)', 'Section 2 of 4: Cards', 'Section 3 of 4: Cards', 'Section 4 of 4: Client quotes']);
  await expect(problems(page)).toContainText('No problems');

  const quotes = page.getByRole('group', { name: 'Section 4 of 4: Client quotes' });
  await quotes.getByRole('button', { name: 'Move up' }).click();
  expect((await sectionTitles(page))[2]).toBe('Section 3 of 4: Client quotes');
  await page.getByRole('group', { name: 'Section 3 of 4: Client quotes' }).getByRole('button', { name: 'Duplicate' }).click();
  expect(await sectionTitles(page)).toEqual(['Section 1 of 5: Hero (top of page)', 'Section 2 of 5: Cards', 'Section 3 of 5: Client quotes', 'Section 4 of 5: Client quotes', 'Section 5 of 5: Cards']);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('group', { name: 'Section 4 of 5: Client quotes' }).getByRole('button', { name: 'Remove' }).click();
  expect(await sectionTitles(page)).toEqual(['Section 1 of 4: Hero (top of page)', 'Section 2 of 4: Cards', 'Section 3 of 4: Client quotes', 'Section 4 of 4: Cards']);

  // Drag and drop: the quotes to the top of the cards.
  await page.getByTestId('section-2').dragTo(page.getByTestId('section-1'));
  expect(await sectionTitles(page)).toEqual(['Section 1 of 4: Hero (top of page)', 'Section 2 of 4: Client quotes', 'Section 3 of 4: Cards', 'Section 4 of 4: Cards']);
  await expect(preview(page).locator('main > .preview-section').nth(1)).toHaveAttribute('data-selected', 'true');

  await saveButton(page).click();
  await expect(page.getByRole('status')).toContainText('Saved: pages/ats.json');
  expect(JSON.parse(editor.read('pages/ats.json')).sections.map((section: { type: string }) => section.type)).toEqual(['hero', 'testimonials', 'cardGrid', 'cardGrid']);
});

test('a click on a section in the preview selects it in the editor', async ({ page }) => {
  await openEditor(page);
  await openPage(page, /Applicant Tracking System/);
  await preview(page).getByRole('heading', { name: 'Characteristics of Cortracker ATS' }).click();
  await expect(page.getByRole('button', { name: /Section 3 of 3: Cards/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#section-form-2')).toBeVisible();
});

test('the preview is shown 375, 768 and 1280 pixels wide', async ({ page }) => {
  await openEditor(page);
  const frame = page.locator('iframe[title="Preview"]');
  for (const width of [375, 768, 1280]) {
    await page.getByRole('button', { name: `${width} px` }).click();
    await expect(page.getByRole('button', { name: `${width} px` })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => frame.evaluate((element: HTMLIFrameElement) => element.contentWindow!.innerWidth)).toBe(width);
  }
});

for (const file of sectionSchemas) {
  const type = file.slice(0, -'.schema.json'.length);
  test(`a "${type}" section is added with valid content and edited in its generated form`, async ({ page }) => {
    const schema = JSON.parse((await import('node:fs')).readFileSync(join(projectRoot, 'schemas/sections', file), 'utf8')) as { title: string; 'x-page-heading'?: boolean };
    await openEditor(page);
    // A page without a main heading section of its own takes any type without a second h1.
    await openPage(page, /Applicant Tracking System/);
    if (schema['x-page-heading']) {
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('group', { name: /Section 1 of 3/ }).getByRole('button', { name: 'Remove' }).click();
    }
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('dialog', { name: 'Add a section' }).getByRole('button', { name: schema.title, exact: true }).click();
    const item = page.locator('.section-item--selected');
    await expect(item.locator('.section-item__title')).toContainText(schema.title);
    await expect(item.locator('.section-item__form form')).toBeVisible();
    await expect(problems(page)).toContainText('No problems');

    // A text field of its form takes a new text, and the preview shows it: the one the new section
    // filled with its label, or else its heading, or else its first text box.
    const id = await item.evaluate((element) => {
      const fields = [...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('.section-item__form input[type="text"], .section-item__form textarea')];
      const label = (field: HTMLElement) => element.querySelector(`label[for="${field.id}"]`)?.textContent?.replace(/\*$/, '').trim();
      return (fields.find((field) => field.value !== '' && field.value === label(field)) ?? fields.find((field) => label(field) === 'Heading') ?? fields.find((field) => field.tagName === 'TEXTAREA'))?.id;
    });
    expect(id, 'a text field in the form').toBeTruthy();
    await page.locator(`[id="${id}"]`).fill(`Edited ${type}`);
    await expect(preview(page).getByText(`Edited ${type}`)).toBeVisible();
    await expect(problems(page)).toContainText('No problems');
    await expect(saveButton(page)).toBeEnabled();
  });
}
