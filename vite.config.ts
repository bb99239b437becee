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
    // No preload links of Vite's own: the page's one module script loads first, alone, and lists
    // with modulepreload, once the page has loaded, the chunks its sections need (entry-client.ts).
    modulePreload: false,
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 20000,
  },
});
