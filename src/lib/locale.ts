// The language and region the site's texts are written for: site.json's seo.locale (en_US), as the
// browser's Intl APIs name it (en-US); and on a page of another language, that language's.
import siteJson from '@site-config/site.json' with { type: 'json' };
import { language, languages } from '../config/site-config.ts';
import { languageTag, localeOfPage } from '../shared/dates.ts';

export const siteLocale = languageTag(siteJson.seo.locale);

/** The Intl locale of the page being shown: the main language's is siteLocale (so its pages are
 *  written as they always were); another language's is its `locale` in site.json. The shipped Arabic
 *  is ar-AE-u-nu-latn: UAE business, government and banking sites write Arabic dates with the digits
 *  0-9, as do the prices, phone numbers and versions on the same page, and the tag pins them (CLDR's
 *  default digits for plain "ar" have changed between ICU versions, so browsers differ without it). */
export function pageLocale(): string {
  return localeOfPage(language, languages, siteLocale);
}
