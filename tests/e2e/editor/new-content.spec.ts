// "New page" and "New article", and a config that does not parse or validate: it opens all the same,
// with its problems listed and the rest editable.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../support/server-process.ts';
import { test as siteTest, waitForHydration } from '../support/fixtures.ts';
import { expect, openEditor, openPage, preview, problems, saveButton, test } from '../support/editor-fixtures.ts';
import { copyProject, startEditor, validateConfigDir } from '../support/editor-server.ts';
import { entryName, heroPage } from '../support/editor-content.ts';
import { articles, navigation, pathsWith, routesConfig } from '../support/site-data.ts';
import { blogIndexEntry, type BlogIndexEntry } from '../../../src/shared/blog-index.ts';
import { orderedEntries } from '../../../src/shared/blog-list.ts';
import type { BlogListProps, PageConfig } from '../../../src/shared/generated/config-types.ts';

const footerColumn = navigation.footer.columns[0]!.heading;
const somePath = routesConfig.routes[0]!.path;
const blogListPage = `pages/${routesConfig.routes.find((route) => route.path === pathsWith((section) => section.type === 'blogList')[0])!.page}.json`;
const BODY = ['Bakeries plan every night.', '## Flour and ovens', `One plan for both, see [our ERP](${somePath}).`];

siteTest('a new page, saved from the editor, is reachable after a build of that config', async ({ page }) => {
  siteTest.setTimeout(600_000);
  const project = copyProject();
  const editor = await startEditor(project);
  try {
    await page.goto(editor.url);
    await expect(page.getByRole('navigation', { name: 'Content' })).toBeVisible();
    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await dialog.getByLabel('Path').fill('/partners-program');
    await dialog.getByLabel('Title').fill('Partner Program');
    await dialog.getByLabel('Add it to a menu').selectOption({ label: `Footer: ${footerColumn}` });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Partner Program/ })).toBeVisible();
    await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Partner Program');
    await expect(problems(page)).toContainText('No problems');
    await saveButton(page).click();
    await expect(page.getByRole('status')).toContainText(
      'Saved: navigation.json, pages/partners-program.json, routes.json',
    );
    // The editor's page leaves before its server stops: a request it still makes (the preview after
    // the save) would otherwise meet a closed port during the build.
    await page.goto('about:blank');
    await editor.stop();

    const build = spawnSync(process.execPath, [join(project, 'scripts/build.ts')], { cwd: project, encoding: 'utf8' });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    const server = await startServer({ DIST_DIR: join(project, 'dist') });
    try {
      // Each page is left only once its section code has loaded: leaving (or stopping the server)
      // while a module is still on its way fails that import, an error in the page.
      await page.goto(`${server.url}/partners-program`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner Program');
      await expect(page).toHaveTitle(/Partner Program/);
      await waitForHydration(page);
      await page.goto(`${server.url}${somePath}`);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Partner Program' })).toHaveAttribute(
        'href',
        '/partners-program',
      );
      await waitForHydration(page);
    } finally {
      await server.stop();
    }
  } finally {
    await editor.stop();
    rmSync(project, { recursive: true, force: true });
  }
});

test('a new article gets its file and its card in the blog list', async ({ page, editor }) => {
  await openEditor(page);
  await page.getByRole('button', { name: 'New article' }).click();
  const dialog = page.getByRole('dialog', { name: 'New article' });
  await dialog.getByLabel('Slug').fill('erp-for-bakeries');
  await dialog.getByLabel('Title', { exact: true }).fill('ERP for Bakeries');
  await dialog.getByLabel('Date').fill('2025-03-01');
  await dialog
    .getByLabel('Description')
    .fill(
      'How a bakery plans flour, ovens and deliveries with one ERP, from the first order of the day to the last van out.',
    );
  await dialog.getByLabel('Keywords').fill('bakery ERP, production planning');
  await dialog.getByLabel('Body').fill(BODY.join('\n\n'));
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('ERP for Bakeries');
  // Each block of the body is Markdown, shown rendered under its text box.
  const rendered = page.getByRole('region', { name: 'How the text will look' });
  await expect(rendered.first()).toContainText('Bakeries plan every night.');
  await expect(rendered.getByRole('heading', { level: 2, name: 'Flour and ovens' })).toBeVisible();
  await expect(rendered.getByRole('link', { name: 'our ERP' })).toHaveAttribute('href', somePath);
  await expect(problems(page)).toContainText('No problems');
  await saveButton(page).click();
  await expect(page.getByRole('status')).toContainText('blog/erp-for-bakeries.json');
  expect(JSON.parse(editor.read('blog/erp-for-bakeries.json')).body).toEqual(BODY);
  // The blog list lists every article, newest first unless pinned: the new one leads it as it is.
  const list = (JSON.parse(editor.read(blogListPage)) as PageConfig).sections.find(
    (section): section is BlogListProps => section.type === 'blogList',
  )!;
  const saved = JSON.parse(editor.read('blog/erp-for-bakeries.json')) as BlogIndexEntry;
  expect(orderedEntries([...articles, saved].map(blogIndexEntry), list)[0]!.slug).toBe('erp-for-bakeries');
  expect(
    editor
      .read('blog/erp-for-bakeries.json')
      .startsWith('{\n  "$schema": "../../schemas/blog-article.schema.json",\n  "slug": "erp-for-bakeries",'),
  ).toBe(true);
});

test('a config with a file that does not parse opens with the problem listed, and the file is fixed as text', async ({
  page,
  editor,
}) => {
  editor.write('faq.json', editor.read('faq.json').replace('"items": [', '"items": [,'));
  await openEditor(page);
  await expect(problems(page)).toContainText('faq.json:');
  await expect(problems(page)).toContainText('not valid JSON');
  await expect(saveButton(page)).toBeDisabled();
  // The rest stays editable.
  await page.getByRole('button', { name: /Section 1 of/ }).click();
  await expect(page.getByRole('textbox').first()).toBeEditable();
  await page.getByRole('navigation', { name: 'Content' }).getByRole('button', { name: /FAQ/ }).click();
  const raw = page.getByLabel('Text of faq.json');
  await raw.fill((await raw.inputValue()).replace('"items": [,', '"items": ['));
  await expect(problems(page)).toContainText('No problems');
  await expect(page.getByRole('heading', { name: 'FAQ', level: 2 })).toBeVisible();
});

test('a new page can start as a copy of another and join the mobile menu', async ({ page, editor }) => {
  await openEditor(page);
  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByLabel('Path').fill('/copied-page');
  await dialog.getByLabel('Title').fill('A copied page');
  await dialog.getByLabel('Start with').selectOption({ label: `A copy of ${heroPage.title}` });
  await dialog.getByLabel('Add it to a menu').selectOption({ label: 'Mobile menu' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.locator('.section-item')).toHaveCount(heroPage.sections.length);
  await expect(problems(page)).toContainText('No problems');
  await saveButton(page).click();
  await expect(page.getByRole('status')).toContainText('pages/copied-page.json');
  const copy = JSON.parse(editor.read('pages/copied-page.json'));
  expect(copy.title).toBe('A copied page');
  expect(copy.sections).toEqual(heroPage.sections);
  expect(JSON.parse(editor.read('routes.json')).routes).toContainEqual({ path: '/copied-page', page: 'copied-page' });
  expect(JSON.parse(editor.read('navigation.json')).mobileMenu.at(-1)).toEqual({
    label: 'A copied page',
    href: '/copied-page',
  });
});

test('a config that does not validate opens with the problems `npm run validate` prints, word for word, at their fields', async ({
  page,
  editor,
}) => {
  const config = JSON.parse(editor.read(heroPage.file));
  config.title = 'x';
  editor.write(heroPage.file, `${JSON.stringify(config, null, 2)}\n`);
  const printed = validateConfigDir(editor.configDir);
  expect(printed.status).toBe(1);
  // The command names the file by its place on disk, the editor by its place in the config directory
  // (the command's warning that the copy's "$schema" paths lead elsewhere is about the disk alone).
  const lines = printed.output
    .split('\n')
    .filter((line) => line.startsWith(`${editor.configDir}/`))
    .map((line) => line.slice(editor.configDir.length + 1));
  expect(lines.length).toBeGreaterThan(0);

  await openEditor(page);
  for (const line of lines) await expect(problems(page).locator('.problems__line', { hasText: line })).toHaveText(line);
  await expect(saveButton(page)).toBeDisabled();
  await openPage(page, entryName('x'));
  // The page's settings open with the problem at the title field; fixed there, the config validates.
  const title = page.locator('.page-editor__settings').getByLabel(/^Page title/);
  await expect(
    page.locator('.page-editor__settings .field-errors, .page-editor__settings .error-detail').first(),
  ).toBeVisible();
  await title.fill(heroPage.title);
  await expect(problems(page)).toContainText('No problems');
  await saveButton(page).click();
  await expect(page.getByRole('status')).toContainText(`Saved: ${heroPage.file}`);
  expect(validateConfigDir(editor.configDir).status).toBe(0);
});
