import { builtinModules } from 'node:module';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The direction of imports (see docs/developers.md, "Import rules"), judged by
// eslint-plugin-boundaries on the file an import resolves to, whatever the relative path looks
// like. Each folder is an "element"; tests/unit/import-rules.test.ts proves each policy refuses a
// violating import.
// First match wins: a section folder before src/sections, every src/ folder before src itself.
const folder = (type, pattern, extra = {}) => ({ type, pattern, partialMatch: false, ...extra });
const elements = [
  folder('section', 'src/sections/*', { capture: ['name'] }),
  folder('sections', 'src/sections'),
  ...['server', 'shared', 'app', 'components', 'forms', 'config', 'lib', 'editor', 'admin'].map((name) =>
    folder(name, `src/${name}`),
  ),
  folder('entry', 'src'),
  folder('build', 'scripts/build'),
  folder('validator', 'scripts/config-check'),
  folder('scripts', 'scripts'),
  folder('site-config', 'site-config'),
];
const files = [{ category: 'registry', pattern: 'src/sections/registry.ts' }];
const SRC = [
  'section',
  'sections',
  'server',
  'shared',
  'app',
  'components',
  'forms',
  'config',
  'lib',
  'entry',
  'editor',
  'admin',
];
const BROWSER = ['section', 'sections', 'app', 'components', 'forms', 'config', 'lib', 'entry', 'editor', 'admin'];
const refuse = (from, to, message) => ({ from: { element: from }, disallow: { to: { element: to } }, message });

const importPolicies = [
  refuse(
    { types: SRC },
    { types: ['build', 'validator', 'scripts'] },
    'src/ is the site and the server; build code stays in scripts/ (move what both need to src/shared).',
  ),
  refuse({ type: 'server' }, { types: BROWSER }, 'The server imports only src/shared and its own modules: no UI.'),
  refuse(
    { type: 'shared' },
    { types: [...BROWSER, 'server'] },
    'The shared core imports only itself: it runs in the browser, the server and the build.',
  ),
  refuse(
    { types: BROWSER },
    { type: 'server' },
    'Browser code never imports the server; what both need belongs in src/shared.',
  ),
  refuse(
    { type: 'section' },
    { type: 'section', captured: { name: '!{{ from.captured.name }}' } },
    'A section imports no other section: share through src/components, src/lib or src/shared.',
  ),
  refuse(
    { type: 'section' },
    { type: 'app' },
    'A section imports no src/app; it imports src/components, src/lib, src/shared and src/config.',
  ),
  refuse(
    { types: BROWSER.filter((type) => type !== 'editor') },
    { type: 'editor' },
    "The site never imports the editor: the editor is its own bundle, and the site's JavaScript does not grow.",
  ),
  refuse(
    { types: BROWSER.filter((type) => type !== 'admin') },
    { type: 'admin' },
    "The site never imports the admin pages' script: it is its own bundle (dist-admin/).",
  ),
  refuse(
    { type: 'admin' },
    { types: BROWSER.filter((type) => type !== 'admin') },
    "The admin pages' script imports only src/shared and itself: it is no part of the site.",
  ),
  {
    from: { element: { type: 'section' } },
    disallow: { to: { file: { categories: 'registry' } } },
    message: 'A section does not import the registry (the registry imports the sections).',
  },
  refuse(
    { type: 'section', captured: { name: '!form' } },
    { type: 'forms' },
    'Only the form section imports src/forms.',
  ),
  refuse(
    { type: 'build' },
    { type: 'validator' },
    'The build does not import the validator: what both need belongs in src/shared.',
  ),
];
// The server answers with what the build wrote to dist/.meta, and the shared core is handed its
// config: neither reads site-config/ itself (their tests read the fixture config).
const configPolicies = [
  refuse(
    { types: ['server', 'shared'] },
    { type: 'site-config' },
    'The server and the shared core never read site-config/: the server reads dist/.meta, the core is handed what it needs.',
  ),
];

// The config is reached through the @site-config/ alias (vite.config.ts): the build points it at
// site-config/, the unit tests at the fixture config, so no test of behaviour pins a marketer's text.
// A path to site-config/ itself, in code or in a unit test, bypasses that; a unit test that must
// see the shipped config says why, in an eslint-disable comment beside it.
const SHIPPED_CONFIG = '/(^|\\x2F)site-config(\\x2F|$)/';
const shippedConfigPaths = (message) => [
  'error',
  { selector: `Literal[value=${SHIPPED_CONFIG}]`, message },
  { selector: `TemplateElement[value.raw=${SHIPPED_CONFIG}]`, message },
];
// The config's paths have one module (src/shared/config-check/config-layout.ts): its files, folders
// and ids are named there, so no other module spells "site.json", "pages/…", a folder to join or
// the slicing of ".json" off a name. tests/unit/import-rules.test.ts proves each selector bites.
const CONFIG_LAYOUT_MESSAGE =
  "Name a config path through src/shared/config-check/config-layout.ts (CONFIG_FILES, CONFIG_FOLDERS, pageFile, articleSlugOfFile, idOfFileName…), the config layout's one module.";
const configLayoutPaths = [
  'Literal[value=/^(site|navigation|routes|faq|services|press-coverage)\\.json$/]',
  'Literal[value=/^(pages|blog|forms)\\x2F/]',
  'TemplateElement[value.raw=/^(pages|blog|forms)\\x2F/]',
  'CallExpression[callee.name=/^(join|resolve)$/] > Literal[value=/^(pages|blog|forms)$/]',
  "MemberExpression[object.value='.json'][property.name='length']",
  "CallExpression[callee.property.name='slice'] > UnaryExpression[operator='-'][argument.value=5]",
].map((selector) => ({ selector, message: CONFIG_LAYOUT_MESSAGE }));
const CONFIG_LAYOUT_MODULE = 'src/shared/config-check/config-layout.ts';
const aliasPatterns = [
  {
    group: ['@site-config/*'],
    message:
      'The server and the shared core never read the config: the server reads dist/.meta, the core is handed what it needs.',
  },
];

// Steps of the direction inside src/server (relative imports from a part's own folder or below it).
const relativeTo = (part) => [`../${part}/*`, `../../${part}/*`, `../../../${part}/*`];
const belowAdmin = {
  group: relativeTo('admin'),
  message:
    "Below /admin's routes: import from src/server/roles, src/server/words or the part itself, never src/server/admin.",
};
const belowPublish = {
  group: relativeTo('publish'),
  message: "The editor's config is below publishing: what both need belongs in src/server/editor.",
};
/** The server's import restrictions, with these steps of its direction. */
const serverImports = (steps) => ({ paths: reactPackages, patterns: [...uiPatterns, ...aliasPatterns, ...steps] });

const reactPackages = [
  { name: 'react', message: 'No React here: this code is not UI.' },
  { name: 'react-dom', message: 'No React here: this code is not UI.' },
  { name: 'react-router-dom', message: 'No React here: this code is not UI.' },
];
const uiPatterns = [{ group: ['react-dom/*', 'react-router', '@rjsf/*'], message: 'No UI library here.' }];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-ssr/',
      'dist-editor/',
      'dist-admin/',
      'dist-spec/',
      'dist-fixture/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      // Lazy chunks (import()) are dependencies too.
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/include': ['src/**/*', 'scripts/**/*', 'site-config/**/*'],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', policies: [...importPolicies, ...configPolicies] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': shippedConfigPaths(
        'Import the config through @site-config/ (the unit tests point it at the fixture config); src/config/config-dir.ts names the folder.',
      ),
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [CONFIG_LAYOUT_MODULE, '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        ...shippedConfigPaths(
          'Import the config through @site-config/ (the unit tests point it at the fixture config); src/config/config-dir.ts names the folder.',
        ),
        ...configLayoutPaths,
      ],
    },
  },
  {
    files: ['scripts/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...configLayoutPaths] },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': shippedConfigPaths(
        'Unit tests run against the fixture config (@site-config/, tests/fixtures/site-config/). A test that must see the shipped config says why: // eslint-disable-next-line no-restricted-syntax -- <why>',
      ),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: reactPackages, patterns: [...uiPatterns, ...aliasPatterns] }],
      // No React here (the rule above), so a use… name is no hook: e.g. useFixtureApp() in a test file.
      'react-hooks/rules-of-hooks': 'off',
    },
  },
  {
    // Inside the server, /admin's routes (src/server/admin) sit on top of what they serve: publishing,
    // the editor's config, the store, the roles (src/server/roles) and the words (src/server/words)
    // never import them (ARCHITECTURE.md, "Inside src/server"). Tests may sign in through them.
    files: ['src/server/*/**/*.ts'],
    ignores: ['src/server/admin/**', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', serverImports([belowAdmin])] },
  },
  {
    // Publishing builds on the editor's config (its files, checks and changes), never the reverse.
    files: ['src/server/editor/**/*.ts', 'src/server/uploads/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', serverImports([belowAdmin, belowPublish])] },
  },
  {
    // The shared core runs in the browser, the server and the build: no UI, no Node-only module.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...reactPackages,
            ...builtinModules.map((name) => ({ name, message: 'No Node-only module in the shared core.' })),
          ],
          patterns: [
            ...uiPatterns,
            ...aliasPatterns,
            { group: ['node:*'], message: 'No Node-only module in the shared core.' },
            { group: ['**/*.tsx'], message: 'No UI in the shared core.' },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures take their dependencies as a destructured first argument, even when empty.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The end-to-end specs run against the frozen, specified content (tests/spec-content/), so that a
    // marketer's publish never breaks them. Only these, which check what must hold of ANY content,
    // look at the shipped site-config/ (tests/e2e/support/shipped.ts); npm run test:marketer-edits
    // runs them on an edited copy of it.
    files: ['tests/e2e/**/*.ts'],
    ignores: [
      'tests/e2e/support/shipped.ts',
      'tests/e2e/every-route.spec.ts',
      'tests/e2e/calls-to-action.spec.ts',
      'tests/e2e/budgets.spec.ts',
      'tests/e2e/page-facts.spec.ts',
      'tests/e2e/languages.spec.ts',
      'tests/e2e/languages-engines.spec.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shipped.ts'],
              message:
                'A spec of behaviour or of the specification runs against the specified content (support/site-data.ts), never the shipped one, which marketers change.',
            },
            {
              group: ['**/config/config-dir.ts'],
              importNames: ['SITE_CONFIG_DIR'],
              message:
                "A spec reads the specified content (SPEC_CONTENT_DIR, support/site-data.ts); the shipped site-config/ is support/shipped.ts's.",
            },
          ],
        },
      ],
    },
  },
);
