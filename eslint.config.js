import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

// The direction of imports (see README, "Import rules"). Folders are judged by the file an import
// resolves to, whatever the relative path looks like; tests/unit/import-rules.test.ts proves each
// rule refuses a violating import.
const sectionFolders = readdirSync(join(root, 'src/sections'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const folderZones = [
  { target: 'src', from: 'scripts', message: 'src/ is the site and the server; build code stays in scripts/ (move what both need to src/shared).' },
  { target: 'src/server', from: 'src', except: ['./server', './shared'], message: 'The server imports only src/shared and its own modules: no UI.' },
  { target: 'src/shared', from: 'src', except: ['./shared', './lib/dates.ts'], message: 'The shared core imports only itself (and the date format): it runs in the browser, the server and the build.' },
  {
    target: ['src/app', 'src/sections', 'src/components', 'src/forms', 'src/config', 'src/lib', 'src/shared'],
    from: 'src/server',
    message: 'Browser code never imports the server; what both need belongs in src/shared.',
  },
  ...sectionFolders.map((name) => ({
    target: `src/sections/${name}`,
    from: 'src/sections',
    except: [`./${name}`, './types.ts'],
    message: 'A section imports no other section (nor the registry): share through src/components, src/lib or src/shared.',
  })),
  ...sectionFolders.map((name) => ({
    target: `src/sections/${name}`,
    from: name === 'form' ? ['src/app'] : ['src/app', 'src/forms'],
    message: 'A section imports src/components, src/lib, src/shared and src/config; only the form section imports src/forms.',
  })),
  { target: 'scripts/build', from: 'scripts/config-check', message: 'The build does not import the validator: what both need belongs in src/shared.' },
];

const reactPackages = [
  { name: 'react', message: 'No React here: this code is not UI.' },
  { name: 'react-dom', message: 'No React here: this code is not UI.' },
  { name: 'react-router-dom', message: 'No React here: this code is not UI.' },
];
const uiPatterns = [{ group: ['react-dom/*', 'react-router', '@rjsf/*'], message: 'No UI library here.' }];

export default tseslint.config(
  { ignores: ['dist/', 'dist-ssr/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/'] },
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
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: folderZones }] },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: reactPackages, patterns: uiPatterns }] },
  },
  {
    // The shared core runs in the browser, the server and the build: no UI, no Node-only module.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...reactPackages, ...builtinModules.map((name) => ({ name, message: 'No Node-only module in the shared core.' }))],
          patterns: [...uiPatterns, { group: ['node:*'], message: 'No Node-only module in the shared core.' }, { group: ['**/*.tsx'], message: 'No UI in the shared core.' }],
        },
      ],
    },
  },
  {
    // Playwright fixtures take their dependencies as a destructured first argument, even when empty.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
);
