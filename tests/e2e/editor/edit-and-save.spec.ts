// The marketer's main flow: change a text, see it in the preview, save it, find it in the file and in
// a clean `npm run validate`; a broken required field keeps Save off and says why; Undo and Redo.
import { expect, openEditor, openPage, preview, problems, saveButton, test } from '../support/editor-fixtures.ts';
import { validateConfigDir } from '../support/editor-server.ts';

test('a heading edited shows in the preview, is saved to its file, and the config validates', async ({ page, editor }) => {
  await openEditor(page);
  await openPage(page, /Cloud ERP Software for Small and Medium Businesses/);
  await page.getByRole('button', { name: /Section 1 of \d+: Hero/ }).click();
  const heading = page.getByLabel('Main heading');
  await heading.fill('ERP that runs the whole plant floor');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('ERP that runs the whole plant floor');

  const before = editor.read('pages/erp.json');
  await saveButton(page).click();
  await expect(page.getByRole('status')).toContainText('Saved: pages/erp.json');
  const after = editor.read('pages/erp.json');
  expect(JSON.parse(after).sections[0].heading).toBe('ERP that runs the whole plant floor');
  // Only that line changed: the rest of the file is as it was, byte for byte.
  const changedLines = after.split('\n').filter((line, index) => line !== before.split('\n')[index]);
  expect(changedLines).toEqual(['      "heading": "ERP that runs the whole plant floor",']);
  expect(after.endsWith('}\n')).toBe(true);

  const validation = validateConfigDir(editor.configDir);
  expect(validation.output).not.toMatch(/problem/);
  expect(validation.status).toBe(0);
});

test('a required field left empty turns Save off and shows the problem there and under Problems', async ({ page }) => {
  await openEditor(page);
  await openPage(page, /Cloud ERP Software for Small and Medium Businesses/);
  await page.getByRole('button', { name: /Section 1 of \d+: Hero/ }).click();
  await page.getByLabel('Main heading').fill('');
  const line = 'pages/erp.json';
  await expect(problems(page)).toContainText(`${line}:`);
  await expect(problems(page)).toContainText('/sections/0  missing property "heading"  (add "heading" here)');
  await expect(page.locator('.section-item__form').getByText('missing property "heading" (add "heading" here)')).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();
  await expect(page.getByRole('status')).toContainText('Save is off while the configuration has problems');
  // The same sentence leads back to the field.
  await problems(page).getByRole('button', { name: 'Show' }).first().click();
  await expect(page.getByLabel('Main heading')).toBeFocused();
});

test('Undo and Redo, by button and by keyboard, cover every edit since the editor opened', async ({ page }) => {
  await openEditor(page);
  await openPage(page, /Cloud ERP Software for Small and Medium Businesses/);
  await page.getByRole('button', { name: /Section 1 of \d+: Hero/ }).click();
  const heading = page.getByLabel('Main heading');
  const original = await heading.inputValue();
  await heading.fill('First change');
  await page.getByRole('button', { name: /Section 2 of/ }).first().click();
  await page.getByRole('button', { name: 'Duplicate' }).nth(1).click();
  await expect(page.getByRole('button', { name: /Section 3 of/ })).toBeVisible();
  const count = await page.locator('.section-item').count();

  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.locator('.section-item')).toHaveCount(count - 1);
  await page.keyboard.press('Control+z');
  await page.getByRole('button', { name: /Section 1 of \d+: Hero/ }).click();
  await expect(page.getByLabel('Main heading')).toHaveValue(original);
  await expect(page.getByRole('button', { name: 'Undo', exact: true })).toBeDisabled();

  await page.keyboard.press('Control+Shift+z');
  await expect(page.getByLabel('Main heading')).toHaveValue('First change');
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(page.locator('.section-item')).toHaveCount(count);
  await expect(page.getByRole('button', { name: 'Redo', exact: true })).toBeDisabled();
});

test('unsaved work survives a reload until it is discarded', async ({ page, editor }) => {
  await openEditor(page);
  await openPage(page, /Cloud ERP Software for Small and Medium Businesses/);
  await page.getByRole('button', { name: /Section 1 of \d+: Hero/ }).click();
  await page.getByLabel('Main heading').fill('Kept in the browser');
  await expect(page.getByRole('status')).toContainText('1 file(s) changed, not saved');
  await page.reload();
  await expect(page.getByRole('status')).toContainText('Your unsaved changes from the last visit are back.');
  await openPage(page, /Cloud ERP Software for Small and Medium Businesses/);
  await page.getByRole('button', { name: /Section 1 of \d+: Hero/ }).click();
  await expect(page.getByLabel('Main heading')).toHaveValue('Kept in the browser');
  expect(editor.read('pages/erp.json')).not.toContain('Kept in the browser');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('status')).toContainText('Everything is saved');
  await page.reload();
  await expect(page.getByRole('status')).not.toContainText('are back');
});

test('a file changed on disk since it was read is reported, never overwritten', async ({ page, editor, problems: pageProblems }) => {
  // The browser notes the refused save (409) in its console.
  pageProblems.expected.push(/status of 409/);
  await openEditor(page);
  await openPage(page, /Cloud ERP Software for Small and Medium Businesses/);
  await page.getByRole('button', { name: /Section 1 of \d+: Hero/ }).click();
  await page.getByLabel('Main heading').fill('Mine');
  const theirs = editor.read('pages/erp.json').replace('"title": "', '"title": "Changed elsewhere: ');
  editor.write('pages/erp.json', theirs);
  await saveButton(page).click();
  await expect(page.getByRole('alert')).toContainText('pages/erp.json changed on disk since the editor read it. Nothing was saved.');
  expect(editor.read('pages/erp.json')).toBe(theirs);

  await page.getByRole('button', { name: 'Keep my version of pages/erp.json' }).click();
  await saveButton(page).click();
  await expect(page.getByRole('status')).toContainText('Saved: pages/erp.json');
  const saved = JSON.parse(editor.read('pages/erp.json'));
  expect(saved.sections[0].heading).toBe('Mine');
  expect(saved.title).not.toContain('Changed elsewhere');
});
