// In the server-render bundle of a build, the site's config is read at render time, not compiled in:
// every module through which the site reads its config (@site-config/*.json, src/config/pages.ts,
// src/config/blog.ts, src/config/translations.ts, virtual:blog-index) is swapped for a stand-in that asks
// scripts/build/ssr/config-source.ts, which stays outside the bundle. The bundle then depends on the
// code, the theme and the forms only (what scripts/build/bundle-inputs.ts records), and is reused by
// the next build whatever its pages and articles say. The site's own code is untouched (the
// editor's preview swaps the same modules for its draft: scripts/editor/preview-draft-plugin.ts).
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { isConfigFileName } from '../../src/shared/config-check/config-layout.ts';

const STAND_IN = '\0build-config:';

/** The config source, imported by its file URL so that the bundle and the prerenderer share one instance. */
export function configSourceFile(root: string): string {
  return join(root, 'scripts/build/ssr/config-source.ts');
}

export function ssrConfigPlugin(root: string, configDir: string): Plugin {
  const configPrefix = configDir.replace(/\/?$/, sep);
  const sourceUrl = pathToFileURL(configSourceFile(root)).href;
  const standIns = new Map([
    [join(root, 'src/config/blog.ts'), join(root, 'scripts/build/ssr/build-blog.ts')],
    [join(root, 'src/config/pages.ts'), join(root, 'scripts/build/ssr/build-pages.ts')],
    // Without it the bundle globbed the translation files (their list compiled in, each read through
    // siteFile and never noted as a page's read), and a card's translation was not at hand at once.
    [join(root, 'src/config/translations.ts'), join(root, 'scripts/build/ssr/build-translations.ts')],
  ]);
  return {
    name: 'cortracker-ssr-config',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (id === 'virtual:blog-index') return `${STAND_IN}blog-index`;
      if (!importer || id.startsWith('\0')) return undefined;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      if (!resolved) return undefined;
      const file = resolved.id.split('?', 1)[0]!;
      if (file === configSourceFile(root)) return { id: sourceUrl, external: true };
      // Named .js: Vite's JSON plugin would take any id that ends in .json for a JSON file.
      if (file.startsWith(configPrefix) && isConfigFileName(file))
        return `${STAND_IN}${file.slice(configPrefix.length).split(sep).join('/')}.js`;
      return standIns.get(file);
    },
    // The site imports its JSON with { type: 'json' }, which would make the bundler read the stand-in
    // module as JSON: in this bundle those imports lose the attribute.
    transform(code, id) {
      if (!id.startsWith(join(root, 'src') + sep) || !/\.tsx?$/.test(id) || !code.includes("with { type: 'json' }"))
        return undefined;
      return {
        code: code.replace(/(from\s+'@site-config\/[^']+\.json')\s+with\s+\{\s*type:\s*'json'\s*\}/g, '$1'),
        map: null,
      };
    },
    load(id) {
      if (!id.startsWith(STAND_IN)) return undefined;
      const what = id.slice(STAND_IN.length);
      if (what === 'blog-index')
        return `import { blogIndex } from ${JSON.stringify(sourceUrl)};\nexport default blogIndex();\n`;
      return `import { siteFile } from ${JSON.stringify(sourceUrl)};\nexport default siteFile(${JSON.stringify(what.slice(0, -'.js'.length))});\n`;
    },
  };
}
