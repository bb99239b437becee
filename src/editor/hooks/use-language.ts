// The language being edited: the main one (the files themselves) or another that site.json names,
// whose translations the editor then shows beside each text (ui/TranslationEditor.tsx). A language
// the draft no longer names falls back to the main one.
import { useState } from 'react';
import type { SiteLanguage } from '../../shared/generated/config-types.ts';
import type { DraftFile } from '../state/draft.ts';
import { draftLanguages } from '../state/translating.ts';

export interface LanguageChoice {
  /** The site's languages, the main one first; none for a site of one language. */
  languages: SiteLanguage[];
  main: SiteLanguage | undefined;
  /** The language being translated, undefined while the main one is edited. */
  translating: SiteLanguage | undefined;
  choose: (code: string) => void;
}

export function useLanguage(files: Readonly<Record<string, DraftFile>>): LanguageChoice {
  const [code, choose] = useState<string | undefined>(undefined);
  const languages = draftLanguages(files);
  const main = languages[0];
  const chosen = languages.find((language) => language.code === code);
  return { languages, main, translating: chosen && chosen !== main ? chosen : undefined, choose };
}
