import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { blogIndexPlugin } from './scripts/vite-blog-index-plugin.ts';
import { themePlugin } from './scripts/vite-theme-plugin.ts';

export default defineConfig({
  plugins: [react(), themePlugin(), blogIndexPlugin()],
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
    testTimeout: 20000,
  },
});
