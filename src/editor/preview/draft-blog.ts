// The preview's stand-in for src/config/blog.ts (swapped in by scripts/editor/preview-draft-plugin.ts):
// the same functions, answered from the draft, the article's Markdown rendered as the site's build
// renders it, in the language being edited when the draft translates it (as the site shows it at
// /ar/blog/<slug>). Nothing is cached: an article shows the draft as it is at each render.
import type * as SiteBlog from '../../config/blog.ts';
import type { RenderedArticle } from '../../config/rendered-article.ts';
import { articleHtml } from '../../shared/article-markdown.ts';
import { draftArticle, draftFile, draftPaths, draftSingle } from './draft-files.ts';
import {
  CONFIG_FILES,
  articleFile,
  articleSlugOfFile,
  translationFile,
} from '../../shared/config-check/config-layout.ts';
import type { TranslationConfig } from '../../shared/generated/config-types.ts';
import { isWhollyTranslated, translated } from '../../shared/translation.ts';
import { hrefIn, isMainLanguage, language } from '../../config/site-config.ts';
import { inLanguage } from './draft-language.ts';

function rendered(slug: string): RenderedArticle | undefined {
  const source = draftArticle(slug);
  if (!source) return undefined;
  const translation = isMainLanguage()
    ? undefined
    : (draftFile(translationFile(language.code, articleFile(slug))) as TranslationConfig | undefined);
  const article = translated(source, translation);
  const draftSite = draftSingle(CONFIG_FILES.site);
  const site = draftSite && inLanguage(language, CONFIG_FILES.site, draftSite);
  const { $schema: _schema, body, ...rest } = article;
  // A draft article may be incomplete (a field not written yet): the site's article view is handed
  // it all the same, and the preview's boundary shows a note where it cannot render it.
  return {
    ...rest,
    bodyHtml: articleHtml(Array.isArray(body) ? body : [], site?.ui?.opensInNewTab ?? '', translation && hrefIn),
    ...(translation && !isWhollyTranslated(source, translation) ? { partlyUntranslated: true } : {}),
  } as RenderedArticle;
}

export const articleSlugs: typeof SiteBlog.articleSlugs = () =>
  draftPaths().flatMap((path) => articleSlugOfFile(path) ?? []);
export const hasArticle: typeof SiteBlog.hasArticle = (slug) => draftFile(articleFile(slug)) !== undefined;
export const loadedArticle: typeof SiteBlog.loadedArticle = (slug) => rendered(slug);
export const loadArticle: typeof SiteBlog.loadArticle = (slug) => {
  const article = rendered(slug);
  return article ? Promise.resolve(article) : Promise.reject(new Error(`unknown article ${slug}`));
};
