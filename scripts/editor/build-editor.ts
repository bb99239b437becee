// Builds the visual editor into dist-editor/: its own Vite build of src/editor/ (the editor and its
// preview documents), apart from the site's bundle, which does not grow by a byte. The public server
// never serves this directory; the editor's server does (src/server/editor/plugin.ts).
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { SITE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { configValidatorsPlugin } from './config-validators-plugin.ts';
import { editorFormsPlugin } from './editor-forms-plugin.ts';
import { previewDraftPlugin } from './preview-draft-plugin.ts';
import { compilingSchemas } from '../config-check/schema-strict.ts';
import { ARABIC_TYPE_FACES, ARABIC_TYPE_RANGES } from '../arabic-type.ts';
import { subsetFontsPlugin } from '../vite-subset-fonts-plugin.ts';

export const EDITOR_OUT_DIR = 'dist-editor';

/** What the editor's bundle is made of: newer files than the bundle mean it is stale. */
export const EDITOR_SOURCES = [
  'src',
  'schemas',
  'scripts/editor',
  'scripts/vite-forms-plugin.ts',
  'scripts/arabic-type.ts',
  'scripts/vite-subset-fonts-plugin.ts',
  'package-lock.json',
];

/** @throws a SchemaCompileError when the build failed because schemas/ does not compile (its plugins compile it). */
export async function buildEditor(root: string): Promise<void> {
  const editorRoot = join(root, 'src/editor');
  await compilingSchemas(join(root, 'schemas'), root, () =>
    build({
      configFile: false,
      root: editorRoot,
      base: './',
      logLevel: 'warn',
      plugins: [
        react(),
        previewDraftPlugin(root),
        configValidatorsPlugin(root),
        editorFormsPlugin(root),
        // The preview's style sheet is the site's: the same cut Arabic faces (src/styles/arabic-type.css).
        subsetFontsPlugin(root, { faces: ARABIC_TYPE_FACES, ranges: ARABIC_TYPE_RANGES }),
      ],
      resolve: {
        alias: {
          // The site's modules import the config as @site-config/… (vite.config.ts); here that names the
          // shipped folder only so previewDraftPlugin can recognise those imports and answer from the draft.
          '@site-config': join(root, SITE_CONFIG_DIR),
          // As in the site's build (vite.config.ts): RJSF's Markdown descriptions as plain text.
          'markdown-to-jsx/react': fileURLToPath(new URL('../../src/forms/plain-markdown.tsx', import.meta.url)),
        },
      },
      // The images are the project's public/images, served by the editor's server.
      publicDir: false,
      build: {
        outDir: join(root, EDITOR_OUT_DIR),
        emptyOutDir: true,
        target: 'es2022',
        assetsInlineLimit: 0,
        chunkSizeWarningLimit: 2048,
        rollupOptions: {
          input: {
            editor: join(editorRoot, 'index.html'),
            preview: join(editorRoot, 'preview.html'),
            // The Leads page (/admin/leads): a document of its own, sharing the editor's look.
            leads: join(editorRoot, 'leads.html'),
            // The Insights page (/admin/insights), of the same readers.
            insights: join(editorRoot, 'insights.html'),
          },
        },
      },
    }),
  );
}
