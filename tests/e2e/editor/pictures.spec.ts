// Pictures under `npm run edit`, through the editor: a PNG uploaded from a page's image field with
// its description lands in the project's public/images/uploads/ (removed after the test), and is
// saved in the page with its size. (/admin, where it goes into the draft and out with a publish:
// tests/e2e/pictures.spec.ts.)
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pngOf } from '../../support/pictures.ts';
import { heroPage, pageEntry, sectionName } from '../support/editor-content.ts';
import { projectRoot } from '../support/editor-server.ts';
import { expect, openEditor, openPage, preview, saveButton, test } from '../support/editor-fixtures.ts';

const uploadsDir = join(projectRoot, 'public/images/uploads');
const DESCRIPTION = 'A chart of stock levels across three warehouses';

test('a PNG uploaded into an image field is written into public/images/uploads and saved with its description', async ({
  page,
  editor,
}) => {
  const before = new Set(existsSync(uploadsDir) ? readdirSync(uploadsDir) : []);
  const png = await pngOf(90, 60, 375_1280);
  let src = '';
  try {
    await openEditor(page);
    await openPage(page, pageEntry(heroPage));
    await page.getByRole('button', { name: sectionName(1, 'hero') }).click();
    const field = page.locator('#section-form-0 .image-field');
    await field.getByRole('button', { name: 'Choose a picture…' }).click();
    const library = page.getByRole('dialog', { name: 'Choose a picture' });
    await library
      .getByLabel('Choose a file')
      .setInputFiles({ name: 'Stock chart.png', mimeType: 'image/png', buffer: png });
    await library.getByLabel('Description (alt text)').fill(DESCRIPTION);
    await library.getByRole('button', { name: 'Upload and use' }).click();
    await expect(library).toBeHidden();
    src = (await field.locator('.image-field__name').textContent())!;
    expect(src).toMatch(/^\/images\/uploads\/stock-chart-[0-9a-f]{10}\.png$/);
    expect(readFileSync(join(projectRoot, 'public', src)).equals(png)).toBe(true);
    await expect(preview(page).locator(`img[alt="${DESCRIPTION}"]`)).toBeVisible();
    await saveButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText(`Saved: ${heroPage.file}`);
    expect(JSON.parse(editor.read(heroPage.file)).sections[0].image).toMatchObject({
      src,
      alt: DESCRIPTION,
      width: 90,
      height: 60,
    });
  } finally {
    // Only this test's own file goes: another spec may be uploading beside it.
    const mine = src && !before.has(src.split('/').pop()!) ? join(projectRoot, 'public', src) : undefined;
    if (mine) rmSync(mine, { force: true });
    if (existsSync(uploadsDir) && readdirSync(uploadsDir).length === 0)
      rmSync(uploadsDir, { recursive: true, force: true });
  }
});
