// A config folder as the build plans from it: the content hash of every file (what an incremental
// build compares with the previous build's), the route table, the page configs and the blog's index
// (the list fields of every article, the only part of an article other pages show). Each file is read
// once; an article's text is not kept.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { blogIndexEntry, type BlogIndexEntry } from '../../src/shared/blog-index.ts';
import { contentDatesOf, type ContentDates } from '../../src/shared/content-dates.ts';
import { newestFirst } from '../../src/shared/blog-list.ts';
import type { PageConfig, RoutesConfig, SiteConfig } from '../../src/shared/generated/config-types.ts';
import { sha256 } from './bundle-inputs.ts';
import {
  CONFIG_FILES,
  articleSlugOfFile,
  isConfigFileName,
  pageIdOfFile,
  translatedFileOf,
} from '../../src/shared/config-check/config-layout.ts';

export interface ConfigSnapshot {
  dir: string;
  /** Every file's content hash, by its path in the folder ("site.json", "pages/erp.json"). */
  hashes: Map<string, string>;
  site: SiteConfig;
  routes: RoutesConfig;
  /** Every page config, by id. */
  pages: Map<string, PageConfig>;
  /** Every article's slug (its file name), in code-unit order of the names. */
  slugs: string[];
  /** Newest first: every list sorts it so, and sorting what is sorted already takes one pass. */
  blogIndex: BlogIndexEntry[];
  /** The show-from and show-until dates of the pages and articles that have any, by path ("blog/x.json"). */
  dates: Map<string, ContentDates>;
}

/** The page or article a config path is, or undefined for a site-wide file. */
export function contentKind(path: string): 'page' | 'article' | undefined {
  // A language's translation of a page is part of that page (scripts/build/site-plan.ts).
  const translated = translatedFileOf(path);
  if (translated) return contentKind(translated.source);
  if (pageIdOfFile(path) !== undefined) return 'page';
  if (articleSlugOfFile(path) !== undefined) return 'article';
  return undefined;
}

export function readConfigSnapshot(dir: string): ConfigSnapshot {
  const hashes = new Map<string, string>();
  const pages = new Map<string, PageConfig>();
  const blogIndex: BlogIndexEntry[] = [];
  const slugs: string[] = [];
  const dates = new Map<string, ContentDates>();
  const files = readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
  const parsed = new Map<string, unknown>();
  for (const path of files) {
    const text = readFileSync(join(dir, path));
    hashes.set(path, sha256(text));
    const pageId = pageIdOfFile(path);
    const slug = articleSlugOfFile(path);
    if (!isConfigFileName(path) || (path.includes('/') && pageId === undefined && slug === undefined)) continue;
    const value: unknown = JSON.parse(text.toString('utf8'));
    const dated = pageId !== undefined || slug !== undefined ? contentDatesOf(value) : undefined;
    if (dated) dates.set(path, dated);
    if (pageId !== undefined) pages.set(pageId, value as PageConfig);
    else if (slug !== undefined) {
      slugs.push(slug);
      blogIndex.push(blogIndexEntry(value as BlogIndexEntry));
    } else parsed.set(path, value);
  }
  return {
    dir,
    hashes,
    site: parsed.get(CONFIG_FILES.site) as SiteConfig,
    routes: parsed.get(CONFIG_FILES.routes) as RoutesConfig,
    pages,
    slugs,
    blogIndex: blogIndex.sort(newestFirst),
    dates,
  };
}
