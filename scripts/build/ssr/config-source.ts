// The site's config as the server-render bundle reads it during a build: from the config folder, at
// render time, rather than compiled into the bundle (scripts/build/ssr-config-plugin.ts swaps the
// site's config modules for the stand-ins of this folder). The bundle is then the same whatever the
// pages and articles say, so a build reuses it from one publish to the next and renders only what
// changed (scripts/build/site-plan.ts).
//
// This module stays outside the bundle (the plugin marks it external): the prerenderer opens the
// config here, in the same module instance the bundle imports, before it imports the bundle.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RenderedArticle } from '../../../src/config/rendered-article.ts';
import { articleHtml } from '../../../src/shared/article-markdown.ts';
import { isWhollyTranslated, translated } from '../../../src/shared/translation.ts';
import type { BlogIndexEntry } from '../../../src/shared/blog-index.ts';
import type {
  BlogArticle,
  PageConfig,
  SiteConfig,
  TranslationConfig,
} from '../../../src/shared/generated/config-types.ts';
import {
  CONFIG_FILES,
  CONFIG_FOLDERS,
  TRANSLATIONS_FOLDER,
  articleFile,
  idOfFileName,
  isArticleFile,
  isConfigFileName,
  isPageFile,
  pageFile,
  translatedFileOf,
  translationFile,
} from '../../../src/shared/config-check/config-layout.ts';

interface Source {
  dir: string;
  blogIndex: BlogIndexEntry[];
  pageIds: Set<string>;
  slugs: Set<string>;
  siteFiles: Map<string, unknown>;
  /** Every translation file's path ("translations/ar/pages/home.json"). */
  translations: Set<string>;
}

let source: Source | undefined;
/** The page and article files read since recordReads() started, for the build's check of its plan. */
let reads: Set<string> | undefined;
/** The last page and article read: the prerenderer loads each, then the page's components read it again. */
let lastPage: { id: string; page: PageConfig } | undefined;
let lastArticle: { slug: string; code: string | undefined; article: RenderedArticle } | undefined;

const jsonNames = (dir: string) =>
  readdirSync(dir)
    .flatMap((name) => idOfFileName(name) ?? [])
    .sort();

function translationPaths(dir: string): Set<string> {
  const folder = join(dir, TRANSLATIONS_FOLDER);
  if (!existsSync(folder)) return new Set();
  return new Set(
    readdirSync(folder, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && isConfigFileName(entry.name))
      .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/')),
  );
}

/**
 * Opens a config folder for the bundle. The blog's index (every article's list fields) comes from
 * the build, which reads every article once anyway (scripts/build/config-snapshot.ts).
 */
export function openConfigSource(dir: string, blogIndex: BlogIndexEntry[]): void {
  source = {
    dir,
    blogIndex,
    pageIds: new Set(jsonNames(join(dir, CONFIG_FOLDERS.pages))),
    slugs: new Set(jsonNames(join(dir, CONFIG_FOLDERS.blog))),
    siteFiles: new Map(),
    translations: translationPaths(dir),
  };
  lastPage = undefined;
  lastArticle = undefined;
}

function current(): Source {
  if (!source) throw new Error('the server-render bundle was loaded before a config was opened (openConfigSource)');
  return source;
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(join(current().dir, path), 'utf8')) as T;
}

/** A site-wide file (site.json, navigation.json, routes.json, faq.json…), read once: it is the same on every page. */
export function siteFile(path: string): unknown {
  const files = current().siteFiles;
  if (!files.has(path)) files.set(path, readJson(path));
  return files.get(path);
}

export function hasPage(id: string): boolean {
  return current().pageIds.has(id);
}

export function pageConfig(id: string): PageConfig {
  if (!hasPage(id)) throw new Error(`unknown page ${id}`);
  const path = pageFile(id);
  reads?.add(path);
  if (lastPage?.id !== id) lastPage = { id, page: readJson<PageConfig>(path) };
  return lastPage.page;
}

export function hasTranslation(path: string): boolean {
  return current().translations.has(path);
}

/** A translation file, undefined when there is none. A page's or an article's translation is part of
 *  what the page is made of (its plan lists it); the site-wide files' translations are read once,
 *  like those files. */
export function translationConfig(path: string): TranslationConfig | undefined {
  if (!hasTranslation(path)) return undefined;
  const source = translatedFileOf(path)?.source ?? '';
  if (isPageFile(source) || isArticleFile(source)) {
    reads?.add(path);
    return readJson<TranslationConfig>(path);
  }
  return siteFile(path) as TranslationConfig;
}

export function articleSlugs(): string[] {
  return [...current().slugs];
}

export function hasArticle(slug: string): boolean {
  return current().slugs.has(slug);
}

/** An article as the site loads it, its Markdown turned into HTML as scripts/vite-article-plugin.ts
 *  does; with a language's code, as that language has it when it translates the article (its
 *  translation laid over it before the Markdown is rendered, so its body is translated too, and its
 *  links within the site lead where `hrefOf` says). */
export function renderedArticle(slug: string, code?: string, hrefOf?: (href: string) => string): RenderedArticle {
  if (!hasArticle(slug)) throw new Error(`unknown article ${slug}`);
  const path = articleFile(slug);
  reads?.add(path);
  const translation = code === undefined ? undefined : translationConfig(translationFile(code, path));
  const language = translation ? code : undefined;
  if (lastArticle?.slug !== slug || lastArticle.code !== language) {
    const source = readJson<BlogArticle>(path);
    const { $schema: _schema, body, ...article } = translated(source, translation);
    // The words a link that opens a new tab carries, in the article's language.
    const site = siteFile(CONFIG_FILES.site) as SiteConfig;
    const { opensInNewTab } = (
      language === undefined ? site : translated(site, translationConfig(translationFile(language, CONFIG_FILES.site)))
    ).ui;
    lastArticle = {
      slug,
      code: language,
      article: {
        ...article,
        bodyHtml: articleHtml(body, opensInNewTab, language === undefined ? undefined : hrefOf),
        ...(translation && !isWhollyTranslated(source, translation) ? { partlyUntranslated: true } : {}),
      },
    };
  }
  return lastArticle.article;
}

export function blogIndex(): BlogIndexEntry[] {
  return current().blogIndex;
}

/** Starts noting the page and article files read; the function returned stops and lists them. */
export function recordReads(): () => string[] {
  const noted = new Set<string>();
  reads = noted;
  return () => {
    reads = undefined;
    return [...noted];
  };
}
