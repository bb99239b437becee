// The config the suite checks the rendered site against: tests read the same JSON the marketers edit,
// at test time, so a behaviour spec follows an edit of the content. (What SPEC.md fixes about the
// content is checked once, in content-acceptance.spec.ts.)
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SITE_CONFIG_DIR } from '../../../src/config/config-dir.ts';
import { blogIndexEntry, type BlogIndexEntry } from '../../../src/shared/blog-index.ts';
import { listPageCount, listPagePath, orderedEntries } from '../../../src/shared/blog-list.ts';
import type { FormDefinition } from '../../../src/shared/forms/definition.ts';
import type { BlogListProps, ServicesConfig } from '../../../src/shared/generated/config-types.ts';

const root = resolve(import.meta.dirname, '../../..');
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(root, SITE_CONFIG_DIR, path), 'utf8')) as T;

export interface RouteEntry {
  path: string;
  page: string;
}

export const routesConfig = readJson<{
  routes: RouteEntry[];
  redirects: { from: string; to: string }[];
  notFoundPage: string;
}>('routes.json');
export const navigation = readJson<{
  header: {
    logoLabel: string;
    items: {
      kind: string;
      id?: string;
      label: string;
      href?: string;
      cards?: { title: string; href: string }[];
      links?: { label: string; href?: string; children?: { label: string; href: string }[] }[];
    }[];
    buttons: { label: string; href: string }[];
  };
  mobileMenu: { label: string; href: string }[];
  footer: { columns: { heading: string; links: { label: string; href: string }[] }[]; copyright: string };
}>('navigation.json');
export const site = readJson<{
  siteUrl: string;
  seo: { locale: string };
  brand: { foundedYear: number };
  counters: {
    items: { label: string; value?: number; yearsSinceFounded?: boolean; suffix?: string }[];
    projectFacts: number[];
  };
  clients: { alt: string }[];
  social: { href: string }[];
  contacts: { emails: Record<'support' | 'sales' | 'info', string> };
  ui: Record<string, string>;
  blogFeed: { title: string; items: number };
}>('site.json');
export const faq = readJson<{ items: { question: string; answer: string }[] }>('faq.json');
export const servicesConfig = readJson<ServicesConfig>('services.json');

/** A form of forms/, by its id. */
export function form(id: string): FormDefinition {
  return readJson<FormDefinition>(`forms/${id}.json`);
}

export interface Section {
  type: string;
  [key: string]: unknown;
}

export function page<T = { title: string; sections: Section[] }>(id: string): T {
  return readJson<T>(`pages/${id}.json`);
}

/** The route paths whose page has a section that passes the test, in the order of routes.json. */
export function pathsWith(test: (section: Section) => boolean): string[] {
  return routesConfig.routes.filter((route) => page(route.page).sections.some(test)).map((route) => route.path);
}

/** The route paths whose page shows the form. */
export const formPaths = (formId: string) => pathsWith((section) => section.type === 'form' && section.form === formId);

export const articles = readdirSync(join(root, SITE_CONFIG_DIR, 'blog'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => readJson<BlogIndexEntry & { title: string; body: string[] }>(`blog/${name}`));

/** The blog list a route's page shows, if any. */
export function blogListOf(route: RouteEntry): BlogListProps | undefined {
  return page(route.page).sections.find((section) => section.type === 'blogList') as BlogListProps | undefined;
}

/** A blog list's cards in their order (src/shared/blog-list.ts: newest first, pinned ones at their place). */
export function listedArticles(list: BlogListProps): BlogIndexEntry[] {
  return orderedEntries(articles.map(blogIndexEntry), list);
}

/** Every URL the site prerenders: the routes, the later pages of their blog lists, and the blog articles. */
export const allPaths = [
  ...routesConfig.routes.flatMap((route) => {
    const list = blogListOf(route);
    const pages = list ? listPageCount(listedArticles(list).length, list.perPage) : 1;
    return Array.from({ length: pages }, (_, index) => listPagePath(route.path, index + 1));
  }),
  ...articles.map((article) => `/blog/${article.slug}`),
];
