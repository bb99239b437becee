// The addresses of the site's languages (src/shared/translation.ts): the main language keeps the
// site's addresses, another language puts its code in front (/ar/erp). Apart from the translating of
// texts so that a page's code can know its addresses without carrying that.
import type { SiteLanguage } from './generated/config-types.ts';

/** The languages of the site: site.json's list, or the one language of a site that names none. */
export function languagesOf(site: { languages?: SiteLanguage[]; seo: { locale: string } }): SiteLanguage[] {
  return site.languages?.length ? site.languages : [{ code: site.seo.locale.split('_')[0]!, name: '', dir: 'ltr' }];
}

/** The address of a main-language path in a language ("/erp" in Arabic is "/ar/erp"). */
export function pathIn(languages: SiteLanguage[], code: string, path: string): string {
  return code === languages[0]!.code ? path : `/${code}${path === '/' ? '' : path}`;
}

/** Which language an address is in, and the main language's path it shows. */
export function splitLanguage(languages: SiteLanguage[], path: string): { language: SiteLanguage; path: string } {
  for (const language of languages.slice(1)) {
    const prefix = `/${language.code}`;
    if (path === prefix || path === `${prefix}/`) return { language, path: '/' };
    if (path.startsWith(`${prefix}/`)) return { language, path: path.slice(prefix.length) };
  }
  return { language: languages[0]!, path };
}
