// The questions of faq.json, loaded only by pages that show them, in the language being shown: the
// language's translation of faq.json (translations/<code>/faq.json) laid over it, the rest in the
// main language.
import type { FaqConfig } from '../../shared/generated/config-types.ts';
import { keyedLoader } from '../../lib/keyed-loader.ts';
import { CONFIG_FILES, translationFile } from '../../shared/config-check/config-layout.ts';
import { translated } from '../../shared/translation.ts';
import { isMainLanguage, language } from '../../config/site-config.ts';
import { loadedTranslation, loadTranslation } from '../../config/translations.ts';

const faq = keyedLoader<void, FaqConfig>(() => import('@site-config/faq.json').then((module) => module.default));

const faqTranslationFile = (code: string) => translationFile(code, CONFIG_FILES.faq);

/** The questions in a language (its code), loaded once: the promise React's use() waits on. */
const shown = keyedLoader(async (code: string) =>
  isMainLanguage(code) ? faq.load() : translated(await faq.load(), await loadTranslation(faqTranslationFile(code))),
);

export function loadFaq(): Promise<FaqConfig> {
  return shown.load(language.code);
}

/** The questions in the language shown, once loaded. Translated again at each call rather than kept:
 *  a build (or the editor's preview) may render the next page from a translation that has changed. */
export function loadedFaq(): FaqConfig | undefined {
  const source = faq.loaded();
  if (!source || isMainLanguage()) return source;
  if (shown.loaded(language.code) === undefined) return undefined;
  return translated(source, loadedTranslation(faqTranslationFile(language.code)));
}
