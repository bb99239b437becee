// A page's sections: add from the palette, move, duplicate, remove (by button and by drag and drop),
// and, for every registered section type, add it and edit it with the form its schema generates:
// a developer's new section type is editable with no editor code. A new section starts clean (its
// schema's defaults, empty texts: nothing copied from the site's other sections), and the validator
// says, at each field, what is still to be written.
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

const EMPTY_TEXT = 'must not be empty';

interface ListedProblem {
  file: string;
  pointer: string;
  message: string;
}

/** The Problems region's lines, as `npm run validate` prints them (file:line:col  pointer  message). */
async function listedProblems(page: Page): Promise<ListedProblem[]> {
  await expect(problems(page)).not.toContainText('Checking');
  const lines = await problems(page).locator('.problems__line').allTextContents();
  return lines.map((line) => {
    const [, file, pointer, message] = /^(\S+?):\d+:\d+\s+(\S+)\s+(.*)$/s.exec(line.trim())!;
    return { file: file!, pointer: pointer!, message: message! };
  });
}

/** The section selected now: its number in the page and its form's id prefix (section-N). */
async function selectedSection(page: Page): Promise<{ index: number; idPrefix: string }> {
  const controls = await page.locator('.section-item--selected .section-item__select').getAttribute('aria-controls');
  const index = Number(/^section-form-(\d+)$/.exec(controls ?? '')![1]);
  return { index, idPrefix: `section-${index}` };
}

/** The id the section's form gives the field at a pointer inside the section. */
function fieldIdOf(idPrefix: string, inside: string): string {
  return [idPrefix, ...inside.split('/').slice(1)].join('_');
}

/**
 * The new section's problems, each at its field (the field's description is its message); its empty
 * texts are then written, one by one. Returns how many it wrote and the problems left: those that
 * are not an empty text (an address, a date, a picture: nothing a made-up text can meet).
 */
async function writeEmptyTexts(page: Page, written: string): Promise<{ count: number; left: ListedProblem[] }> {
  const { index, idPrefix } = await selectedSection(page);
  // Its form is loaded when first opened: its fields are there before they are looked for.
  await expect(page.locator(`#section-form-${index} form`)).toBeVisible();
  const own = `/sections/${index}`;
  const listed = await listedProblems(page);
  // A page that validated before: every problem now is the new section's.
  for (const problem of listed) {
    expect(problem.file).toBe(heroPage.file);
    expect(`${problem.pointer}/`.startsWith(`${own}/`), problem.pointer).toBe(true);
  }
  const atFields = listed.filter((problem) => problem.pointer !== own);
  const texts: string[] = [];
  for (const problem of atFields) {
    const inside = problem.pointer.slice(own.length);
    const id = fieldIdOf(idPrefix, inside);
    // At the field, or, while the field is not shown (a picture's description before a picture is
    // chosen), at the part that holds it.
    const holder = fieldIdOf(idPrefix, inside.slice(0, inside.lastIndexOf('/')));
    const shown = (await page.locator(`[id="${id}"]`).count()) > 0;
    await expect(page.locator(`[id="${shown ? id : holder}__error"]`)).toContainText(problem.message.split('  (')[0]!);
    if (!shown) continue;
    await expect(page.locator(`[aria-describedby~="${id}__error"]`).first()).toBeVisible();
    if (problem.message.startsWith(EMPTY_TEXT)) texts.push(id);
  }
  for (const [number, id] of texts.entries()) await page.locator(`[id="${id}"]`).fill(`${written} ${number + 1}`);
  // Written, their problems go; what else was asked may be met meanwhile (an id made from a title).
  const writtenPointers = atFields
    .filter((problem) => texts.includes(fieldIdOf(idPrefix, problem.pointer.slice(own.length))))
    .map((problem) => problem.pointer);
  await expect
    .poll(async () =>
      (await listedProblems(page)).filter((problem) => writtenPointers.includes(problem.pointer)).map((p) => p.pointer),
    )
    .toEqual([]);
  const left = await listedProblems(page);
  for (const problem of left) expect(listed.map((other) => other.pointer)).toContain(problem.pointer);
  return { count: texts.length, left };
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
  // It starts clean: Save waits until its texts are written.
  await expect(saveButton(page)).toBeDisabled();
  await expect(problems(page).locator('.problems__line').first()).toBeVisible();
  expect((await writeEmptyTexts(page, 'Written for the test')).left).toEqual([]);
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

// The sections are drawn by their place: without care, the focused Move button became the next
// section's after a move (a second Enter moved that one back), and an added section left the focus on
// Add section, below its form; a removed one dropped it to the page.
readOnlyTest('from the keyboard, the focus goes with a moved, added or removed section', async ({ page }) => {
  await openEditor(page);
  await openPage(page, pageEntry(heroPage));
  const moveDown = (titles: string[], index: number) =>
    page.getByRole('group', { name: titles[index] }).getByRole('button', { name: 'Move down' });
  expect(types.length).toBeGreaterThanOrEqual(3);

  // The first section down to the bottom, Enter after Enter: each press moves the same section, the
  // focus on its Move down, and at the bottom, where Move down is off, on its Move up.
  let expected = [...types];
  await moveDown(sectionTitles(expected), 0).focus();
  for (let index = 0; index < expected.length - 1; index++) {
    await page.keyboard.press('Enter');
    expected = moved(expected, index, index + 1);
    expect(await listedTitles(page)).toEqual(sectionTitles(expected));
    const group = page.getByRole('group', { name: sectionTitles(expected)[index + 1] });
    const last = index + 1 === expected.length - 1;
    await expect(group.getByRole('button', { name: last ? 'Move up' : 'Move down' })).toBeFocused();
  }
  expect(expected.at(-1)).toBe(types[0]);

  await page.getByRole('button', { name: 'Add section' }).focus();
  await page.keyboard.press('Enter');
  const palette = page.getByRole('dialog', { name: 'Add a section' });
  await palette.getByRole('button', { name: typeTitle(ADDED), exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  expected = [...expected, ADDED];
  expect(await listedTitles(page)).toEqual(sectionTitles(expected));
  await expect(page.getByRole('button', { name: sectionName(expected.length, ADDED) })).toBeFocused();

  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .getByRole('group', { name: sectionTitles(expected).at(-1) })
    .getByRole('button', { name: 'Remove' })
    .focus();
  await page.keyboard.press('Enter');
  expected = expected.slice(0, -1);
  expect(await listedTitles(page)).toEqual(sectionTitles(expected));
  await expect(page.getByRole('button', { name: sectionName(expected.length, expected.at(-1)!) })).toBeFocused();
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
  readOnlyTest(
    `a new "${type}" section starts clean, says what to write at its fields, and is edited in its generated form`,
    async ({ page }) => {
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
      const form = item.locator('.section-item__form form');
      await expect(form).toBeVisible();

      // Nothing in it is copied or made up: every text box is empty.
      const texts = form.locator('input[type="text"], textarea');
      const values = await texts.evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value));
      expect(values.filter((value) => value !== '')).toEqual([]);

      // Each text it needs is a problem at its field; written, the problem goes.
      const written = `Written for ${type}`;
      const { count, left } = await writeEmptyTexts(page, written);
      // Nothing required to write (a section that shows another file's data): its heading takes a text.
      if (count === 0) await form.getByLabel('Heading', { exact: true }).fill(`${written} 1`);
      if (left.length === 0) {
        await expect(preview(page).getByText(`${written} 1`, { exact: true }).first()).toBeVisible();
        await expect(problems(page)).toContainText('No problems');
        await expect(saveButton(page)).toBeEnabled();
      } else {
        // What cannot be a made-up text stays a problem, and Save waits for it.
        await expect(saveButton(page)).toBeDisabled();
      }
    },
  );
}
