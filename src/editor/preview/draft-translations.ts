// The preview's stand-in for src/config/translations.ts (swapped in by
// scripts/editor/preview-draft-plugin.ts): a language's translation files, answered from the draft.
import type * as SiteTranslations from '../../config/translations.ts';
import type { TranslationConfig } from '../../shared/generated/config-types.ts';
import { draftFile } from './draft-files.ts';

const translation = (path: string) => draftFile(path) as TranslationConfig | undefined;

export const hasTranslation: typeof SiteTranslations.hasTranslation = (path) => translation(path) !== undefined;
export const loadedTranslation: typeof SiteTranslations.loadedTranslation = translation;
export const loadTranslation: typeof SiteTranslations.loadTranslation = (path) => Promise.resolve(translation(path));
