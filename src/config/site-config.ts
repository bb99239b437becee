// The site-wide config files, bundled with the app (they are small and every page needs them).
// The FAQ is loaded by the faq section itself, on the two pages that show it.
// The build validates these files against schemas/, the schemas the types are generated from, so
// the types are asserted here rather than checked a second time in the browser.
//
// `site` and `navigation` are the texts of the language being shown (src/shared/translation.ts): the
// build renders one page at a time in each of its threads, and a browser shows one page, so one
// language at a time serves every module that reads them. They are live bindings: setLanguage()
// replaces them, and every reader sees the new value on its next render.
import navigationJson from '@site-config/navigation.json' with { type: 'json' };
import routesJson from '@site-config/routes.json' with { type: 'json' };
import siteJson from '@site-config/site.json' with { type: 'json' };
import type { NavigationConfig, RoutesConfig, SiteConfig, SiteLanguage } from '../shared/generated/config-types.ts';
import { languagesOf } from '../shared/language-paths.ts';
import { addressIn, hasPageIn } from '../shared/language-pages.ts';

/** The main language's site.json and navigation.json. */
export const mainSite = siteJson as SiteConfig;
export const mainNavigation = navigationJson as NavigationConfig;

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

/** Shows the site in a language from now on, for the page at that main-language path: its site.json
 *  and navigation.json as that language has them (src/config/show-language.ts translates them). */
export function setLanguage(
  shown: SiteLanguage,
  path: string,
  texts: { site: SiteConfig; navigation: NavigationConfig } = { site: mainSite, navigation: mainNavigation },
): void {
  site = texts.site;
  navigation = texts.navigation;
  language = shown;
  shownPath = path;
}

/** Whether a language (its code) has a page at this main-language path (language-pages.ts). */
export function isIn(code: string, path: string): boolean {
  return isMainLanguage(code) || hasPageIn({ routes: routes.routes, hasTranslationFile }, code, path);
}

/** Which translation files the site has. Given by what shows a language (show-language.ts from
 *  translations.ts in a build, the editor's preview from its draft) rather than imported: those are
 *  globbed config files, which a header rendered in Node (the header's tests) cannot import. None
 *  until then. */
let hasTranslationFile: (path: string) => boolean = () => false;

export function knowTranslationFiles(has: (path: string) => boolean): void {
  hasTranslationFile = has;
}

/** An address of the site in the language shown ("/erp" is "/ar/erp" in Arabic, so is an article
 *  Arabic translates); any other link, and an article the language has not translated, as it is. */
export function hrefIn(href: string): string {
  return addressIn({ routes: routes.routes, hasTranslationFile }, languages, language.code, href);
}
