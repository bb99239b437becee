// Every screen of the editor meets WCAG 2.2 A/AA (axe-core) at 1280 and 375 px and works from the
// keyboard. The file screens are the first entry of each group of the Content list (a page, the
// navigation, the settings, the FAQ, the services, an article, a form, the other files), so a new
// kind of file is checked too. With EDITOR_SCREENSHOTS=DIR each screen is also saved as a picture,
// for people to look at.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  contentScreens,
  entryName,
  pageEntry,
  heroHeadingLabel,
  heroPage,
  sectionName,
  sectionTitles,
} from '../support/editor-content.ts';
import {
  expect,
  expectAccessible,
  openEditor,
  openPage,
  preview,
  problems,
  readOnlyTest,
  saveButton,
  test,
} from '../support/editor-fixtures.ts';

async function screen(page: Page, name: string): Promise<void> {
  await expectAccessible(page);
  if (process.env.EDITOR_SCREENSHOTS)
    await page.screenshot({ path: join(process.env.EDITOR_SCREENSHOTS, `${name}-${page.viewportSize()!.width}.png`) });
}

const types = heroPage.sections.map((section) => section.type);

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    readOnlyTest('the page screen with its settings', async ({ page }) => {
      await openEditor(page);
      await openPage(page, pageEntry(heroPage));
      await screen(page, 'page');
      await page.getByText('Page settings').click();
      await expect(page.locator('.page-editor__settings form')).toBeVisible();
      await screen(page, 'page-settings');
    });

    readOnlyTest('a section form, its problem and the palette', async ({ page }) => {
      await openEditor(page);
      await openPage(page, pageEntry(heroPage));
      await page.getByRole('button', { name: sectionName(1, types[0]!) }).click();
      await screen(page, 'section-form');
      await page.getByLabel(heroHeadingLabel).fill('');
      await expect(problems(page)).toContainText(`"${heroHeadingLabel}" must be filled in`);
      await screen(page, 'problems');
      await page.getByRole('button', { name: 'Add section' }).click();
      await expect(page.getByRole('dialog', { name: 'Add a section' })).toBeVisible();
      await screen(page, 'add-section');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Add a section' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Add section' })).toBeFocused();
    });

    for (const { group, entry } of contentScreens()) {
      readOnlyTest(
        `the screen of ${entry.path}, first of the group "${group}" of the Content list`,
        async ({ page }) => {
          await openEditor(page);
          await page
            .getByRole('navigation', { name: 'Content' })
            .getByRole('button', { name: entryName(entry.label) })
            .click();
          // A page lists its sections; every other file is one generated form, a long one folded: its
          // first group or list is opened, so its fields are checked too.
          await expect(page.locator('.section-list, .file-editor form.rjsf').first()).toBeVisible();
          const firstFold = page.locator('.file-editor .fold__summary').first();
          if (await firstFold.isVisible()) await firstFold.click();
          await screen(page, `file-${group}`);
        },
      );
    }

    readOnlyTest('the New page and New article dialogs', async ({ page }) => {
      await openEditor(page);
      await page.getByRole('button', { name: 'New page' }).click();
      await expect(page.getByRole('dialog', { name: 'New page' })).toBeVisible();
      await screen(page, 'new-page');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'New article' }).click();
      await expect(page.getByRole('dialog', { name: 'New article' })).toBeVisible();
      await screen(page, 'new-article');
    });

    test('a file changed on disk, and a file that does not parse', async ({ page, editor, problems: pageProblems }) => {
      pageProblems.expected.push(/status of 409/);
      await openEditor(page);
      await openPage(page, pageEntry(heroPage));
      await page.getByRole('button', { name: sectionName(1, types[0]!) }).click();
      await page.getByLabel(heroHeadingLabel).fill('Mine');
      editor.write(heroPage.file, editor.read(heroPage.file).replace('"title": "', '"title": "Changed elsewhere: '));
      await saveButton(page).click();
      await expect(page.getByRole('alert')).toContainText('changed on disk');
      await screen(page, 'conflict');

      editor.write('faq.json', editor.read('faq.json').replace('"items": [', '"items": [,'));
      await page.getByRole('button', { name: `Use the file on disk for ${heroPage.file}` }).click();
      await page.reload();
      await page
        .getByRole('navigation', { name: 'Content' })
        .getByRole('button', { name: /faq\.json/ })
        .click();
      await expect(page.getByLabel('Text of faq.json')).toBeVisible();
      await screen(page, 'unparseable');
    });
  });
}

test('the editor is used from the keyboard alone: every action on a page, the preview, a new page, save', async ({
  page,
  editor,
}) => {
  await openEditor(page);
  await openPage(page, pageEntry(heroPage));
  let expected = [...types];
  const select = page.getByRole('button', { name: sectionName(2, types[1]!) });
  await select.focus();
  await page.keyboard.press('Enter');
  await expect(select).toHaveAttribute('aria-expanded', 'true');
  // Move up, Move down, Duplicate, Remove follow the section's button in the tab order.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Move up' }).nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  expected = [expected[1]!, expected[0]!, ...expected.slice(2)];
  await expect(page.locator('.section-item__title')).toHaveText(sectionTitles(expected));

  const group = page.getByRole('group', { name: sectionTitles(expected)[0] });
  await group.getByRole('button', { name: 'Duplicate' }).focus();
  await page.keyboard.press('Enter');
  expected = [expected[0]!, ...expected];
  await expect(page.locator('.section-item__title')).toHaveText(sectionTitles(expected));
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .getByRole('group', { name: sectionTitles(expected)[1] })
    .getByRole('button', { name: 'Remove' })
    .focus();
  await page.keyboard.press('Enter');
  expected = [expected[0]!, ...expected.slice(2)];
  await expect(page.locator('.section-item__title')).toHaveText(sectionTitles(expected));

  // The palette: opened, a choice reached with Tab (past the first type's folded list of fields), taken with Enter.
  await page.getByRole('button', { name: 'Add section' }).focus();
  await page.keyboard.press('Enter');
  const palette = page.getByRole('dialog', { name: 'Add a section' });
  await expect(palette).toBeVisible();
  await expect(palette.getByRole('button').first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(palette.locator('summary').first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(palette.getByRole('button').nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page.locator('.section-item')).toHaveCount(expected.length + 1);
  await page.keyboard.press('Control+z');
  await expect(page.locator('.section-item')).toHaveCount(expected.length);

  // The preview's width.
  await page.getByRole('button', { name: '375 px' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: '375 px' })).toHaveAttribute('aria-pressed', 'true');

  // Save waits until the check of every file has caught up with the draft.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Save', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText(`Saved: ${heroPage.file}`);
  expect(JSON.parse(editor.read(heroPage.file)).sections.map((section: { type: string }) => section.type)).toEqual(
    expected,
  );

  // A new page, from the keyboard: the dialog's fields in order, Enter creates it.
  await page.getByRole('button', { name: 'New page' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Path')).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.type('keyboard-made');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Made from the keyboard');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'New page' })).toBeHidden();
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Made from the keyboard');
});

readOnlyTest(
  "the keyboard's focus is always visible: every stop of Tab through the editor and the palette has its ring",
  async ({ page }) => {
    await openEditor(page);
    await openPage(page, pageEntry(heroPage));
    await page.getByRole('button', { name: sectionName(1, types[0]!) }).click();
    await expect(page.locator('#section-form-0 form')).toBeVisible();

    /** Tabs on until `last` has the focus (or `limit` stops), noting each stop that shows no ring. */
    const tabThrough = async (last: ReturnType<Page['getByRole']>, limit: number) => {
      const unseen: string[] = [];
      let stops = 0;
      for (; stops < limit; stops++) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body || element.tagName === 'IFRAME') return undefined;
          const style = getComputedStyle(element);
          const ring =
            (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
          return {
            name: `${element.tagName.toLowerCase()}#${element.id} ${element.textContent?.trim().slice(0, 40) ?? ''}`,
            ring,
          };
        });
        if (stop && !stop.ring) unseen.push(stop.name);
        if (await last.evaluate((element) => element === document.activeElement)) break;
      }
      return { unseen, stops };
    };

    await page.locator('body').focus();
    const editor = await tabThrough(page.getByRole('button', { name: '1280 px' }), 400);
    expect(editor.stops).toBeLessThan(400);
    expect(editor.unseen).toEqual([]);

    await page.getByRole('button', { name: 'Add section' }).click();
    const palette = page.getByRole('dialog', { name: 'Add a section' });
    const choices = await tabThrough(palette.getByRole('button', { name: 'Close' }), 100);
    expect(choices.stops).toBeLessThan(100);
    expect(choices.unseen).toEqual([]);
  },
);
