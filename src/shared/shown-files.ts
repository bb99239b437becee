// Sections whose words are another file's than the page's: the FAQ's questions (faq.json) and the
// services' cards (services.json), which a language translates in that file's translation, and a
// form, whose file carries its own translation (src/sections/form/shown-forms.ts).
import { CONFIG_FILES, formFile } from './config-check/config-layout.ts';

/** The file whose texts a section of this type shows, besides its own (a form's: its form file). */
export const SHOWN_FILE_OF: Partial<Record<string, string>> = {
  faq: CONFIG_FILES.faq,
  serviceCards: CONFIG_FILES.services,
};

/** The file other than the page's whose texts a section shows, if any. */
export function otherFileOf(section: unknown): string | undefined {
  const { type, form } = (section ?? {}) as { type?: unknown; form?: unknown };
  if (type === 'form') return typeof form === 'string' ? formFile(form) : undefined;
  return typeof type === 'string' ? SHOWN_FILE_OF[type] : undefined;
}
