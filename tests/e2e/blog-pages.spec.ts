// The blog list in pages, on a site with many articles: the shipped config with generated articles
// (scripts/bench/scale-config.ts), built and served by the real server. The first page shows the
// newest cards, each later page the next ones, linked both ways, each with its own canonical address
// and rel prev/next; the feed carries the newest articles as many as configured; the sitemap lists
// every page. Labels and counts come from the config the site was built from.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SPEC_CONTENT_DIR } from '../../src/config/config-dir.ts';
import { blogIndexEntry, type BlogIndexEntry } from '../../src/shared/blog-index.ts';
import {
  fillPageLabel,
  listPageCount,
  listPageEntries,
  listPagePath,
  orderedEntries,
} from '../../src/shared/blog-list.ts';
import type { BlogListProps, PageConfig, RoutesConfig, SiteConfig } from '../../src/shared/generated/config-types.ts';
import { writeScaleConfig } from '../../scripts/bench/scale-config.ts';
import { WCAG_TAGS } from './support/accessibility.ts';
import { expect, test } from './support/fixtures.ts';
import { startServer, type RunningServer } from './support/server-process.ts';

const root = resolve(import.meta.dirname, '../..');
/** Enough for several pages of the list and more than the feed carries. */
const GENERATED_ARTICLES = 60;

const readJson = <T>(path: string) => JSON.parse(readFileSync(join(config, path), 'utf8')) as T;
let work: string;
let config: string;
let server: RunningServer;
let base: string;
let listPage: PageConfig;
let list: BlogListProps;
let index: BlogIndexEntry[];
let ordered: BlogIndexEntry[];
let site: SiteConfig;
let pages: number;

// One worker runs this file's tests in order, so the generated site is built once, not once a worker.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // Here, not at the top: Playwright loads a spec file in more processes than the one that runs it.
  work = mkdtempSync(join(tmpdir(), 'blog-pages-'));
  config = join(work, 'config');
  const out = join(work, 'dist');
  writeScaleConfig({ from: join(root, SPEC_CONTENT_DIR), to: config, articles: GENERATED_ARTICLES, pages: 0 });
  symlinkSync(join(root, 'schemas'), join(work, 'schemas'));
  const built = spawnSync(process.execPath, [join(root, 'scripts/build.ts'), '--config', config, '--out', out], {
    cwd: root,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the build failed:\n${built.stderr}`);
  server = await startServer({ DIST_DIR: out });

  site = readJson<SiteConfig>('site.json');
  const route = readJson<RoutesConfig>('routes.json').routes.find((candidate) =>
    readJson<PageConfig>(`pages/${candidate.page}.json`).sections.some((section) => section.type === 'blogList'),
  )!;
  base = route.path;
  listPage = readJson<PageConfig>(`pages/${route.page}.json`);
  list = listPage.sections.find((section): section is BlogListProps => section.type === 'blogList')!;
  index = readdirSync(join(config, 'blog')).map((name) => blogIndexEntry(readJson<BlogIndexEntry>(`blog/${name}`)));
  ordered = orderedEntries(index, list);
  pages = listPageCount(ordered.length, list.perPage);
});

test.afterAll(async () => {
  await server?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

const cardLinks = (page: Page) =>
  page.locator('.blog-list__card h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
const paths = (entries: BlogIndexEntry[]) => entries.map((entry) => `/blog/${entry.slug}`);

test('the list shows its newest cards first and leads page by page to the oldest, and back', async ({ page }) => {
  test.setTimeout(120_000);
  expect(pages).toBeGreaterThan(2);
  await page.goto(server.url + base);
  expect(await cardLinks(page)).toEqual(paths(listPageEntries(ordered, list.perPage, 1)));
  const nav = page.getByRole('navigation', { name: list.pagesLabel });
  await expect(nav.getByText(fillPageLabel(list.pageLabel, { page: 1, pages }))).toBeVisible();
  await expect(nav.getByRole('link', { name: list.newerLabel })).toHaveCount(0);

  for (let number = 2; number <= pages; number++) {
    await nav.getByRole('link', { name: list.olderLabel }).click();
    await expect(page).toHaveURL(server.url + listPagePath(base, number));
    expect(await cardLinks(page)).toEqual(paths(listPageEntries(ordered, list.perPage, number)));
    await expect(nav.getByText(fillPageLabel(list.pageLabel, { page: number, pages }))).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: list.olderLabel })).toHaveCount(0);

  // And back, by keyboard.
  await nav.getByRole('link', { name: list.newerLabel }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(server.url + listPagePath(base, pages - 1));
});

test('each page of the list has its own title and canonical address, and rel links to its neighbours', async ({
  page,
}) => {
  const page2 = listPagePath(base, 2);
  await page.goto(server.url + page2);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', site.siteUrl + page2);
  await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', site.siteUrl + base);
  await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', site.siteUrl + listPagePath(base, 3));
  const title = fillPageLabel(list.pageTitle, { page: 2, pages, title: listPage.title });
  expect(await page.title()).toContain(title);

  await page.goto(server.url + base);
  await expect(page.locator('link[rel="prev"]')).toHaveCount(0);
  await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', site.siteUrl + page2);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(results.violations).toEqual([]);
});

test('a page past the last one is not found', async ({ request }) => {
  expect((await request.get(server.url + listPagePath(base, pages + 1))).status()).toBe(404);
});

test('the feed carries the newest articles, as many as configured; the sitemap lists every page of the list', async ({
  request,
}) => {
  const feed = await (await request.get(`${server.url}/blog/rss.xml`)).text();
  const links = [...feed.matchAll(/<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/g)].map((match) => match[1]);
  // Every article, listed or not, newest first.
  const newest = [...index].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  expect(links).toHaveLength(site.blogFeed.items);
  expect(links[0]).toBe(`${site.siteUrl}/blog/${newest[0]!.slug}`);
  const sitemap = await (await request.get(`${server.url}/sitemap.xml`)).text();
  for (let number = 1; number <= pages; number++)
    expect(sitemap).toContain(`<loc>${site.siteUrl}${listPagePath(base, number)}</loc>`);
});
