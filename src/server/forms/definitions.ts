// The form definitions the build copied into dist/.meta/forms: the server judges requests by the very
// same rules the browser bundle was built with.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FORMS_META_DIR,
  MAILBOXES_META,
  SITE_META,
  translatedFormMetaFile,
  type Mailboxes,
  type SiteMeta,
} from '../../shared/build-meta.ts';
import type { SiteLanguage } from '../../shared/generated/config-types.ts';
import type { FormDefinition } from '../../shared/forms/definition.ts';

export function readFormDefinitions(distDir: string): FormDefinition[] {
  const dir = join(distDir, FORMS_META_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as FormDefinition);
}

export function readMailboxes(distDir: string): Mailboxes {
  return JSON.parse(readFileSync(join(distDir, MAILBOXES_META), 'utf8')) as Mailboxes;
}

const siteMeta = (distDir: string) => JSON.parse(readFileSync(join(distDir, SITE_META), 'utf8')) as SiteMeta;

/** The locale the site's texts are written in, as the build recorded it. */
export function readSiteLocale(distDir: string): string {
  return siteMeta(distDir).locale;
}

/** The site's languages, the main one first; none from a build made before they were recorded. */
export function readSiteLanguages(distDir: string): SiteLanguage[] {
  return siteMeta(distDir).languages ?? [];
}

/** Each form that another language translates, in that language, by the language's code and the form's id. */
export function readTranslatedForms(
  distDir: string,
  forms: FormDefinition[],
  languages: SiteLanguage[],
): Map<string, FormDefinition> {
  const translated = new Map<string, FormDefinition>();
  for (const { code } of languages.slice(1))
    for (const form of forms) {
      const file = join(distDir, translatedFormMetaFile(code, form.id));
      if (existsSync(file))
        translated.set(`${code} ${form.id}`, JSON.parse(readFileSync(file, 'utf8')) as FormDefinition);
    }
  return translated;
}
