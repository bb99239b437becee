// The languages' translation files (translations/<code>/…, src/shared/translation.ts), each loaded
// when a page in its language is rendered. The build's server bundle reads them from the config
// folder instead (scripts/build/ssr/build-translations.ts).
import { keyedLoader } from '../lib/keyed-loader.ts';
import type { TranslationConfig } from '../shared/generated/config-types.ts';
import { TRANSLATIONS_FOLDER } from '../shared/config-check/config-layout.ts';

const globbed = import.meta.glob<TranslationConfig>('@site-config/translations/*/**/*.json', { import: 'default' });

/** Each loader by the file's path in the config folder ("translations/ar/pages/home.json"). */
const loaders = new Map(
  Object.entries(globbed).map(([file, load]) => [file.slice(file.indexOf(`/${TRANSLATIONS_FOLDER}/`) + 1), load]),
);

export function hasTranslation(path: string): boolean {
  return loaders.has(path);
}

const translations = keyedLoader(async (path: string) => loaders.get(path)?.());

/** A translation file by its path in the config folder; undefined when the language does not translate that file. */
export const loadTranslation = translations.load;
export const loadedTranslation = translations.loaded;
