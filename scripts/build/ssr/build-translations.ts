// The server-render bundle's stand-in for src/config/translations.ts (swapped in by
// scripts/build/ssr-config-plugin.ts): each translation file read from the config folder when a page
// in its language renders.
import type * as SiteTranslations from '../../../src/config/translations.ts';
import { hasTranslation as has, translationConfig } from './config-source.ts';

export const hasTranslation: typeof SiteTranslations.hasTranslation = (path) => has(path);
export const loadedTranslation: typeof SiteTranslations.loadedTranslation = (path) => translationConfig(path);
export const loadTranslation: typeof SiteTranslations.loadTranslation = (path) =>
  new Promise((resolve) => resolve(translationConfig(path)));
