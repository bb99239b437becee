// A page's sections: add from the palette, move, duplicate, remove (by button and by drag and drop),
// and, for every registered section type, add it and edit it with the form its schema generates:
// a developer's new section type is editable with no editor code.
import type { Page } from '@playwright/test';
import {
  pageEntry,
  heroPage,
  sectionName,
  sectionSchemas,
  sectionTitles,
  typeTitle,
} from '../support/editor-content.ts';
import {
  expect,
  openEditor,
  openPage,
  preview,
  problems,
  readOnlyTest,
  saveButton,
  test,
} from '../support/editor-fixtures.ts';

const types = heroPage.sections.map((section) => section.type);
const ADDED = 'testimonials';

async function listedTitles(page: Page): Promise<string[]> {
  return page.locator('.section-item__title').allTextContents();
}

/** The list after moving the entry at `from` to `to`, as the editor moves a section. */
function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

test('sections are added from the palette, moved, duplicated and removed, and the preview follows', async ({
  page,
  editor,
}) => {
  await openEditor(page);
  await openPage(page, pageEntry(heroPage));
  expect(await listedTitles(page)).toEqual(sectionTitles(types));
  // Each has a line of its own under its type: its heading, where it has one.
  for (const [index, section] of heroPage.sections.entries()) {
    if (typeof section.heading === 'string')
      await expect(page.locator('.section-item__summary').nth(index)).toContainText(section.heading.slice(0, 60));
  }

  await page.getByRole('button', { name: 'Add section' }).click();
  const palette = page.getByRole('dialog', { name: 'Add a section' });
  await expect(palette.getByRole('button')).toHaveCount(sectionSchemas.size + 1);
  // Every section type, by the title and description of its schema.
  for (const schema of sectionSchemas.values())
    await expect(palette.getByRole('button', { name: schema.title, exact: true })).toHaveAccessibleDescription(
      schema.description,
    );
  await palette.getByRole('button', { name: typeTitle(ADDED), exact: true }).click();
  await expect(palette).toBeHidden();
  let expected = [...types, ADDED];
  expect(await listedTitles(page)).toEqual(sectionTitles(expected));
  await expect(problems(page)).toContainText('No problems');

  const last = expected.length;
  await page
    .getByRole('group', { name: sectionTitles(expected)[last - 1] })
    .getByRole('button', { name: 'Move up' })
    .click();
  expected = moved(expected, last - 1, last - 2);
  expect(await listedTitles(page)).toEqual(sectionTitles(expected));
  await page
    .getByRole('group', { name: sectionTitles(expected)[last - 2] })
    .getByRole('button', { name: 'Duplicate' })
    .click();
  expected = [...expected.slice(0, last - 1), ADDED, ...expected.slice(last - 1)];
  expect(await listedTitles(page)).toEqual(sectionTitles(expected));
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .getByRole('group', { name: sectionTitles(expected)[last - 1] })
    .getByRole('button', { name: 'Remove' })
    .click();
  expected = [...expected.slice(0, last - 1), ...expected.slice(last)];
  expect(await listedTitles(page)).toEqual(sectionTitles(expected));

  // Drag and drop: the quotes to the place of the second section.
  await page.getByTestId(`section-${last - 2}`).dragTo(page.getByTestId('section-1'));
  expected = moved(expected, last - 2, 1);
  expect(await listedTitles(page)).toEqual(sectionTitles(expected));
  await expect(preview(page).locator('main > .preview-section').nth(1)).toHaveAttribute('data-selected', 'true');

  await saveButton(page).click();
  await expect(page.getByRole('status')).toContainText(`Saved: ${heroPage.file}`);
  expect(JSON.parse(editor.read(heroPage.file)).sections.map((section: { type: string }) => section.type)).toEqual(
    expected,
  );
});

readOnlyTest(
  'a click on a section in the preview selects it in the editor, and so does the keyboard reaching it',
  async ({ page }) => {
    await openEditor(page);
    await openPage(page, pageEntry(heroPage));
    const last = types.length;
    await preview(page)
      .getByRole('heading', { name: String(heroPage.sections[last - 1]!.heading) })
      .click();
    await expect(page.getByRole('button', { name: sectionName(last, types[last - 1]!) })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.locator(`#section-form-${last - 1}`)).toBeVisible();

    // The keyboard's focus on a link of the first section (as Tab brings it there) selects that section.
    await preview(page).locator('main > .preview-section').first().getByRole('link').first().focus();
    await expect(page.getByRole('button', { name: sectionName(1, types[0]!) })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
);

readOnlyTest('the preview is shown 375, 768 and 1280 pixels wide', async ({ page }) => {
  await openEditor(page);
  const frame = page.locator('iframe[title="Preview"]');
  for (const width of [375, 768, 1280]) {
    await page.getByRole('button', { name: `${width} px` }).click();
    await expect(page.getByRole('button', { name: `${width} px` })).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(() => frame.evaluate((element: HTMLIFrameElement) => element.contentWindow!.innerWidth))
      .toBe(width);
  }
});

for (const [type, schema] of sectionSchemas) {
  readOnlyTest(`a "${type}" section is added with valid content and edited in its generated form`, async ({ page }) => {
    await openEditor(page);
    // The page's own main heading goes first when the new section brings one: one h1 a page.
    await openPage(page, pageEntry(heroPage));
    if (schema['x-page-heading']) {
      page.once('dialog', (dialog) => void dialog.accept());
      await page
        .getByRole('group', { name: sectionTitles(types)[0] })
        .getByRole('button', { name: 'Remove' })
        .click();
    }
    await page.getByRole('button', { name: 'Add section' }).click();
    await page
      .getByRole('dialog', { name: 'Add a section' })
      .getByRole('button', { name: schema.title, exact: true })
      .click();
    const item = page.locator('.section-item--selected');
    await expect(item.locator('.section-item__title')).toContainText(schema.title);
    await expect(item.locator('.section-item__form form')).toBeVisible();
    await expect(problems(page)).toContainText('No problems');

    // A text field of its form takes a new text, and the preview shows it: the one the new section
    // filled with its label, or else its heading, or else its first text box.
    const id = await item.evaluate((element) => {
      const fields = [
        ...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
          '.section-item__form input[type="text"], .section-item__form textarea',
        ),
      ];
      const label = (field: HTMLElement) =>
        element.querySelector(`label[for="${field.id}"]`)?.textContent?.replace(/\*$/, '').trim();
      return (
        fields.find((field) => field.value !== '' && field.value === label(field)) ??
        fields.find((field) => label(field) === 'Heading') ??
        fields.find((field) => field.tagName === 'TEXTAREA')
      )?.id;
    });
    expect(id, 'a text field in the form').toBeTruthy();
    await page.locator(`[id="${id}"]`).fill(`Edited ${type}`);
    await expect(preview(page).getByText(`Edited ${type}`)).toBeVisible();
    await expect(problems(page)).toContainText('No problems');
    await expect(saveButton(page)).toBeEnabled();
  });
}
