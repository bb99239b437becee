// "New page" and "New article", and a config that does not parse or validate: it opens all the same,
// with its problems listed and the rest editable.
import { spawnSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../support/server-process.ts';
import { test as siteTest, waitForHydration } from '../support/fixtures.ts';
import {
  expect,
  openEditor,
  openPage,
  preview,
  problems,
  readOnlyTest,
  saveButton,
  test,
  editorShown,
} from '../support/editor-fixtures.ts';
import { copyProject, startEditor, validateConfigDir } from '../support/editor-server.ts';
import { pageEntry, heroPage } from '../support/editor-content.ts';
import { articles, navigation, pathsWith, routesConfig } from '../support/site-data.ts';
import { blogIndexEntry, type BlogIndexEntry } from '../../../src/shared/blog-index.ts';
import { orderedEntries } from '../../../src/shared/blog-list.ts';
import type { BlogListProps, PageConfig } from '../../../src/shared/generated/config-types.ts';

const footerColumn = navigation.footer.columns[0]!.heading;
const somePath = routesConfig.routes[0]!.path;
const blogListPage = `pages/${routesConfig.routes.find((route) => route.path === pathsWith((section) => section.type === 'blogList')[0])!.page}.json`;
const BODY = ['Bakeries plan every night.', '## Flour and ovens', `One plan for both, see [our ERP](${somePath}).`];

const SUMMARY = 'Partners resell and implement our cloud ERP for the businesses of their region, with our training.';

/** Writes the search summary and the first keyword of the page open in the editor. */
async function fillSearchTexts(page: Page, summary = SUMMARY, keyword = 'partner program'): Promise<void> {
  const settings = page.locator('.page-editor__settings');
  await settings.getByLabel(/^Search summary/).fill(summary);
  await settings.locator('[id="page_keywords_0"]').fill(keyword);
}

siteTest('a new page, saved from the editor, is reachable after a build of that config', async ({ page }) => {
  siteTest.setTimeout(600_000);
  const project = copyProject();
  const editor = await startEditor(project);
  try {
    await page.goto(editor.url);
    await editorShown(page);
    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await dialog.getByLabel('Path').fill('/partners-program');
    await dialog.getByLabel('Title').fill('Partner Program');
    await dialog.getByLabel('Add it to a menu').selectOption({ label: `Footer: ${footerColumn}` });
    await dialog.getByLabel('Menu label').fill('Partner Program');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Partner Program/ })).toBeVisible();
    await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Partner Program');
    // A new page starts with its search summary and keyword to write: its settings open on them.
    await fillSearchTexts(page);
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
  // Its kind, author and picture from the newest article, as chosen.
  await dialog.getByLabel('Start with').selectOption({ index: 1 });
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

test('a new page can start as a copy of another, its search texts marked to be rewritten, and join the phone menu at a chosen place', async ({
  page,
  editor,
}) => {
  const copiedFrom = routesConfig.routes.find((route) => `pages/${route.page}.json` === heroPage.file)!.path;
  await openEditor(page);
  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByLabel('Path').fill('/copied-page');
  await dialog.getByLabel('Title').fill('A copied page');
  await dialog
    .getByLabel('Start with')
    .selectOption({ label: `A copy of ${heroPage.path}: ${heroPage.sections[0]!.heading}` });
  await dialog.getByLabel('Add it to a menu').selectOption({ label: 'Phone menu' });
  await dialog.getByLabel('Menu label').fill('Copied');
  await dialog.getByLabel('Place in the menu').selectOption({ label: `After ${navigation.mobileMenu[0]!.label}` });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.locator('.section-item')).toHaveCount(heroPage.sections.length);
  // The copied search summary and keywords are warnings until rewritten: they belong to the other page
  // (as does every text of its sections: tests/e2e/editor/copied-texts.spec.ts).
  const copied = problems(page).locator('.problems__item--warning');
  await expect(copied.filter({ hasText: '/description  warning' })).toContainText(`copied from ${copiedFrom}`);
  await expect(copied.filter({ hasText: '/keywords  warning' })).toContainText(`copied from ${copiedFrom}`);
  const marked = await copied.count();
  await page
    .locator('.page-editor__settings')
    .getByLabel(/^Search summary/)
    .fill(SUMMARY);
  await expect(copied).toHaveCount(marked - 1);
  await page.locator('.page-editor__settings [id="page_keywords_0"]').fill('copied page');
  await expect(copied).toHaveCount(marked - 2);
  // The texts of the sections are meant to stay here: kept as they are, all at once.
  await page.getByRole('button', { name: `Keep all ${marked - 2} copied texts as they are` }).click();
  await expect(problems(page)).toContainText('No problems');
  await saveButton(page).click();
  await expect(page.getByRole('status')).toContainText('pages/copied-page.json');
  const copy = JSON.parse(editor.read('pages/copied-page.json'));
  expect(copy.title).toBe('A copied page');
  expect(copy.description).toBe(SUMMARY);
  expect(copy.sections).toEqual(heroPage.sections);
  expect(JSON.parse(editor.read('routes.json')).routes).toContainEqual({ path: '/copied-page', page: 'copied-page' });
  expect(JSON.parse(editor.read('navigation.json')).mobileMenu[1]).toEqual({ label: 'Copied', href: '/copied-page' });
});

test('a new page starts clean: its path kept as the site keeps paths, shown while typed; its search texts empty, nothing copied', async ({
  page,
  editor,
}) => {
  await openEditor(page);
  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await expect(dialog.getByLabel('Path')).toHaveValue('');
  await dialog.getByLabel('Path').fill('//Quality Check/');
  await expect(dialog.getByText("The page's address: /quality-check")).toBeVisible();
  await dialog.getByLabel('Title').fill('Quality checks');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Quality checks/ })).toContainText('/quality-check');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Quality checks');
  // Nothing of another page: an empty summary and keyword, each a problem at its field until written.
  await expect(problems(page)).toContainText('pages/quality-check.json');
  await expect(problems(page)).toContainText('/description');
  await expect(problems(page)).toContainText('/keywords/0');
  await expect(problems(page).locator('.problems__item--warning')).toHaveCount(0);
  await expect(saveButton(page)).toBeDisabled();
  await fillSearchTexts(page, 'Every order is checked before it leaves: how our quality checks work, step by step.');
  await expect(problems(page)).toContainText('No problems');
  await saveButton(page).click();
  await expect(page.getByRole('status')).toContainText('pages/quality-check.json');
  expect(JSON.parse(editor.read('routes.json')).routes).toContainEqual({
    path: '/quality-check',
    page: 'quality-check',
  });
  const written = JSON.parse(editor.read('pages/quality-check.json'));
  expect(written.sections).toEqual([{ type: 'pageHeader', heading: 'Quality checks' }]);
  expect(written.keywords).toEqual(['partner program']);
});

test('a new page joins a drop-down of the header, with its short label, at the place chosen', async ({
  page,
  editor,
}) => {
  const menus = navigation.header.items.filter((item) => item.kind === 'list' || item.kind === 'cards');
  const menu = menus.find((item) => item.kind === 'list') ?? menus[0]!;
  const entries = menu.kind === 'list' ? menu.links! : menu.cards!;
  const first =
    'label' in entries[0]! ? (entries[0] as { label: string }).label : (entries[0] as { title: string }).title;
  await openEditor(page);
  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByLabel('Path').fill('/quality-check');
  await dialog.getByLabel('Title').fill('Quality checks for every order');
  await dialog
    .getByLabel('Add it to a menu')
    .selectOption({ label: `Header: the ${menu.label} drop-down${menu.kind === 'cards' ? ' (cards)' : ''}` });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give the menu entry a short label.');
  await dialog.getByLabel('Menu label').fill('Quality');
  await dialog.getByLabel('Place in the menu').selectOption({ label: `After ${first}` });
  if (menu.kind === 'cards') await dialog.getByLabel(/^Card text/).fill('Every order checked.');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await fillSearchTexts(page, 'Every order is checked before it leaves: how our quality checks work, step by step.');
  await expect(problems(page)).toContainText(menu.kind === 'cards' ? 'icon' : 'No problems');
  // The preview's header lists it in that drop-down, second.
  const header = preview(page).getByRole('banner');
  await header.getByRole('button', { name: menu.label }).click();
  await expect(header.getByRole('link', { name: /^Quality/ })).toHaveAttribute('href', '/quality-check');
  if (menu.kind === 'list') {
    await saveButton(page).click();
    await expect(page.getByRole('status')).toContainText('navigation.json');
    const saved = JSON.parse(editor.read('navigation.json')).header.items.find(
      (item: { label: string }) => item.label === menu.label,
    );
    expect(saved.links[1]).toEqual({ label: 'Quality', href: '/quality-check' });
  }
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
  await openPage(page, pageEntry(heroPage));
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

readOnlyTest(
  'a new article starts clean: its kind, author and picture empty until chosen, nothing taken from another article',
  async ({ page }) => {
    await openEditor(page);
    await page.getByRole('button', { name: 'New article' }).click();
    const dialog = page.getByRole('dialog', { name: 'New article' });
    await dialog.getByLabel('Slug').fill('a-clean-start');
    await dialog.getByLabel('Title', { exact: true }).fill('A clean start');
    await dialog
      .getByLabel('Description')
      .fill('Nothing of another article comes along: the kind, the author and the picture are chosen for this one.');
    await dialog.getByLabel('Keywords').fill('clean start');
    await dialog.getByLabel('Body').fill('A first paragraph.');
    await expect(dialog.getByLabel('Start with')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Create' }).click();
    for (const field of ['/typeLabel', '/author', '/image']) await expect(problems(page)).toContainText(field);
    await expect(saveButton(page)).toBeDisabled();
  },
);
