// Pictures from the browser under /admin/, end to end, on a server of its own over a copy of the
// fixture config in a git work tree (as publish.spec.ts): a PNG uploaded from an article's image
// field with its description, saved to the draft, published, and shown on the live article; the
// media library with where each picture is used, the delete refused while one is used, a file
// dropped on the editor taken as an upload (not opened in the tab), a refused SVG's sentence, and the
// dialog used by keyboard.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { FIXTURE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { hashPassword } from '../../src/server/admin/passwords.ts';
import { openStore } from '../../src/server/store/index.ts';
import { articlePath } from '../../src/shared/blog-paths.ts';
import { pngOf, SVG_WITH_SCRIPT } from '../support/pictures.ts';
import { expectAccessible, preview, saveButton, editorShown } from './support/editor-fixtures.ts';
import { expect, test } from './support/fixtures.ts';
import { liveFixtureSite } from './support/live-fixture-site.ts';
import { startServer, type RunningServer } from './support/server-process.ts';

test.describe.configure({ mode: 'serial' });

const root = resolve(import.meta.dirname, '../..');
const fixtureDir = join(root, FIXTURE_CONFIG_DIR);
const uploadsDir = join(root, 'public/images/uploads');
const PASSWORD = 'a long passphrase of mine';
const PUBLISH_MS = 180_000;
const DESCRIPTION = 'Three colleagues at a whiteboard planning a rollout';

interface Article {
  slug: string;
  headline: string;
  image: { src: string };
}
const articleFile = 'blog/Fixture-Article-One.json';
const article = JSON.parse(readFileSync(join(fixtureDir, articleFile), 'utf8')) as Article;
const otherArticleFile = 'blog/fixture-article-two.json';
const otherArticle = JSON.parse(readFileSync(join(fixtureDir, otherArticleFile), 'utf8')) as Article;

let dir: string;
let server: RunningServer;
let png: Buffer;
/** The uploads present before the tests: only those the tests add are removed after them. */
let uploadsBefore: Set<string>;
let uploadedSrc = '';

test.beforeAll(async () => {
  test.setTimeout(PUBLISH_MS);
  png = await pngOf(240, 160, 30_2026);
  uploadsBefore = new Set(existsSync(uploadsDir) ? readdirSync(uploadsDir) : []);
  dir = mkdtempSync(join(tmpdir(), 'pictures-e2e-'));
  const { configDir, distDir } = liveFixtureSite(dir);
  const dataDir = join(dir, 'data');
  const store = await openStore({ dataDir });
  const hash = await hashPassword(PASSWORD);
  const user = await store.accounts.createUser(
    {
      name: 'asha',
      fullName: 'Asha Rao',
      email: 'asha@example.com',
      passwordHash: hash,
      roles: ['editor', 'publisher'],
    },
    new Date(),
  );
  await store.accounts.setPassword(user.id, hash, false, new Date());
  await store.close();
  server = await startServer({ DATA_DIR: dataDir, DIST_DIR: distDir, CONFIG_DIR: configDir });
});

test.afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
  // The publish wrote its picture into the project's public/images/uploads: the project stays as it
  // was (only this test's own file goes: another spec may be uploading beside it).
  if (uploadedSrc && !uploadsBefore.has(uploadedSrc.split('/').pop()!))
    rmSync(join(root, 'public', uploadedSrc), { force: true });
  if (existsSync(uploadsDir) && readdirSync(uploadsDir).length === 0)
    rmSync(uploadsDir, { recursive: true, force: true });
});

async function openAdmin(page: Page) {
  await page.goto(`${server.url}/admin/`);
  await page.getByLabel('Account name').fill('asha');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await editorShown(page);
}

const publishing = (page: Page) => page.getByRole('region', { name: 'Publishing' });

test('a PNG uploaded as an article cover with its description, saved, published, is on the live article', async ({
  page,
  problems,
}) => {
  test.setTimeout(2 * PUBLISH_MS);
  // Without a session, /admin/ is the sign-in page, answered 401.
  problems.expected.push(/401/);
  await openAdmin(page);
  await page
    .getByRole('navigation', { name: 'Content' })
    .getByRole('button', { name: new RegExp(article.headline) })
    .click();
  const field = page.locator('fieldset.image-field').first();
  await field.getByRole('button', { name: 'Choose a picture…' }).click();
  const library = page.getByRole('dialog', { name: 'Choose a picture' });
  await expect(library).toBeVisible();
  await library
    .getByLabel('Choose a file')
    .setInputFiles({ name: 'Team at work.png', mimeType: 'image/png', buffer: png });
  // The description is asked for with the upload.
  await library.getByRole('button', { name: 'Upload and use' }).click();
  await expect(library.getByRole('alert').filter({ hasText: 'Write what the picture shows' })).toBeVisible();
  await library.getByLabel('Description (alt text)').fill(DESCRIPTION);
  await expectAccessible(page);
  await library.getByRole('button', { name: 'Upload and use' }).click();
  await expect(library).toBeHidden();
  await expect(field).toContainText(/\/images\/uploads\/team-at-work-[0-9a-f]{10}\.png/);
  await expect(field).toContainText('240 × 160 px');
  await expect(field.getByRole('textbox')).toHaveValue(DESCRIPTION);
  uploadedSrc = (await field.locator('.image-field__name').textContent())!;
  // The preview shows the picture from the draft (under /admin, not yet on the live site).
  const shown = preview(page).locator(`img[alt="${DESCRIPTION}"]`);
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);

  await saveButton(page).click({ timeout: 20_000 });
  await expect(page.locator('#save-status')).toContainText(`Saved to your draft: ${articleFile}`);
  await publishing(page).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(publishing(page).getByRole('status')).toHaveText('Published: version 2 is live.', {
    timeout: PUBLISH_MS,
  });

  // Live: the article shows it with its description, and the file is the one uploaded.
  const live = await page.context().newPage();
  await live.goto(`${server.url}${articlePath(article.slug)}`);
  const cover = live.getByRole('img', { name: DESCRIPTION });
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // The publish's build made its copies: AVIF and WebP sources before the uploaded PNG itself.
  const sources = live.locator(`picture:has(img[src="${uploadedSrc}"]) > source`);
  await expect(sources).toHaveCount(2);
  expect(await sources.evaluateAll((all) => all.map((source) => source.getAttribute('type')))).toEqual([
    'image/avif',
    'image/webp',
  ]);
  const file = await fetch(`${server.url}${uploadedSrc}`);
  expect(file.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
  // Written into the project's pictures with the publish.
  expect(readFileSync(join(root, 'public', uploadedSrc)).equals(png)).toBe(true);
});

test('the library says where each picture is used, refuses to delete one in use, takes a dropped file, and works by keyboard', async ({
  page,
  problems,
}) => {
  // The sign-in page (401), the refused delete (409), the refused SVG's answer (422).
  problems.expected.push(/401/, /409/, /422/);
  await openAdmin(page);
  const mediaButton = page.getByRole('button', { name: 'Media', exact: true });
  await mediaButton.click();
  const library = page.getByRole('dialog', { name: 'Media library' });
  await expect(library).toBeVisible();
  const card = (src: string) => library.getByRole('listitem').filter({ has: page.locator(`img[src=".${src}"]`) });
  // The published upload, in its group, used by the article.
  await expect(library.getByRole('heading', { name: /^Uploads \(\d+\)$/ })).toBeVisible();
  await expect(card(uploadedSrc)).toContainText(`Used by: ${articleFile}`);
  await expect(card(uploadedSrc)).toContainText('240 × 160 px');
  // The other article's picture is used: its delete is refused, with the files that use it.
  await card(otherArticle.image.src).getByRole('button', { name: 'Delete' }).click();
  await expect(library.getByRole('alert').filter({ hasText: 'still used by' })).toContainText(otherArticleFile);
  await expect(card(otherArticle.image.src)).toBeVisible();
  // Replaced everywhere: the article takes the other picture back, and the upload is used by nothing.
  const uploadedName = uploadedSrc.split('/').pop()!;
  await card(uploadedSrc).getByRole('button', { name: 'Replace everywhere…' }).click();
  await expect(library).toContainText(`takes the place of ${uploadedName} everywhere it is used (files: 1)`);
  await card(article.image.src).getByRole('button', { name: 'Put this one instead' }).click();
  await expect(library.getByRole('status').filter({ hasText: 'was replaced' })).toHaveText(
    `${uploadedName} was replaced by ${article.image.src.split('/').pop()} (files: 1). Save to keep it.`,
  );
  await expect(card(uploadedSrc)).toContainText('Not used anywhere');
  // The server judges by what is saved: the saved draft still uses it, so it is not deleted yet.
  await card(uploadedSrc).getByRole('button', { name: 'Delete' }).click();
  await expect(library.getByRole('alert').filter({ hasText: 'still used by' })).toContainText(
    `${uploadedName} is still used by ${articleFile}; nothing was deleted.`,
  );
  // Found by name.
  await library.getByLabel('Find a picture by name').fill('team-at-work');
  await expect(library.getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page);
  // Escape closes it; the focus goes back to the Media button.
  await page.keyboard.press('Escape');
  await expect(library).toBeHidden();
  await expect(mediaButton).toBeFocused();
  // The replacement is in the draft: the article's field shows the other picture.
  await page
    .getByRole('navigation', { name: 'Content' })
    .getByRole('button', { name: new RegExp(article.headline) })
    .click();
  await expect(page.locator('fieldset.image-field').first()).toContainText(article.image.src);

  // A file dropped on the editor opens the library with it, and the tab stays on the editor.
  const address = page.url();
  const drop = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'badge.svg', { type: 'image/svg+xml' }));
    return transfer;
  }, SVG_WITH_SCRIPT);
  await page.locator('main').dispatchEvent('dragover', { dataTransfer: drop });
  await page.locator('main').dispatchEvent('drop', { dataTransfer: drop });
  await expect(library).toBeVisible();
  await expect(library).toContainText('File: badge.svg');
  expect(page.url()).toBe(address);
  // That SVG has a script: refused, with the reason and what to do, at the file field.
  await library.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(library.getByRole('alert').filter({ hasText: 'badge.svg was not added' })).toContainText(
    'This SVG was refused: it contains a script. Export it again',
  );
  await expect(library.getByLabel('Choose a file')).toHaveAttribute('aria-invalid', 'true');
});
