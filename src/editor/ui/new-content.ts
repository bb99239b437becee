// What "New page" and "New article" add to the draft: the new file, and its place in the route
// table, a menu or the blog list. Pure functions over the draft's files.
import type { Draft as Mutable } from 'immer';
import { conventionalSchemaPath } from '../../shared/config-check/schema-line.ts';
import { draftArticle, draftConfig, draftPage, listOf } from '../state/draft-access.ts';
import type { DraftFile, JsonObject } from '../state/draft.ts';
import { fill, text } from '../strings.ts';
import { pageSectionTexts } from '../state/copy-marks.ts';
import { CONFIG_FILES, articleFile, pageFile } from '../../shared/config-check/config-layout.ts';

type Files = Mutable<Record<string, DraftFile>>;

export const PATH_PATTERN = /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/;
export const SLUG_PATTERN = /^[A-Za-z0-9-]+$/;

/**
 * A path as typed, the way the site keeps paths: one leading slash, lower case, no trailing or
 * doubled slash, spaces as dashes ("Quality Check/" -> "/quality-check"; "//quality-check" -> "/quality-check").
 */
export function normalisePath(typed: string): string {
  const parts = typed
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .split('/')
    .filter((part) => part !== '');
  return `/${parts.join('/')}`;
}

/** Where a new page can be listed: the mobile menu, a footer column, or a drop-down of the header. */
export type MenuChoice =
  { kind: 'none' } | { kind: 'mobile' } | { kind: 'footer'; column: number } | { kind: 'header'; item: number };

/** A menu a page can join, with the labels of its entries (for the place). */
export interface MenuOption {
  choice: MenuChoice;
  label: string;
  entries: string[];
  /** A drop-down of cards: its entries need a line of text and an icon. */
  cards: boolean;
}

export interface MenuEntry {
  label: string;
  href: string;
  /** A card of a drop-down of cards needs a line of text and an icon too. */
  text?: string;
  icon?: string;
}

export interface NewPage {
  path: string;
  title: string;
  /** The page to copy, or undefined for a new page from the schema (a page header with the title, empty texts). */
  copyOf: string | undefined;
  menu: MenuChoice;
  /** The words of the menu entry (short: a menu is not a search result). */
  menuLabel: string;
  /** Where in the menu's list the entry goes (0: first). */
  menuAt: number;
  /** For a drop-down of cards: the card's line of text and icon. */
  cardText?: string;
  cardIcon?: string;
}

/** The fields a copy brings that belong to the page it was copied from: to be rewritten for the new one. */
export const COPIED_FIELDS = ['title', 'description', 'keywords'] as const;

export interface CopyMark {
  file: string;
  pointer: string;
  /** The value as copied: the mark holds while the field still has it. */
  value: unknown;
  /** The page it came from, as the marketer knows it (its path). */
  from: string;
}

/** The file name of a page at a path: /partners/apply -> partners-apply. */
export function pageIdFor(path: string): string {
  return path.slice(1).replace(/\//g, '-');
}

/** A menu of the navigation as a list of entries the new one can go among. */
export function menuList(files: Files, menu: MenuChoice): JsonObject[] | undefined {
  const navigation = draftConfig(files, CONFIG_FILES.navigation);
  const list = (value: unknown) => (Array.isArray(value) ? (value as JsonObject[]) : undefined);
  if (!navigation || menu.kind === 'none') return undefined;
  if (menu.kind === 'mobile') return list(navigation.mobileMenu);
  if (menu.kind === 'footer') return list(navigation.footer?.columns?.[menu.column]?.links);
  const item = navigation.header?.items?.[menu.item];
  if (item?.kind === 'cards') return list(item.cards);
  if (item?.kind === 'list') return list(item.links);
  return undefined;
}

/** The menus a new page can join, with their entries: the phone menu, each footer column, each drop-down of the header. */
export function menuOptions(files: Files): MenuOption[] {
  const navigation = draftConfig(files, CONFIG_FILES.navigation);
  const t = text.newPageDialog;
  const entries = (menu: MenuChoice) => (menuList(files, menu) ?? []).map(entryLabel);
  const options: MenuOption[] = [];
  if (Array.isArray(navigation?.mobileMenu))
    options.push({
      choice: { kind: 'mobile' },
      label: t.menuMobile,
      entries: entries({ kind: 'mobile' }),
      cards: false,
    });
  listOf(navigation?.header?.items).forEach((item, index) => {
    if (item?.kind !== 'cards' && item?.kind !== 'list') return;
    const choice: MenuChoice = { kind: 'header', item: index };
    options.push({
      choice,
      label: fill(item.kind === 'cards' ? t.menuHeaderCards : t.menuHeaderList, { menu: String(item.label ?? '') }),
      entries: entries(choice),
      cards: item.kind === 'cards',
    });
  });
  listOf(navigation?.footer?.columns).forEach((column, index) => {
    const choice: MenuChoice = { kind: 'footer', column: index };
    options.push({
      choice,
      label: fill(t.menuFooter, { column: String(column?.heading ?? '') }),
      entries: entries(choice),
      cards: false,
    });
  });
  return options;
}

/** The name of an entry of a menu, as the place list shows it. */
export function entryLabel(entry: JsonObject): string {
  return String(entry.label ?? entry.title ?? '');
}

/**
 * The marks of what a copy for a new page brings and should be rewritten or kept (none for a new
 * page): its search texts and every text of its sections (state/copy-marks.ts).
 */
export function copiedMarks(files: Readonly<Record<string, DraftFile>>, page: NewPage): CopyMark[] {
  const copied = page.copyOf ? draftPage(files, page.copyOf) : undefined;
  if (!copied || !page.copyOf) return [];
  const file = pageFile(pageIdFor(page.path));
  const copiedId = /^pages\/(.+)\.json$/.exec(page.copyOf)?.[1];
  const from =
    listOf(draftConfig(files, CONFIG_FILES.routes)?.routes).find((route) => route?.page === copiedId)?.path ??
    page.copyOf;
  const search = COPIED_FIELDS.filter((key) => key !== 'title' || copied.title === page.title).flatMap((key) =>
    copied[key] === undefined
      ? []
      : [{ file, pointer: `/${key}`, value: JSON.parse(JSON.stringify(copied[key])) as unknown, from }],
  );
  return [...search, ...pageSectionTexts(copied).map(({ pointer, value }) => ({ file, pointer, value, from }))];
}

/** Adds a page: its file (a new one from the schema, or a copy), its route, and its menu entry. */
export function addPage(files: Files, page: NewPage, newPage: () => JsonObject): void {
  const id = pageIdFor(page.path);
  const file = pageFile(id);
  const copied = page.copyOf ? draftPage(files, page.copyOf) : undefined;
  const value: JsonObject = copied
    ? { ...(JSON.parse(JSON.stringify(copied)) as JsonObject), title: page.title }
    : {
        ...newPage(),
        $schema: conventionalSchemaPath(file, 'page.schema.json'),
        title: page.title,
        sections: [{ type: 'pageHeader', heading: page.title }],
      };
  files[file] = { kind: 'json', value };
  const routes = draftConfig(files, CONFIG_FILES.routes);
  if (routes && Array.isArray(routes.routes)) routes.routes.push({ path: page.path, page: id });
  const list = menuList(files, page.menu);
  if (list) {
    const isCards =
      page.menu.kind === 'header' &&
      draftConfig(files, CONFIG_FILES.navigation)?.header?.items?.[page.menu.item]?.kind === 'cards';
    const entry: JsonObject = isCards
      ? { title: page.menuLabel, text: page.cardText ?? '', href: page.path, icon: page.cardIcon ?? '' }
      : { label: page.menuLabel, href: page.path };
    list.splice(Math.max(0, Math.min(page.menuAt, list.length)), 0, entry);
  }
  // A page of the header is a page of the phone menu too (the validator warns of one it lacks): below
  // 950 px that menu is the only way to it. At its end, where the marketer may move it.
  const phone = page.menu.kind === 'header' ? menuList(files, { kind: 'mobile' }) : undefined;
  if (phone && !phone.some((entry) => entry.href === page.path)) phone.push({ label: page.menuLabel, href: page.path });
}

export interface NewArticle {
  slug: string;
  title: string;
  date: string;
  description: string;
  keywords: string[];
  /** Markdown; blank lines separate the blocks. */
  body: string;
  /** An article whose kind, author and picture the new one starts with; none: they start empty. */
  copyOf?: string;
}

/** The articles, newest first: what "a copy of" offers to start from. */
export function articlesByDate(files: Files): { path: string; headline: string }[] {
  return Object.keys(files)
    .flatMap((path) => {
      const article = draftArticle(files, path);
      return article ? [{ path, headline: String(article.headline ?? path), date: String(article.date ?? '') }] : [];
    })
    .sort((a, b) => b.date.localeCompare(a.date))
    .map(({ path, headline }) => ({ path, headline }));
}

/** What an article copied from another keeps of it: the kind of article, the author and the picture. */
const ARTICLE_COPIED = ['typeLabel', 'author', 'image'] as const;

export function addArticle(files: Files, article: NewArticle, newArticle: () => JsonObject): string {
  const file = articleFile(article.slug);
  const model = article.copyOf ? draftArticle(files, article.copyOf) : undefined;
  const kept = Object.fromEntries(
    ARTICLE_COPIED.flatMap((key) =>
      model?.[key] === undefined ? [] : [[key, JSON.parse(JSON.stringify(model[key])) as unknown]],
    ),
  );
  files[file] = {
    kind: 'json',
    value: {
      ...newArticle(),
      ...kept,
      $schema: conventionalSchemaPath(file, 'blog-article.schema.json'),
      slug: article.slug,
      headline: article.title,
      date: article.date,
      title: article.title,
      description: article.description,
      keywords: article.keywords,
      body: article.body
        .split(/\n\s*\n/)
        .map((block) => block.trim())
        .filter(Boolean),
    },
  };
  // Nothing to add to the blog list: it shows every article, newest first (src/shared/blog-list.ts).
  return file;
}
