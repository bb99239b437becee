import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { articlePlugin } from './scripts/vite-article-plugin.ts';
import { blogIndexPlugin } from './scripts/vite-blog-index-plugin.ts';
import { formsPlugin } from './scripts/vite-forms-plugin.ts';
import { rjsfPartsPlugin } from './scripts/vite-rjsf-parts-plugin.ts';
import { themePlugin } from './scripts/vite-theme-plugin.ts';
import { FIXTURE_CONFIG_DIR, SITE_CONFIG_DIR } from './src/config/config-dir.ts';
import { isolatedTestFiles, UNIT_TEST_GLOBS } from './tests/support/unit-projects.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(`./${path}/`, import.meta.url));

/** The site's build from a config folder (an absolute path ending in /): the shipped one, the fixture one, or a publish's. */
export function siteViteConfig(configDir: string): UserConfig {
  return {
    plugins: [
      react(),
      themePlugin(configDir),
      blogIndexPlugin(configDir),
      articlePlugin(configDir),
      formsPlugin(configDir),
      rjsfPartsPlugin(),
    ],
    resolve: {
      alias: {
        '@site-config': configDir.replace(/\/$/, ''),
        // react-jsonschema-form renders optional Markdown descriptions with markdown-to-jsx; our forms
        // use plain text, so a plain-text stand-in keeps the parser out of the form bundle.
        'markdown-to-jsx/react': fileURLToPath(new URL('./src/forms/plain-markdown.tsx', import.meta.url)),
      },
    },
    build: {
      target: 'es2022',
      manifest: true,
      // Images are referenced by their public paths; nothing is inlined as data: URIs.
      assetsInlineLimit: 0,
      // No preload links of Vite's own: the page's one module script loads first, alone, and lists
      // with modulepreload, once the page has loaded, the chunks its sections need (entry-client.ts).
      modulePreload: false,
    },
  };
}

export default defineConfig(({ mode }) => ({
  // The config the code imports as @site-config/…: the shipped one for the site, the fixture one for
  // the unit tests (Vitest runs in mode "test"), so tests of behaviour never pin a marketer's text.
  // The plugins read the same folder, so forms, blog index, articles and theme agree with it.
  ...siteViteConfig(fromRoot(mode === 'test' ? FIXTURE_CONFIG_DIR : SITE_CONFIG_DIR)),
  test: {
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    // A throwaway PostgreSQL cluster for the store tests, which run on both engines.
    globalSetup: ['tests/support/postgres-global-setup.ts'],
    testTimeout: 20000,
    // Vitest's default on a 2-core machine is one worker; many files wait on child processes (builds,
    // the CLIs, PostgreSQL), so two keep both cores busy.
    maxWorkers: 2,
    projects: mode === 'test' ? unitTestProjects() : [],
  },
}));

/** Node-only files share their modules within a worker; the others keep theirs (tests/support/unit-projects.ts). */
function unitTestProjects() {
  const isolated = isolatedTestFiles(fromRoot('.'));
  return [
    {
      extends: true,
      test: {
        name: 'shared',
        include: UNIT_TEST_GLOBS,
        exclude: [...configDefaults.exclude, ...isolated],
        isolate: false,
      },
    },
    { extends: true, test: { name: 'isolated', include: isolated } },
  ];
}
