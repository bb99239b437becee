// The unit tests' config, apart from the site's build (vite.config.ts), which neither reads it nor
// counts it among the build's inputs. The config the code imports as @site-config/… is the fixture
// one here, so tests of behaviour never pin a marketer's text; the plugins read the same folder, so
// forms, blog index, articles and theme agree with it.
import { configDefaults, defineConfig } from 'vitest/config';
import { FIXTURE_CONFIG_DIR } from './src/config/config-dir.ts';
import { isolatedTestFiles, UNIT_TEST_GLOBS } from './tests/support/unit-projects.ts';
import { keepNodeCompileCache } from './tests/support/compile-cache.ts';
import { fromRoot, siteViteConfig } from './vite.config.ts';

keepNodeCompileCache(fromRoot('.'));

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

export default defineConfig({
  ...siteViteConfig(fromRoot(FIXTURE_CONFIG_DIR)),
  test: {
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    // A throwaway PostgreSQL cluster for the store tests, which run on both engines.
    globalSetup: ['tests/support/postgres-global-setup.ts'],
    testTimeout: 20000,
    // Vitest's default on a 2-core machine is one worker; many files wait on child processes (builds,
    // the CLIs, PostgreSQL), so two keep both cores busy.
    maxWorkers: 2,
    projects: unitTestProjects(),
  },
});
