// The preview in the language being edited: the draft's translations of site.json and
// navigation.json set for the site's modules (as src/config/show-language.ts does for the build, here
// at once, from the draft, before each render), the page's own translation laid over it, and the
// preview document's language and direction. What a language does not translate shows in the main
// language, as on the site.
import { languages, mainNavigation, mainSite, setLanguage } from '../../config/site-config.ts';
import { CONFIG_FILES, translationFile } from '../../shared/config-check/config-layout.ts';
import type { SiteLanguage, TranslationConfig } from '../../shared/generated/config-types.ts';
import { translated } from '../../shared/translation.ts';
import { draftFile } from './draft-files.ts';

const translationIn = (code: string, path: string) =>
  draftFile(translationFile(code, path)) as TranslationConfig | undefined;

/** Shows the site's texts in a language (the main one for a code the site does not name). */
export function showDraftLanguage(code: string | undefined, path: string): SiteLanguage {
  const main = languages[0]!;
  const shown = languages.find((language) => language.code === code) ?? main;
  if (shown === main) setLanguage(shown, path);
  else
    setLanguage(shown, path, {
      site: translated(mainSite, translationIn(shown.code, CONFIG_FILES.site)),
      navigation: translated(mainNavigation, translationIn(shown.code, CONFIG_FILES.navigation)),
    });
  document.documentElement.lang = shown.code;
  document.documentElement.dir = shown.dir;
  return shown;
}

/** A file of the draft in the language shown (its translation laid over it). */
export function inLanguage<T>(language: SiteLanguage, path: string, value: T): T {
  return language === languages[0] ? value : translated(value, translationIn(language.code, path));
}
