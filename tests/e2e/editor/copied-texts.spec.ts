// A page made as a copy of another keeps that page's words only on purpose (issue 40: a live
// /quality-check said "CORTRACKER MAINTENANCE"): every text of its sections is marked as copied, at
// its field and under Problems, until it is rewritten or kept; the marks live in the browser, never in
// the saved file. (Publish asking about copied texts under /admin: tests/e2e/editor/publish-doubts.spec.ts.)
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  openEditor,
  problems,
  saveButton,
  test,
  editorShown,
} from '../support/editor-fixtures.ts';
import { heroPage, sectionName } from '../support/editor-content.ts';
import { routesConfig } from '../support/site-data.ts';

const copiedFrom = routesConfig.routes.find((route) => `pages/${route.page}.json` === heroPage.file)!.path;
const hero = heroPage.sections[0]! as unknown as { heading: string; text: string };

async function copyPage(page: Page, path: string): Promise<void> {
  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByLabel('Path').fill(path);
  await dialog.getByLabel('Title').fill('Quality checks');
  await dialog.getByLabel('Start with').selectOption({ label: `A copy of ${heroPage.path}: ${hero.heading}` });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.locator('.section-item')).toHaveCount(heroPage.sections.length);
}

test('every text a copy brings is marked until it is rewritten or kept, and the marks are never saved', async ({
  page,
  editor,
}) => {
  await openEditor(page);
  await copyPage(page, '/quality-check');
  const file = 'pages/quality-check.json';
  // (The validator's own warning that the copy's summary repeats the other page's is another matter.)
  const copied = problems(page).locator('.problems__item--warning').filter({ hasText: 'copied from' });
  const warningAt = (pointer: string) =>
    copied.filter({ hasText: `${file}:` }).filter({ hasText: `${pointer}  warning` });
  // The hero's heading and text, and the texts of the other sections, as well as the search texts.
  await expect(warningAt('/sections/0/heading')).toContainText(`copied from ${copiedFrom}`);
  await expect(warningAt('/sections/0/text')).toContainText(`copied from ${copiedFrom}`);
  const marked = await copied.count();
  expect(marked).toBeGreaterThan(heroPage.sections.length);
  const notice = page.locator('.copied-texts');
  await expect(notice).toContainText(`${marked} texts of this page are still those of ${copiedFrom}`);
  // At the field itself too.
  await page.getByRole('button', { name: sectionName(1, 'hero') }).click();
  const form = page.locator('.section-item__form');
  await expect(form.getByText(`copied from ${copiedFrom}`).first()).toBeVisible();
  await expectAccessible(page);

  // Kept as it is: the heading's mark goes.
  await warningAt('/sections/0/heading').getByRole('button', { name: 'Keep this copied text as it is' }).click();
  await expect(warningAt('/sections/0/heading')).toHaveCount(0);
  await expect(copied).toHaveCount(marked - 1);
  // Rewritten: the text's mark goes.
  await form.locator('[id="section-0_text"]').fill('Every batch checked against its plan before it ships.');
  await expect(warningAt('/sections/0/text')).toHaveCount(0);
  await expect(copied).toHaveCount(marked - 2);

  // Saved as it is: the file holds the page's texts and nothing of the marks.
  await expect(saveButton(page)).toBeEnabled();
  await saveButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText(file);
  const original = JSON.parse(editor.read(heroPage.file)) as { title: string; sections: Record<string, unknown>[] };
  const expected = { ...original, title: 'Quality checks', sections: structuredClone(original.sections) };
  expected.sections[0]!.text = 'Every batch checked against its plan before it ships.';
  expect(JSON.parse(editor.read(file))).toEqual(expected);

  // The marks stay with the work in this browser, across a reload, until each is dealt with.
  await page.reload();
  await editorShown(page);
  await page
    .getByRole('navigation', { name: 'Content' })
    .getByRole('button', { name: /^\/quality-check/ })
    .click();
  await expect(copied).toHaveCount(marked - 2);
  await page.getByRole('button', { name: `Keep all ${marked - 2} copied texts as they are` }).click();
  await expect(copied).toHaveCount(0);
  await expect(notice).toHaveCount(0);
  await expect(problems(page)).not.toContainText('copied from');
});
