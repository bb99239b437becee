// What "New page" and "New article" add to the draft: the new file, and its place in the route
// table, a menu or the blog list. Pure functions over the draft's files.
import type { Draft as Mutable } from 'immer';
import { conventionalSchemaPath } from '../../shared/config-check/schema-line.ts';
import type { DraftFile, JsonObject } from '../state/draft.ts';
import { fill, text } from '../strings.ts';

type Files = Mutable<Record<string, DraftFile>>;

export const PATH_PATTERN = /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/;
export const SLUG_PATTERN = /^[A-Za-z0-9-]+$/;

/** Where a new page can be listed: the mobile menu or a footer column. */
export type MenuChoice = { kind: 'none' } | { kind: 'mobile' } | { kind: 'footer'; column: number };

export interface NewPage {
  path: string;
  title: string;
  /** The page to copy, or undefined for an empty page with its page header. */
  copyOf: string | undefined;
  menu: MenuChoice;
}

function json(files: Files, path: string): JsonObject | undefined {
  const file = files[path];
  return file?.kind === 'json' ? (file.value as JsonObject) : undefined;
}

/** The file name of a page at a path: /partners/apply -> partners-apply. */
export function pageIdFor(path: string): string {
  return path.slice(1).replace(/\//g, '-');
}

export function addPage(files: Files, page: NewPage): string {
  const id = pageIdFor(page.path);
  const file = `pages/${id}.json`;
  const copied = page.copyOf ? json(files, page.copyOf) : undefined;
  const value: JsonObject = copied
    ? { ...(JSON.parse(JSON.stringify(copied)) as JsonObject), title: page.title }
    : {
        $schema: conventionalSchemaPath(file, 'page.schema.json'),
        title: page.title,
        description: fill(text.newPageDescription, { title: page.title }),
        keywords: [page.title],
        sections: [{ type: 'pageHeader', heading: page.title }],
      };
  files[file] = { kind: 'json', value };
  const routes = json(files, 'routes.json');
  if (routes && Array.isArray(routes.routes)) (routes.routes as JsonObject[]).push({ path: page.path, page: id });
  const navigation = json(files, 'navigation.json');
  const link = { label: page.title, href: page.path };
  if (navigation && page.menu.kind === 'mobile' && Array.isArray(navigation.mobileMenu))
    (navigation.mobileMenu as JsonObject[]).push(link);
  if (navigation && page.menu.kind === 'footer') {
    const column = ((navigation.footer as JsonObject | undefined)?.columns as JsonObject[] | undefined)?.[
      page.menu.column
    ];
    if (column && Array.isArray(column.links)) (column.links as JsonObject[]).push(link);
  }
  return file;
}

export interface NewArticle {
  slug: string;
  title: string;
  date: string;
  description: string;
  keywords: string[];
  /** Markdown; blank lines separate the blocks. */
  body: string;
}

/** The most recent article: a new one takes its kind label, author and picture to start from. */
function latestArticle(files: Files): JsonObject | undefined {
  return Object.keys(files)
    .filter((path) => path.startsWith('blog/'))
    .map((path) => json(files, path))
    .filter((value): value is JsonObject => value !== undefined)
    .sort((a, b) => String(b.date).localeCompare(String(a.date)))[0];
}

export function addArticle(files: Files, article: NewArticle): string {
  const file = `blog/${article.slug}.json`;
  const model = latestArticle(files);
  files[file] = {
    kind: 'json',
    value: {
      $schema: conventionalSchemaPath(file, 'blog-article.schema.json'),
      slug: article.slug,
      ...(model?.typeLabel ? { typeLabel: model.typeLabel } : {}),
      headline: article.title,
      date: article.date,
      title: article.title,
      description: article.description,
      keywords: article.keywords,
      ...(model?.author ? { author: model.author } : {}),
      ...(model?.image ? { image: JSON.parse(JSON.stringify(model.image)) as unknown } : {}),
      body: article.body
        .split(/\n\s*\n/)
        .map((block) => block.trim())
        .filter(Boolean),
    },
  };
  // The card goes first in the blog list: the newest article leads.
  for (const path of Object.keys(files)
    .filter((candidate) => candidate.startsWith('pages/'))
    .sort()) {
    const sections = json(files, path)?.sections;
    const list = Array.isArray(sections)
      ? (sections as JsonObject[]).find((section) => section.type === 'blogList')
      : undefined;
    if (list && Array.isArray(list.posts)) {
      (list.posts as string[]).unshift(article.slug);
      break;
    }
  }
  return file;
}
