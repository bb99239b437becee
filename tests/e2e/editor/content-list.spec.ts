// The "Content" landmark lists everything a marketer edits, read here from the config itself (not
// from the editor's own index): every page by its path with its main heading, the navigation, the
// site settings, the FAQ, the paid services, every blog article and every form.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../support/editor-server.ts';
import {
  expect,
  expectAccessible,
  openEditor,
  readOnlyTest as test,
  test as writingTest,
} from '../support/editor-fixtures.ts';
import { page as pageConfig, routesConfig } from '../support/site-data.ts';
import { SPEC_CONTENT_DIR } from '../../../src/config/config-dir.ts';

const configDir = join(projectRoot, SPEC_CONTENT_DIR);
const jsonIn = (dir: string) =>
  readdirSync(join(configDir, dir))
    .filter((name) => name.endsWith('.json'))
    .sort();

test('the Content list names every page by its path and main heading, the navigation, settings, FAQ, services, articles and forms', async ({
  page,
  editor,
}) => {
  await openEditor(page);
  const content = page.getByRole('navigation', { name: 'Content' });
  /** The entry whose second line is exactly `detail`. */
  const entry = (detail: string) =>
    content
      .locator('.content-nav__entry')
      .filter({ has: page.locator('.content-nav__detail').getByText(detail, { exact: true }) });

  const byPath = (path: string) =>
    content
      .locator('.content-nav__entry')
      .filter({ has: page.locator('.content-nav__label').getByText(path, { exact: true }) });
  for (const route of routesConfig.routes) {
    const first = pageConfig(route.page).sections[0] as { heading?: string };
    await expect(byPath(route.path), route.path).toContainText(first.heading ?? pageConfig(route.page).title);
  }
  await expect(entry('navigation.json')).toContainText('Header, mobile menu and footer');
  for (const file of ['site.json', 'faq.json', 'services.json']) await expect(entry(file)).toHaveCount(1);
  for (const name of jsonIn('blog')) {
    const article = JSON.parse(editor.read(`blog/${name}`)) as { headline: string };
    await expect(entry(`/blog/${name.slice(0, -'.json'.length)}`)).toContainText(article.headline);
  }
  for (const name of jsonIn('forms')) await expect(entry(`forms/${name}`)).toHaveCount(1);
  await expect(content.getByRole('heading')).toContainText([
    'Pages',
    'Navigation',
    'Site settings',
    'Questions and answers',
    'Paid services',
    'Blog articles',
    'Forms',
  ]);

  // An entry opens its file: a page its sections, the navigation its form.
  await byPath(routesConfig.routes[0]!.path).click();
  await expect(
    page.getByRole('heading', { level: 2, name: pageConfig(routesConfig.routes[0]!.page).title }),
  ).toBeVisible();
  await entry('navigation.json').click();
  await expect(page.locator('.file-editor form.rjsf')).toBeVisible();
});

// A site that blogs for years: the list shows a page of a group, and the rest a press away (issue 32).
const PAGE = 50;
const ADDED = 60;

writingTest(
  'past 50 articles the list shows 50 and a button for the next; the keyboard carries on at the first one added',
  async ({ page, editor }) => {
    const [first] = jsonIn('blog');
    const model = JSON.parse(editor.read(`blog/${first}`)) as { headline: string };
    for (let index = 0; index < ADDED; index++)
      editor.write(
        `blog/many-${String(index).padStart(3, '0')}.json`,
        `${JSON.stringify({ ...model, headline: `${model.headline} (${index})` }, null, 2)}\n`,
      );
    const total = jsonIn('blog').length + ADDED;
    await openEditor(page);
    const blog = page.getByRole('navigation', { name: 'Content' }).getByRole('region', { name: 'Blog articles' });
    await expect(blog.getByRole('listitem')).toHaveCount(PAGE);
    const more = blog.getByRole('button', { name: new RegExp(`^Show ${total - PAGE} more`) });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(blog.getByRole('listitem')).toHaveCount(total);
    await expect(blog.getByRole('listitem').nth(PAGE).getByRole('button')).toBeFocused();
    await expect(more).toHaveCount(0);
    await expectAccessible(page);
  },
);
