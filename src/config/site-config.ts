// The site-wide config files, bundled with the app (they are small and every page needs them).
// The FAQ is loaded by the faq section itself, on the two pages that show it.
// The build validates these files against schemas/, the schemas the types are generated from, so
// the types are asserted here rather than checked a second time in the browser.
//
// `site` and `navigation` are the texts of the language being shown (src/shared/translation.ts): the
// build renders one page at a time in each of its threads, and a browser shows one page, so one
// language at a time serves every module that reads them. They are live bindings: showLanguage()
// replaces them, and every reader sees the new value on its next render.
import navigationJson from '@site-config/navigation.json' with { type: 'json' };
import routesJson from '@site-config/routes.json' with { type: 'json' };
import siteJson from '@site-config/site.json' with { type: 'json' };
import type { NavigationConfig, RoutesConfig, SiteConfig, SiteLanguage } from '../shared/generated/config-types.ts';
import { languagesOf, pathIn, translated } from '../shared/translation.ts';
import { CONFIG_FILES, translationFile } from '../shared/config-check/config-layout.ts';
import { loadTranslation } from './translations.ts';
import { parseListPagePath } from '../shared/blog-list.ts';

const mainSite = siteJson as SiteConfig;
const mainNavigation = navigationJson as NavigationConfig;

export const routes: RoutesConfig = routesJson;
/** The site's languages, the main one first. */
export const languages = languagesOf(mainSite);

export let site = mainSite;
export let navigation = mainNavigation;
/** The language being shown. */
export let language: SiteLanguage = languages[0]!;
/** The main language's path of the page being shown ("/erp" for /ar/erp), for the language menu. */
export let shownPath = '/';

export function isMainLanguage(code = language.code): boolean {
  return code === languages[0]!.code;
}

/** Shows the site's texts in a language (its code) from now on, for the page at that main-language path. */
export async function showLanguage(code: string, path: string): Promise<void> {
  const shown = languages.find((each) => each.code === code);
  if (!shown) throw new Error(`the site has no language ${code}`);
  const [siteTexts, navigationTexts] = isMainLanguage(code)
    ? []
    : await Promise.all([
        loadTranslation(translationFile(code, CONFIG_FILES.site)),
        loadTranslation(translationFile(code, CONFIG_FILES.navigation)),
      ]);
  site = translated(mainSite, siteTexts);
  navigation = translated(mainNavigation, navigationTexts);
  language = shown;
  shownPath = path;
}

/** In the browser: the texts of the document's language (its <html lang>), before an island hydrates,
 *  so that its first render matches what the build wrote. */
export async function showDocumentLanguage(): Promise<void> {
  const code = document.documentElement.lang;
  if (code !== language.code && languages.some((each) => each.code === code)) await showLanguage(code, shownPath);
}

/** Whether every language has a page at this main-language path: the routes and the later pages of
 *  their blog lists do; an article is in the main language only. */
export function isInEveryLanguage(path: string): boolean {
  const listed = parseListPagePath(path);
  const routePath = listed ? listed.basePath : path;
  return routePath === '/' || routes.routes.some((route) => route.path === routePath);
}

/** An address of the site in the language shown ("/erp" is "/ar/erp" in Arabic); any other link as it is. */
export function hrefIn(href: string): string {
  if (isMainLanguage() || !href.startsWith('/') || href.startsWith('//')) return href;
  const [path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(href)!.slice(1);
  return isInEveryLanguage(path) ? pathIn(languages, language.code, path) + rest : href;
}
