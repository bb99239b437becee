/* eslint-disable no-restricted-syntax -- the one place that names the config folders */
// Where the site's config lives. Code reaches it only through the `@site-config/` import alias
// (vite.config.ts), which the build points at this folder and the unit tests (vitest.config.ts) at a
// small fixture config, so a marketer's edit never breaks a test of behaviour.

/** The shipped config folder, relative to the project root. */
export const SITE_CONFIG_DIR = 'site-config';

/** The fixture config the unit tests run against (a complete, valid config of obviously made-up texts). */
export const FIXTURE_CONFIG_DIR = 'tests/fixtures/site-config';

/**
 * The specified content, frozen: site-config/ as it was shipped when the specification (SPEC.md) was
 * met, kept with the tests. The end-to-end suite builds and serves it to check the specification's
 * facts and the site's behaviour, so that what marketers publish to site-config/ never breaks a test.
 * Its "$schema" lines are site-config/'s, byte for byte: a copy of it placed as a site-config/ folder
 * beside schemas/ (the validator's corpus, the editor's tests) checks without a warning.
 */
export const SPEC_CONTENT_DIR = 'tests/spec-content';

/**
 * A section of each type that no fixture page shows yet, one file per type (`npm run new-section`
 * writes one): the specs that show every section type take it from here (section-contrast.spec.ts).
 */
export const SECTION_SAMPLES_DIR = 'tests/fixtures/section-samples';
