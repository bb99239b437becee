// The config the suite checks the rendered site against, read at test time, so a spec follows its
// content rather than pinning it. Its named exports are the frozen, specified content
// (tests/spec-content/, built and served as the suite's main server: global-setup.ts): the facts of
// SPEC.md (content-acceptance.spec.ts) and every behaviour spec run against it, so a marketer's
// publish to site-config/ never breaks them. The shipped site-config/, with the server of its own
// build, is shipped.ts's, for the few specs of what must hold of any content.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SPEC_CONTENT_DIR } from '../../../src/config/config-dir.ts';
import { blogIndexEntry, type BlogIndexEntry } from '../../../src/shared/blog-index.ts';
import { listPageCount, listPagePath, orderedEntries } from '../../../src/shared/blog-list.ts';
import type { FormDefinition } from '../../../src/shared/forms/definition.ts';
import type {
  BlogListProps,
  Image,
  ServicesConfig,
  SiteLanguage,
  TranslationConfig,
} from '../../../src/shared/generated/config-types.ts';
import { articleFile, translationFile } from '../../../src/shared/config-check/config-layout.ts';
import { languagesOf, pathIn } from '../../../src/shared/language-paths.ts';

export const projectRoot = resolve(import.meta.dirname, '../../..');

export interface RouteEntry {
  path: string;
  page: string;
}

export interface Section {
  type: string;
  [key: string]: unknown;
}

export interface Navigation {
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
}

export interface Site {
  siteUrl: string;
  seo: { locale: string };
  languages?: SiteLanguage[];
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
}

export interface Article extends BlogIndexEntry {
  title: string;
  body: string[];
  image: Image;
}

/** One config folder as the specs read it. */
export interface SiteData {
  /** The folder, relative to the project root (site-config or tests/spec-content). */
  configDir: string;
  routesConfig: { routes: RouteEntry[]; redirects: { from: string; to: string }[]; notFoundPage: string };
  navigation: Navigation;
  site: Site;
  faq: { items: { id: string; question: string; answer: string }[] };
  servicesConfig: ServicesConfig;
  /** A form of forms/, by its id. */
  form(id: string): FormDefinition;
  /** A page of pages/, by its name. */
  page<T = { title: string; sections: Section[] }>(id: string): T;
  /** The route paths whose page has a section that passes the test, in the order of routes.json. */
  pathsWith(test: (section: Section) => boolean): string[];
  /** The route paths whose page shows the form. */
  formPaths(formId: string): string[];
  articles: Article[];
  /** The blog list a route's page shows, if any. */
  blogListOf(route: RouteEntry): BlogListProps | undefined;
  /** A blog list's cards in their order (src/shared/blog-list.ts: newest first, pinned ones at their place). */
  listedArticles(list: BlogListProps): BlogIndexEntry[];
  /** Every URL the site prerenders: the routes, the later pages of their blog lists, and the blog
   *  articles, then the routes and their lists' pages in each language other than the main one, and
   *  the articles that language translates. */
  allPaths: string[];
  /** The site's languages, the main one first. */
  languages: SiteLanguage[];
  /** A language's translation of a config file ("ar", "pages/home.json"), if it has one. */
  translation(code: string, path: string): TranslationConfig | undefined;
}

/** The config of a folder (relative to the project root), read now. */
export function siteData(configDir: string): SiteData {
  const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(projectRoot, configDir, path), 'utf8')) as T;
  const routesConfig = readJson<SiteData['routesConfig']>('routes.json');
  const page = <T = { title: string; sections: Section[] }>(id: string): T => readJson<T>(`pages/${id}.json`);
  const pathsWith = (test: (section: Section) => boolean) =>
    routesConfig.routes.filter((route) => page(route.page).sections.some(test)).map((route) => route.path);
  const articles = readdirSync(join(projectRoot, configDir, 'blog'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => readJson<Article>(`blog/${name}`));
  const blogListOf = (route: RouteEntry) =>
    page(route.page).sections.find((section) => section.type === 'blogList') as BlogListProps | undefined;
  const listedArticles = (list: BlogListProps) => orderedEntries(articles.map(blogIndexEntry), list);
  const routePaths = routesConfig.routes.flatMap((route) => {
    const list = blogListOf(route);
    const pages = list ? listPageCount(listedArticles(list).length, list.perPage) : 1;
    return Array.from({ length: pages }, (_, index) => listPagePath(route.path, index + 1));
  });
  const site = readJson<Site>('site.json');
  const languages = languagesOf(site);
  // Every route's pages in each other language, and the articles it translates (only those).
  const otherLanguages = languages
    .slice(1)
    .flatMap((language) => [
      ...routePaths.map((path) => pathIn(languages, language.code, path)),
      ...articles
        .filter((article) =>
          existsSync(join(projectRoot, configDir, translationFile(language.code, articleFile(article.slug)))),
        )
        .map((article) => pathIn(languages, language.code, `/blog/${article.slug}`)),
    ]);
  return {
    configDir,
    routesConfig,
    navigation: readJson<Navigation>('navigation.json'),
    site,
    faq: readJson<SiteData['faq']>('faq.json'),
    servicesConfig: readJson<ServicesConfig>('services.json'),
    form: (id) => readJson<FormDefinition>(`forms/${id}.json`),
    page,
    pathsWith,
    formPaths: (formId) => pathsWith((section) => section.type === 'form' && section.form === formId),
    articles,
    blogListOf,
    listedArticles,
    allPaths: [...routePaths, ...articles.map((article) => `/blog/${article.slug}`), ...otherLanguages],
    languages,
    translation: (code, path) => {
      const file = join(projectRoot, configDir, translationFile(code, path));
      return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TranslationConfig) : undefined;
    },
  };
}

/** The frozen, specified content the suite's main server serves (see the top of this file). */
export const specContent = siteData(SPEC_CONTENT_DIR);

export const {
  routesConfig,
  navigation,
  site,
  faq,
  servicesConfig,
  form,
  page,
  pathsWith,
  formPaths,
  articles,
  blogListOf,
  listedArticles,
  allPaths,
} = specContent;
