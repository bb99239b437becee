// The shipped content: site-config/ as marketers publish it, and the server of its build (dist/,
// `npm run build`), started beside the main one by global-setup.ts. Only the specs of what must hold
// of ANY content use it (the config validates, every route renders and is accessible, every call to
// action leads to its form, the JavaScript budgets, every page shows its config): nothing here may
// depend on what the content says. eslint.config.js lets no other spec import this module, and
// `npm run test:marketer-edits` runs exactly the specs that do on an edited copy of site-config/.
import { SITE_CONFIG_DIR } from '../../../src/config/config-dir.ts';
import { test as base } from './fixtures.ts';
import { siteData } from './site-data.ts';

export const shipped = siteData(SITE_CONFIG_DIR);

/** The suite's test, its pages and requests addressed to the server of the shipped content. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(process.env.SHIPPED_BASE_URL);
  },
});

export { expect, waitForHydration } from './fixtures.ts';
