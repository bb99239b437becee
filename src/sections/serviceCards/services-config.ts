// The paid services of site-config/services.json, imported like site.json by the cards, which the
// build renders into the page (the browser gets only client.ts, which reads what it needs from the HTML).
// In another language than the main one, the cards show its translation (translations/<code>/services.json).
import servicesJson from '@site-config/services.json' with { type: 'json' };
import type {
  AgreementPart,
  PolicyLink,
  ServiceOffering,
  ServicesConfig,
} from '../../shared/generated/config-types.ts';
import type { PolicyKey } from '../../shared/services/policies.ts';
import { CONFIG_FILES, translationFile } from '../../shared/config-check/config-layout.ts';
import { translated } from '../../shared/translation.ts';
import { isMainLanguage, language, languages } from '../../config/site-config.ts';
import { hasTranslation, loadedTranslation, loadTranslation } from '../../config/translations.ts';

export type { AgreementPart, PolicyKey, PolicyLink, ServiceOffering, ServicesConfig };

// Validated against schemas/services.schema.json by the build, the schema the type comes from.
export const servicesConfig = servicesJson as ServicesConfig;

/** The services in index order, whatever their order in the file. */
export const services: readonly ServiceOffering[] = [...servicesConfig.services].sort((a, b) => a.index - b.index);

const servicesTranslationFile = (code: string) => translationFile(code, CONFIG_FILES.services);

/** Loads the language's translation of services.json before the cards render (the section's preload). */
export async function loadShownServices(): Promise<void> {
  if (!isMainLanguage()) await loadTranslation(servicesTranslationFile(language.code));
}

/** services.json in the language shown: its translation's words laid over it (the prices, links and
 *  checkout hosts are facts, the same in every language), the rest in the main language. Read at each
 *  render: a build may render the next page from a translation that has changed. */
export function shownServicesConfig(): ServicesConfig {
  return isMainLanguage()
    ? servicesConfig
    : translated(servicesConfig, loadedTranslation(servicesTranslationFile(language.code)));
}

/** The services of shownServicesConfig in index order. */
export function shownServices(config: ServicesConfig = shownServicesConfig()): readonly ServiceOffering[] {
  return config === servicesConfig ? services : [...config.services].sort((a, b) => a.index - b.index);
}

/** The main language's lang and dir for the cards when the language shown has no translation of
 *  services.json: a screen reader then reads them in that language's voice, and their punctuation
 *  stays at the end of their sentences on a right-to-left page (as an untranslated article's card). */
export function untranslatedServicesMarks(): { lang?: string; dir?: 'ltr' | 'rtl' } {
  if (isMainLanguage() || hasTranslation(servicesTranslationFile(language.code))) return {};
  return { lang: languages[0]!.code, dir: languages[0]!.dir };
}
