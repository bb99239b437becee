// The server-render bundle used by the prerenderer (scripts/build/prerender.ts). Its style sheets,
// imported here first and then by every component, become the one style sheet every page inlines.
import 'virtual:theme.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { articleHead } from './app/blog/article-head.ts';
import { headFor, headHtml, scriptSafeJson, type HeadData, type ListPageHead, type PageAddresses } from './app/head.ts';
import { IslandHtml } from './app/Island.tsx';
import { loadArticle } from './config/blog.ts';
import { resolvePath } from './config/route-table.ts';
import { forgetShownPage, loadShownPage } from './config/shown-page.ts';
import { showLanguage } from './config/show-language.ts';
import { isMainLanguage, language, languages, routes, site } from './config/site-config.ts';
import { ISLAND_TEXTS_ID, setIslandTexts, type IslandTexts } from './config/island-texts.ts';
import { hasTranslation } from './config/translations.ts';
import { loadBlogIndex } from './sections/blogList/blog-index.ts';
import { formTextsIn } from './sections/form/shown-forms.ts';
import { islandRoot } from './sections/island.tsx';
import {
  isIsland,
  preloadSections,
  sectionBrowserModules,
  sectionComponent,
  type PageClient,
} from './sections/registry.ts';
import { articleFile, pageFile, translationFile } from './shared/config-check/config-layout.ts';
import { pathIn, splitLanguage } from './shared/language-paths.ts';
import { localeOfPage } from './shared/dates.ts';
import { listPageCount, listPagePosition, orderedEntries, parseListPagePath } from './shared/blog-list.ts';
import type { BlogListProps, PageConfig, Section } from './shared/generated/config-types.ts';

export interface RenderedPage {
  html: string;
  head: string;
  /** The section clients the page starts: each type with its source module (src/sections/<type>/client.ts). */
  clients: PageClient[];
  /** Source modules its islands load at once, for modulepreload links. */
  islandModules: string[];
  /** Its language's code and writing direction, for <html lang dir>. */
  lang: string;
  dir: 'ltr' | 'rtl';
}

interface PreparedPage {
  head: HeadData;
  sections: Section[];
}

/** Where a page of a blog list sits among the list's pages, for its head (title, rel prev/next). */
async function listPageHead(page: PageConfig, path: string): Promise<ListPageHead | undefined> {
  const list = page.sections.find((section): section is BlogListProps => section.type === 'blogList');
  if (!list) return undefined;
  const { basePath, page: number } = parseListPagePath(path) ?? { basePath: path, page: 1 };
  const pages = listPageCount(orderedEntries(await loadBlogIndex(), list).length, list.perPage);
  return { position: listPagePosition(basePath, number, pages), pageTitle: list.pageTitle };
}

/**
 * A page's address in the language shown and in each language that translates it. A page a language
 * has not translated at all is still shown in that language's pages (its header, its footer, a notice,
 * the main language's texts), but search engines are pointed to the main language's page.
 */
function addressesOf(file: string, path: string): PageAddresses {
  const versions = languages.filter(
    (each) => isMainLanguage(each.code) || hasTranslation(translationFile(each.code, file)),
  );
  const own = versions.includes(language) ? language : languages[0]!;
  const alternates =
    versions.length < 2
      ? []
      : [
          ...versions.map((each) => ({ hreflang: each.code, href: pathIn(languages, each.code, path) })),
          { hreflang: 'x-default', href: path },
        ];
  return { canonical: pathIn(languages, own.code, path), alternates };
}

async function preparePage(pageId: string, path: string | undefined): Promise<PreparedPage> {
  const { page } = await loadShownPage(pageId);
  await preloadSections(page.sections);
  const list = path === undefined ? undefined : await listPageHead(page, path);
  const head = headFor(page, path === undefined ? undefined : addressesOf(pageFile(pageId), path), list);
  return { head: { ...head, ...(language.ogLocale ? { ogLocale: language.ogLocale } : {}) }, sections: page.sections };
}

async function prepare(path: string): Promise<PreparedPage> {
  const resolution = resolvePath(path);
  switch (resolution.kind) {
    case 'redirect':
      throw new Error(`${path} is a redirect, not a page`);
    case 'article':
      return {
        head: articleHead(await loadArticle(resolution.slug), addressesOf(articleFile(resolution.slug), path)),
        sections: [],
      };
    case 'page':
      return preparePage(resolution.pageId, resolution.path);
    case 'notFound':
      return preparePage(resolution.pageId, undefined);
  }
}

/** Each island section rendered as the React root the browser hydrates (src/sections/island.tsx). */
function renderIslands(sections: Section[], texts: IslandTexts): Map<Section, string> {
  setIslandTexts(texts);
  return new Map(
    sections
      .filter(isIsland)
      .map((section) => [section, renderToString(islandRoot(sectionComponent(section), section))]),
  );
}

/** Renders one URL path; the not-found page when the path is not a route. A path in another
 *  language than the main one (/ar/erp) renders the main language's page (/erp) in that language. */
export async function render(address: string): Promise<RenderedPage> {
  const { language: shown, path } = splitLanguage(languages, address);
  forgetShownPage();
  await showLanguage(shown.code, path);
  const { head, sections } = await prepare(path);
  const main = languages[0]!;
  const forms = isMainLanguage(shown.code) ? {} : await formTextsIn(shown.code, sections);
  const islandTexts: IslandTexts = {
    ui: site.ui,
    // The language's own way of writing dates (the trial's agreement), as the page's (src/lib/locale.ts).
    locale: localeOfPage(shown, languages, site.seo.locale),
    ...(isMainLanguage(shown.code)
      ? {}
      : { languages: { page: { lang: shown.code, dir: shown.dir }, forms: { lang: main.code, dir: main.dir } } }),
    ...(Object.keys(forms).length > 0 ? { forms } : {}),
  };
  const html = renderToString(
    <StrictMode>
      <IslandHtml value={renderIslands(sections, islandTexts)}>
        <StaticRouter location={path}>
          <App />
        </StaticRouter>
      </IslandHtml>
    </StrictMode>,
  );
  const { clients, islandModules } = sectionBrowserModules(sections);
  // The islands' texts in the page's language, for their first render in the browser.
  const islandBlock = sections.some(isIsland)
    ? `\n    <script type="application/json" id="${ISLAND_TEXTS_ID}">${scriptSafeJson(islandTexts)}</script>`
    : '';
  return { html, head: headHtml(head) + islandBlock, clients, islandModules, lang: shown.code, dir: shown.dir };
}

/** The copies of the raster pictures this build made: the pages list them in their <picture>s. */
export { setPictureCopies } from './components/picture-copies-known.ts';

/** A path no route can match, rendered once as dist/404.html. */
export const notFoundProbePath = '/__not-found__';
export const redirects = routes.redirects;
export const siteUrl = site.siteUrl;
