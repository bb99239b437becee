// Showing the site in one of its languages: its translations of site.json and navigation.json loaded,
// then set for every module that reads the site's texts (src/config/site-config.ts). Apart from
// site-config.ts because of the loading and the translating: the translations are globbed config
// files, which only the site's bundles can import (tests that render a header in Node read
// site-config.ts alone). The browser needs none of it: a page's islands find the texts they show in
// the page (src/config/island-texts.ts).
import { CONFIG_FILES, translationFile } from '../shared/config-check/config-layout.ts';
import type { SiteLanguage } from '../shared/generated/config-types.ts';
import { translated } from '../shared/translation.ts';
import {
  isMainLanguage,
  knowTranslationFiles,
  languages,
  mainNavigation,
  mainSite,
  setLanguage,
} from './site-config.ts';
import { hasTranslation, loadTranslation } from './translations.ts';

// The links of a page lead to the articles a language translates (site-config.ts, isIn).
knowTranslationFiles(hasTranslation);

function languageOf(code: string): SiteLanguage {
  const shown = languages.find((each) => each.code === code);
  if (!shown) throw new Error(`the site has no language ${code}`);
  return shown;
}

const textsIn = (code: string, file: string) => loadTranslation(translationFile(code, file));

type ShownTexts = { site: typeof mainSite; navigation: typeof mainNavigation };

/** Each language's texts as last made, with the translations they were made of: a build shows one
 *  language on hundreds of pages, and translating site.json and navigation.json again for each took
 *  as long as rendering the page. Made again whenever a translation loaded is another object. */
const madeTexts = new Map<string, { from: readonly unknown[]; texts: ShownTexts }>();

/** Shows the site's texts in a language (its code) from now on, for the page at that main-language path. */
export async function showLanguage(code: string, path: string): Promise<void> {
  const shown = languageOf(code);
  if (isMainLanguage(code)) return setLanguage(shown, path);
  const [site, navigation] = await Promise.all([
    textsIn(code, CONFIG_FILES.site),
    textsIn(code, CONFIG_FILES.navigation),
  ]);
  const from = [mainSite, mainNavigation, site, navigation];
  let made = madeTexts.get(code);
  if (!made || made.from.some((each, index) => each !== from[index])) {
    made = { from, texts: { site: translated(mainSite, site), navigation: translated(mainNavigation, navigation) } };
    madeTexts.set(code, made);
  }
  setLanguage(shown, path, made.texts);
}
