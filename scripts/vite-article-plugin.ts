// Turns the CommonMark text of each article of site-config/blog/ into HTML while the article's own
// JSON chunk is built: the chunk carries "bodyHtml" instead of "body", and the Markdown parser stays
// in the build. The browser and the prerenderer load the same chunk.
import { readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import type { RenderedArticle } from '../src/config/rendered-article.ts';
import type { BlogArticle, SiteConfig } from '../src/shared/generated/config-types.ts';
import { articleHtml } from '../src/shared/article-markdown.ts';
import { CONFIG_FILES, CONFIG_FOLDERS, isConfigFileName } from '../src/shared/config-check/config-layout.ts';

export function articlePlugin(configDir = 'site-config'): Plugin {
  const blogDir = resolve(configDir, CONFIG_FOLDERS.blog) + sep;
  const siteFile = resolve(configDir, CONFIG_FILES.site);
  return {
    name: 'cortracker-article-html',
    // Before Vite's own JSON plugin turns the file into a module.
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?', 1)[0]!;
      if (!file.startsWith(blogDir) || !isConfigFileName(file)) return undefined;
      this.addWatchFile(siteFile);
      const site = JSON.parse(readFileSync(siteFile, 'utf8')) as SiteConfig;
      const { $schema: _schema, body, ...article } = JSON.parse(code) as BlogArticle;
      const rendered: RenderedArticle = { ...article, bodyHtml: articleHtml(body, site.ui.opensInNewTab) };
      return { code: JSON.stringify(rendered), map: null };
    },
  };
}
