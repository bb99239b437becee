// The form definitions the build copied into dist/.meta/forms: the server judges requests by the very
// same rules the browser bundle was built with.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FORMS_META_DIR, MAILBOXES_META, SITE_META, type Mailboxes, type SiteMeta } from '../../shared/build-meta.ts';
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

/** The locale the site's texts are written in, as the build recorded it. */
export function readSiteLocale(distDir: string): string {
  return (JSON.parse(readFileSync(join(distDir, SITE_META), 'utf8')) as SiteMeta).locale;
}
