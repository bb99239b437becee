// The whole-config check the editor's server runs before it writes anything (on the config checks'
// thread, check-thread.ts, never the event loop): the shared check
// (src/shared/config-check/) over the files on disk with the draft's files laid over them, with ajv
// compiling the schemas here (the server needs no precompiled code) and the form rules compiled as
// the form endpoints compile them; what a form fills in from a country is checked against every
// country here and every pattern proven linear (the editor's page cannot compile rules under its
// CSP, nor run the ReDoS checker).
import { checkConfig, type CheckMemory } from '../../shared/config-check/check-config.ts';
import { configValidator, createConfigAjv } from '../../shared/config-check/config-ajv.ts';
import type { Problem } from '../../shared/config-check/json-source.ts';
import type { SectionFacts } from '../../shared/config-check/reference-pass.ts';
import type { SchemaSet } from '../../shared/config-edit/schema-walk.ts';
import type { FormRulesCheck } from '../../shared/config-check/form-checks.ts';
import type { Country } from '../../shared/geo/country-facts.ts';
import { patternSafety } from '../forms/pattern-safety.ts';

export type DraftCheck = (
  files: ReadonlyMap<string, string>,
  publicFiles: ReadonlySet<string>,
  /** Files as the live site has them, to compare with (ConfigInput.published). */
  published?: ReadonlyMap<string, string>,
) => Problem[];

export function createDraftCheck(
  schemas: SchemaSet,
  sections: SectionFacts,
  countries: readonly Country[],
  formRules: FormRulesCheck,
  /** Kept between checks of drafts of one config (POST /api/check): a check re-checks what changed. */
  memory?: CheckMemory,
): DraftCheck {
  const ajv = createConfigAjv(schemas.values());
  return (files, publicFiles, published) =>
    checkConfig({
      files,
      publicFiles,
      ...(published ? { published } : {}),
      sections,
      validator: (name) => configValidator(ajv, name),
      formRules,
      countries: () => countries,
      patternSafety,
      memory,
    }).problems;
}
