// The preview's stand-in for src/config/blog.ts (swapped in by scripts/editor/preview-draft-plugin.ts):
// the same functions, answered from the draft, the article's Markdown rendered as the site's build
// renders it. Nothing is cached: an article shows the draft as it is at each render.
import type * as SiteBlog from '../../config/blog.ts';
import type { RenderedArticle } from '../../config/rendered-article.ts';
import { articleHtml } from '../../shared/article-markdown.ts';
import type { BlogArticle } from '../../shared/generated/config-types.ts';
import { draftFile, draftPaths, draftSingle } from './draft-files.ts';
import { CONFIG_FILES, articleFile, articleSlugOfFile } from '../../shared/config-check/config-layout.ts';

function rendered(slug: string): RenderedArticle | undefined {
  const article = draftFile(articleFile(slug)) as unknown as BlogArticle | undefined;
  if (!article) return undefined;
  const site = draftSingle(CONFIG_FILES.site);
  const { $schema: _schema, body, ...rest } = article;
  return { ...rest, bodyHtml: articleHtml(Array.isArray(body) ? body : [], site?.ui?.opensInNewTab ?? '') };
}

export const articleSlugs: typeof SiteBlog.articleSlugs = () =>
  draftPaths().flatMap((path) => articleSlugOfFile(path) ?? []);
export const hasArticle: typeof SiteBlog.hasArticle = (slug) => draftFile(articleFile(slug)) !== undefined;
export const loadedArticle: typeof SiteBlog.loadedArticle = (slug) => rendered(slug);
export const loadArticle: typeof SiteBlog.loadArticle = (slug) => {
  const article = rendered(slug);
  return article ? Promise.resolve(article) : Promise.reject(new Error(`unknown article ${slug}`));
};
