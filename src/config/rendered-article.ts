import type { BlogArticle } from '../shared/generated/config-types.ts';

/** A blog article as the site loads it: its CommonMark text already turned into HTML at build
 *  time (scripts/vite-article-plugin.ts), so no Markdown parser is sent to the browser. In a
 *  language that translates it, its texts are that language's (src/shared/translation.ts), and
 *  `partlyUntranslated` says some of them are still the main language's. */
export type RenderedArticle = Omit<BlogArticle, '$schema' | 'body'> & {
  bodyHtml: string;
  partlyUntranslated?: boolean;
};
