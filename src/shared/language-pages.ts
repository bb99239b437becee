// Which pages a language of the site has (src/shared/translation.ts): every route, and the later
// pages of its blog lists, in every language; an article in the main language and in each language
// that translates it (an untranslated article is not rendered again in another language: its one
// page is the main language's). One rule for the links of a page (src/config/site-config.ts) and the
// build's addresses of ended content (scripts/build/content-dates.ts).
import { parseListPagePath } from './blog-list.ts';
import { articleSlugOf } from './blog-paths.ts';
import { articleFile, translationFile } from './config-check/config-layout.ts';
import type { RoutesConfig, SiteLanguage } from './generated/config-types.ts';
import { pathIn } from './language-paths.ts';

export interface LanguagePages {
  routes: RoutesConfig['routes'];
  /** Whether the site has this translation file (translations/<code>/<file>). */
  hasTranslationFile: (path: string) => boolean;
}

/** Whether every language has a page at this main-language path. */
export function isInEveryLanguage(site: Pick<LanguagePages, 'routes'>, path: string): boolean {
  const listed = parseListPagePath(path);
  const routePath = listed ? listed.basePath : path;
  return routePath === '/' || site.routes.some((route) => route.path === routePath);
}

/** Whether the language of this code, not the main one, has a page at this main-language path. */
export function hasPageIn(site: LanguagePages, code: string, path: string): boolean {
  if (isInEveryLanguage(site, path)) return true;
  const slug = articleSlugOf(path);
  return slug !== undefined && site.hasTranslationFile(translationFile(code, articleFile(slug)));
}

/** An address of the site in a language ("/erp" in Arabic is "/ar/erp", so is an article Arabic
 *  translates); any other link (another site's, an article the language has not translated) as it is. */
export function addressIn(site: LanguagePages, languages: SiteLanguage[], code: string, href: string): string {
  if (code === languages[0]!.code || !href.startsWith('/') || href.startsWith('//')) return href;
  const [path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(href)!.slice(1);
  return hasPageIn(site, code, path) ? pathIn(languages, code, path) + rest : href;
}
