// A page as the language being shown has it: its texts translated where the language's translation
// of the page gives them, the rest in the main language (src/shared/translation.ts).
import servicesJson from '@site-config/services.json' with { type: 'json' };
import type { PageConfig } from '../shared/generated/config-types.ts';
import { CONFIG_FILES, pageFile, translationFile } from '../shared/config-check/config-layout.ts';
import { isWhollyTranslated, sectionsLeftInSource, translated } from '../shared/translation.ts';
import { otherFileOf } from '../shared/shown-files.ts';
import { loadPage } from './pages.ts';
import { isMainLanguage, language } from './site-config.ts';
import { hasTranslation, loadTranslation } from './translations.ts';

export interface ShownPage {
  page: PageConfig;
  /** Whether some of its texts are shown in the main language for want of a translation. */
  partlyUntranslated: boolean;
  /** The sections shown wholly in the main language (sectionsLeftInSource): marked as its. */
  inMainLanguage: ReadonlySet<number>;
}

/** The main-language texts of the files that sections show besides the page's (otherFileOf), read
 *  as the sections read them (faq.json loaded by the pages that show it, services.json imported by the
 *  cards). */
const SHOWN_FILE_SOURCES: Partial<Record<string, () => Promise<unknown>>> = {
  [CONFIG_FILES.faq]: () => import('@site-config/faq.json').then((module) => module.default),
  [CONFIG_FILES.services]: () => Promise.resolve(servicesJson),
};

/** Whether a section shows texts of another file that the language has not wholly translated: the
 *  files above, or a form with no translation in that language. */
async function showsUntranslatedFile(code: string, section: PageConfig['sections'][number]): Promise<boolean> {
  const file = otherFileOf(section);
  if (file === undefined) return false;
  if (section.type === 'form') return !hasTranslation(translationFile(code, file));
  const source = SHOWN_FILE_SOURCES[file];
  if (!source) return false;
  const [text, translation] = await Promise.all([source(), loadTranslation(translationFile(code, file))]);
  return !isWhollyTranslated(text, translation, file);
}

async function showPage(code: string, pageId: string): Promise<ShownPage> {
  const page = await loadPage(pageId);
  if (isMainLanguage(code)) return { page, partlyUntranslated: false, inMainLanguage: new Set() };
  const translation = await loadTranslation(translationFile(code, pageFile(pageId)));
  const partlyUntranslated =
    !isWhollyTranslated(page, translation) ||
    (await Promise.all(page.sections.map((section) => showsUntranslatedFile(code, section)))).some(Boolean);
  return {
    page: translated(page, translation),
    partlyUntranslated,
    inMainLanguage: sectionsLeftInSource(page, translation, (file) => hasTranslation(translationFile(code, file))),
  };
}

/** The page being rendered: one at a time, and never kept past it (the build renders the next page
 *  from files that may have changed; the editor's preview renders from a draft that changes). */
let current: { key: string; promise: Promise<ShownPage>; value?: ShownPage } | undefined;

export function loadShownPage(pageId: string): Promise<ShownPage> {
  const key = `${language.code}:${pageId}`;
  if (current?.key !== key) {
    const entry: NonNullable<typeof current> = { key, promise: showPage(language.code, pageId) };
    void entry.promise.then((value) => (entry.value = value));
    current = entry;
  }
  return current.promise;
}

/** The page once loaded: a render after the load never suspends. */
export function shownPage(pageId: string): ShownPage | undefined {
  return current?.key === `${language.code}:${pageId}` ? current.value : undefined;
}

/** Starts a new page: what the last render loaded is not reused. */
export function forgetShownPage(): void {
  current = undefined;
}
