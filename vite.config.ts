import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { articlePlugin } from './scripts/vite-article-plugin.ts';
import { blogIndexPlugin } from './scripts/vite-blog-index-plugin.ts';
import { formsPlugin } from './scripts/vite-forms-plugin.ts';
import { themePlugin } from './scripts/vite-theme-plugin.ts';

export default defineConfig({
  plugins: [react(), themePlugin(), blogIndexPlugin(), articlePlugin(), formsPlugin()],
  resolve: {
    // react-jsonschema-form renders optional Markdown descriptions with markdown-to-jsx; our forms
    // use plain text, so a plain-text stand-in keeps the parser out of the form bundle.
    alias: { 'markdown-to-jsx/react': fileURLToPath(new URL('./src/forms/plain-markdown.tsx', import.meta.url)) },
  },
  build: {
    target: 'es2022',
    manifest: true,
    // Images are referenced by their public paths; nothing is inlined as data: URIs.
    assetsInlineLimit: 0,
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    // A throwaway PostgreSQL cluster for the store tests, which run on both engines.
    globalSetup: ['tests/support/postgres-global-setup.ts'],
    testTimeout: 20000,
  },
});
