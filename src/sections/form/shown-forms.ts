// The forms of a page in another language than the main one, as that language has them: the words of
// each form its translation gives (src/shared/translation.ts, translatedForm), for the page's island
// texts. Read by the build's render (src/entry-server.tsx) once the page's forms are loaded.
import type { FormTexts } from '../../config/island-texts.ts';
import { loadTranslation } from '../../config/translations.ts';
import { loadForm } from '../../forms/load-form.ts';
import { formFile, translationFile } from '../../shared/config-check/config-layout.ts';
import type { Section } from '../../shared/generated/config-types.ts';
import { translatedForm } from '../../shared/translation.ts';

/** Each form of the sections that the language (its code) translates, by id, in that language. */
export async function formTextsIn(code: string, sections: Section[]): Promise<Record<string, FormTexts>> {
  const ids = [...new Set(sections.flatMap((section) => (section.type === 'form' ? [section.form] : [])))];
  const shown = await Promise.all(
    ids.map(async (id) => {
      const translation = await loadTranslation(translationFile(code, formFile(id)));
      if (!translation) return [];
      const { schema: _schema, ...texts } = translatedForm((await loadForm(id)).form, translation);
      return [[id, texts] as const];
    }),
  );
  return Object.fromEntries(shown.flat());
}
