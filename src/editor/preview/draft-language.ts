// The preview in the language being edited: the draft's translations of site.json and
// navigation.json set for the site's modules (as src/config/show-language.ts does for the build, here
// at once, from the draft, before each render), the page's own translation laid over it, and the
// preview document's language and direction. What a language does not translate shows in the main
// language, as on the site.
import type { FormTexts, IslandTexts } from '../../config/island-texts.ts';
import { knowTranslationFiles, languages, mainNavigation, mainSite, setLanguage } from '../../config/site-config.ts';
import { CONFIG_FILES, formFile, translationFile } from '../../shared/config-check/config-layout.ts';
import { browserForm } from '../../shared/forms/browser-form.ts';
import { localeOfPage } from '../../shared/dates.ts';
import type {
  FormDefinition,
  Section,
  SiteLanguage,
  TranslationConfig,
  UiTexts,
} from '../../shared/generated/config-types.ts';
import { sectionsLeftInSource, translated, translatedForm } from '../../shared/translation.ts';
import { draftFile, draftSingle } from './draft-files.ts';
import { hasTranslation } from './draft-translations.ts';

// The preview's links lead to the articles the draft translates (site-config.ts, isIn).
knowTranslationFiles(hasTranslation);

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

/** The sections of a page that the draft's translation leaves wholly in the main language, as the
 *  build marks them (src/config/shown-page.ts); none in the main language. */
export function leftInMainLanguage(
  language: SiteLanguage,
  path: string,
  page: { sections?: readonly unknown[] },
): Set<number> {
  if (language === languages[0]) return new Set();
  return sectionsLeftInSource(
    page,
    translationIn(language.code, path),
    (file) => translationIn(language.code, file) !== undefined,
  );
}

/** What the page's islands (its forms) read, as the build gives it (src/entry-server.tsx) but from
 *  the draft: site.json's shared texts and locale in the language shown and, in another language than
 *  the main one, each form of the page that the draft translates, in that language
 *  (src/sections/form/shown-forms.ts). */
export function draftIslandTexts(language: SiteLanguage, sections: Section[]): IslandTexts {
  const draftSite = draftSingle(CONFIG_FILES.site);
  const site = draftSite && inLanguage(language, CONFIG_FILES.site, draftSite);
  const main = languages[0]!;
  // As the build gives it (src/entry-server.tsx): the site's locale in the main language.
  const texts: IslandTexts = {
    ui: (site?.ui ?? {}) as UiTexts,
    locale: localeOfPage(language, languages, site?.seo?.locale ?? 'en_US'),
  };
  if (language === main) return texts;
  const forms: Record<string, FormTexts> = {};
  for (const section of sections) {
    if (section.type !== 'form' || typeof section.form !== 'string') continue;
    const definition = draftFile(formFile(section.form)) as FormDefinition | undefined;
    const translation = translationIn(language.code, formFile(section.form));
    if (!definition || !translation) continue;
    try {
      const { schema: _schema, ...words } = translatedForm(browserForm(definition), translation);
      forms[section.form] = words;
    } catch {
      // A form the draft has half written: its section shows the note of a part that cannot render.
    }
  }
  return {
    ...texts,
    languages: { page: { lang: language.code, dir: language.dir }, forms: { lang: main.code, dir: main.dir } },
    ...(Object.keys(forms).length > 0 ? { forms } : {}),
  };
}
