// The preview renders the site's own components, but from the editor's draft instead of the files
// the site's bundle is built from. In the editor's bundle, every module through which the site reads
// its config is swapped for one that reads the draft (src/editor/preview/draft-*.ts): the config
// files (site.json, navigation.json, routes.json, services.json, faq.json), the blog list and the
// articles, the forms and the theme. The site's code itself is untouched, and the editor's bundle does
// not depend on any config directory.
import { join, sep } from 'node:path';
import type { Plugin } from 'vite';
import { SITE_CONFIG_DIR } from '../../src/config/config-dir.ts';
import { isConfigFileName } from '../../src/shared/config-check/config-layout.ts';

const DRAFT_JSON = '\0editor-draft-json:';
const VIRTUAL: Record<string, string> = {
  'virtual:theme.css': 'export {};',
  'virtual:blog-index': 'export { draftBlogIndex as default } from "@editor-preview/draft-files.ts";',
  'virtual:forms': 'export { draftForms as default } from "@editor-preview/draft-forms.ts";',
};

export function previewDraftPlugin(root: string): Plugin {
  const configDir = join(root, SITE_CONFIG_DIR) + sep;
  const previewDir = join(root, 'src/editor/preview');
  const swapped = new Map([
    [join(root, 'src/config/blog.ts'), join(previewDir, 'draft-blog.ts')],
    [join(root, 'src/config/translations.ts'), join(previewDir, 'draft-translations.ts')],
    // A form of the preview is checked but never sent.
    [join(root, 'src/forms/send-form.ts'), join(previewDir, 'draft-send-form.ts')],
  ]);
  return {
    name: 'cortracker-editor-preview-draft',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source in VIRTUAL) return `\0editor-draft:${source}`;
      if (source.startsWith('@editor-preview/')) return join(previewDir, source.slice('@editor-preview/'.length));
      if (!importer || source.startsWith('\0')) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return undefined;
      const file = resolved.id.split('?', 1)[0]!;
      // Named .js: Vite's JSON plugin would take any id that ends in .json for a JSON file.
      if (file.startsWith(configDir) && isConfigFileName(file))
        return `${DRAFT_JSON}${file.slice(configDir.length).split(sep).join('/')}.js`;
      // A stand-in may still import the site's own module it stands in for (its pure parts).
      const standIn = swapped.get(file);
      return standIn && standIn !== importer.split('?', 1)[0] ? standIn : undefined;
    },
    // The site imports its JSON with { type: 'json' }, which would make the bundler read the stand-in
    // module as JSON: in this bundle those imports lose the attribute.
    transform(code, id) {
      if (!id.startsWith(join(root, 'src') + sep) || !/\.tsx?$/.test(id) || !code.includes("with { type: 'json' }"))
        return undefined;
      return {
        code: code.replace(/(from\s+'[^']*site-config\/[^']+\.json')\s+with\s+\{\s*type:\s*'json'\s*\}/g, '$1'),
        map: null,
      };
    },
    load(id) {
      if (id.startsWith('\0editor-draft:')) return VIRTUAL[id.slice('\0editor-draft:'.length)];
      if (id.startsWith(DRAFT_JSON))
        return `import { draftObject } from "@editor-preview/draft-files.ts";\nexport default draftObject(${JSON.stringify(id.slice(DRAFT_JSON.length, -'.js'.length))});\n`;
      return undefined;
    },
  };
}
