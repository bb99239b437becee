import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { articlePlugin } from './scripts/vite-article-plugin.ts';
import { blogIndexPlugin } from './scripts/vite-blog-index-plugin.ts';
import { ARABIC_TYPE_FACES, ARABIC_TYPE_RANGES } from './scripts/arabic-type.ts';
import { fontFilesPlugin } from './scripts/vite-font-files-plugin.ts';
import { formsPlugin } from './scripts/vite-forms-plugin.ts';
import { rjsfPartsPlugin } from './scripts/vite-rjsf-parts-plugin.ts';
import { subsetFontsPlugin } from './scripts/vite-subset-fonts-plugin.ts';
import { themePlugin } from './scripts/vite-theme-plugin.ts';
import { SITE_CONFIG_DIR } from './src/config/config-dir.ts';

export const fromRoot = (path: string) => fileURLToPath(new URL(`./${path}/`, import.meta.url));

/** The style sheets that name web fonts, which the browser build must carry (scripts/vite-font-files-plugin.ts). */
export const FONT_STYLE_SHEETS = [fileURLToPath(new URL('./src/styles/arabic-type.css', import.meta.url))];

/** The cut faces those style sheets name as @subset-fonts/… (scripts/arabic-type.ts). */
export const SUBSET_FONTS = { faces: ARABIC_TYPE_FACES, ranges: ARABIC_TYPE_RANGES };

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
      subsetFontsPlugin(fromRoot('.'), SUBSET_FONTS),
      fontFilesPlugin(FONT_STYLE_SHEETS),
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

// The site's config for Vite itself; the unit tests have theirs (vitest.config.ts, on the fixture config).
export default defineConfig(siteViteConfig(fromRoot(SITE_CONFIG_DIR)));
