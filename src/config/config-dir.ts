/* eslint-disable no-restricted-syntax -- the one place that names the config folders */
// Where the site's config lives. Code reaches it only through the `@site-config/` import alias
// (vite.config.ts), which the build points at this folder and the unit tests at a small fixture
// config, so a marketer's edit never breaks a test of behaviour.

/** The shipped config folder, relative to the project root; the build manifest names its modules by it. */
export const SITE_CONFIG_DIR = 'site-config';

/** The fixture config the unit tests run against (a complete, valid config of obviously made-up texts). */
export const FIXTURE_CONFIG_DIR = 'tests/fixtures/site-config';

/** A config file as the build manifest names its module, e.g. site-config/pages/erp.json. */
export function configModulePath(file: string): string {
  return `${SITE_CONFIG_DIR}/${file}`;
}
