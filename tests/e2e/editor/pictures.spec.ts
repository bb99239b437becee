// Pictures under `npm run edit`, through the editor: a PNG uploaded from a page's image field with
// its description lands in the project's public/images/uploads/ (removed after the test), and is
// saved in the page with its size. (/admin, where it goes into the draft and out with a publish:
// tests/e2e/pictures.spec.ts.)
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { pngOf } from '../../support/pictures.ts';
import { heroPage, pageEntry, sectionName } from '../support/editor-content.ts';
import { projectRoot } from '../support/editor-server.ts';
import type { PageProblems } from '../support/fixtures.ts';
import {
  expect,
  expectAccessible,
  openEditor,
  openPage,
  preview,
  saveButton,
  test,
} from '../support/editor-fixtures.ts';

const uploadsDir = join(projectRoot, 'public/images/uploads');

/**
 * The media library, opened from the picture field of the hero of the page that starts with one. It
 * lists public/images/uploads/, which the publish spec (tests/e2e/pictures.spec.ts) writes into and
 * empties beside this one: a picture listed a moment before it is removed fails to load (a 404 in the
 * console) without anything being wrong here.
 */
async function libraryOfHeroPicture(page: Page, consoleProblems: PageProblems) {
  consoleProblems.expected.push(/Failed to load resource: the server responded with a status of 404/);
  await openEditor(page);
  await openPage(page, pageEntry(heroPage));
  await page.getByRole('button', { name: sectionName(1, 'hero') }).click();
  const field = page.locator('#section-form-0 .image-field');
  await field.getByRole('button', { name: 'Choose a picture…' }).click();
  return { field, library: page.getByRole('dialog', { name: 'Choose a picture' }) };
}
const DESCRIPTION = 'A chart of stock levels across three warehouses';

test('a PNG uploaded into an image field is written into public/images/uploads and saved with its description', async ({
  page,
  problems: consoleProblems,
  editor,
}) => {
  const before = new Set(existsSync(uploadsDir) ? readdirSync(uploadsDir) : []);
  const png = await pngOf(90, 60, 375_1280);
  let src = '';
  try {
    const { field, library } = await libraryOfHeroPicture(page, consoleProblems);
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

test('a file dropped after one was picked is the one the dialog names, in the file box and below it, and the one sent', async ({
  page,
  problems: consoleProblems,
}) => {
  const before = new Set(existsSync(uploadsDir) ? readdirSync(uploadsDir) : []);
  const [picked, dropped] = [await pngOf(40, 30, 101), await pngOf(50, 20, 202)];
  let src = '';
  try {
    const { field, library } = await libraryOfHeroPicture(page, consoleProblems);
    const box = library.getByLabel('Choose a file');
    await box.setInputFiles({ name: 'test-pic.png', mimeType: 'image/png', buffer: picked });
    await expect(library).toContainText('File: test-pic.png');
    const drop = await page.evaluateHandle(
      (bytes) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], 'dropped-pic.png', { type: 'image/png' }));
        return transfer;
      },
      [...dropped],
    );
    await page.locator('main').dispatchEvent('dragover', { dataTransfer: drop });
    await page.locator('main').dispatchEvent('drop', { dataTransfer: drop });
    await expect(library).toContainText('File: dropped-pic.png');
    await expect(library).not.toContainText('test-pic.png');
    // The file box itself names the dropped file (what a browser shows beside its button).
    expect(await box.evaluate((input: HTMLInputElement) => [...(input.files ?? [])].map((file) => file.name))).toEqual([
      'dropped-pic.png',
    ]);
    await expectAccessible(page);
    await library.getByLabel('Description (alt text)').fill(DESCRIPTION);
    await library.getByRole('button', { name: 'Upload and use' }).click();
    await expect(library).toBeHidden();
    src = (await field.locator('.image-field__name').textContent())!;
    expect(src).toMatch(/^\/images\/uploads\/dropped-pic-[0-9a-f]{10}\.png$/);
    // The dropped picture (50 × 20), not the picked one (40 × 30).
    const { width, height } = await sharp(readFileSync(join(projectRoot, 'public', src))).metadata();
    expect([width, height]).toEqual([50, 20]);
  } finally {
    const mine = src && !before.has(src.split('/').pop()!) ? join(projectRoot, 'public', src) : undefined;
    if (mine) rmSync(mine, { force: true });
    if (existsSync(uploadsDir) && readdirSync(uploadsDir).length === 0)
      rmSync(uploadsDir, { recursive: true, force: true });
  }
});
