// What of site.json an island shows, in the page's language: the shared texts (its ui) and the
// locale its dates are written in. An island reads them here rather than from site-config.ts: the
// browser's bundle of an island then carries none of site.json (2.3 KiB compressed on every form
// page, and more with every office or client added), and the page gives these few instead
// (ISLAND_TEXTS_ID, read by src/sections/hydrate-islands.ts). The build gives them before it renders
// the islands (src/entry-server.tsx), the editor's preview from its draft.
import type { BrowserForm } from '../shared/forms/browser-form.ts';
import type { UiTexts } from '../shared/generated/config-types.ts';

/** An element's lang and dir attributes. */
export interface LanguageAttributes {
  lang: string;
  dir: 'ltr' | 'rtl';
}

export interface IslandTexts {
  ui: UiTexts;
  /** As site.json writes it (en_US, ar_AE). */
  locale: string;
  /** On a page in another language than the main one: the page's language, and the language of the
   *  own texts (labels, messages) of a form the language has not translated; their English then runs
   *  in its own direction inside a right-to-left page, and says which language it is to a screen reader. */
  languages?: { page: LanguageAttributes; forms: LanguageAttributes };
  /** On such a page, each form the language translates, by id: the form's words in the page's
   *  language, in place of those of the form's module (its schema, which the validator was built
   *  from, stays the module's). */
  forms?: Record<string, FormTexts>;
}

/** A form's words, as a translation gives them (src/shared/translation.ts, translatedForm). */
export type FormTexts = Omit<BrowserForm, 'schema'>;

/** The data block of a page with an island, holding its IslandTexts. */
export const ISLAND_TEXTS_ID = 'island-texts';

let given: IslandTexts | undefined;

export function setIslandTexts(texts: IslandTexts): void {
  given = texts;
}

export function islandTexts(): IslandTexts {
  if (!given) throw new Error('an island rendered before its texts were given (setIslandTexts)');
  return given;
}
