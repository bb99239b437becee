// The fixture config in two languages: a copy of it with English and Arabic in site.json and the
// Arabic translations of tests/fixtures/arabic/ (the callback form's demo form, in words of the
// tests' own), for the tests of forms in the visitor's language (issue 42). The fixture config itself
// stays of one language: the other suites count its pages and addresses.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FIXTURE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { CONFIG_FILES, TRANSLATIONS_FOLDER } from '../../src/shared/config-check/config-layout.ts';

const root = resolve(import.meta.dirname, '../..');
const overlay = join(root, 'tests/fixtures/arabic');

/** Writes the two-language copy of the fixture config into `dir`; returns `dir`. */
export function arabicFixtureConfig(dir: string): string {
  cpSync(join(root, FIXTURE_CONFIG_DIR), dir, { recursive: true });
  cpSync(join(overlay, TRANSLATIONS_FOLDER), join(dir, TRANSLATIONS_FOLDER), { recursive: true });
  const siteFile = join(dir, CONFIG_FILES.site);
  const site = JSON.parse(readFileSync(siteFile, 'utf8')) as Record<string, unknown>;
  site.languages = JSON.parse(readFileSync(join(overlay, 'languages.json'), 'utf8')) as unknown;
  writeFileSync(siteFile, `${JSON.stringify(site, null, 2)}\n`);
  return dir;
}
