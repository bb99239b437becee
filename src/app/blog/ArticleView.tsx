import { use } from 'react';
import { hrefIn, language, site } from '../../config/site-config.ts';
import { BLOG_LIST_PATH } from '../../shared/blog-paths.ts';
import { Picture } from '../../components/Picture.tsx';
import { containerSizes } from '../../components/picture-sizes.ts';
import { loadArticle, loadedArticle } from '../../config/blog.ts';
import { formatLongDate } from '../../lib/dates.ts';
import './article.css';

/** article.css: the article's column is at most 820 px wide. */
const IMAGE_SIZES = containerSizes(820);

/** A blog article at /blog/{slug} (in another language that translates it, /ar/blog/{slug}); one
 *  that language has not wholly translated says so first, in that language, as a page does. */
export function ArticleView({ slug }: { slug: string }) {
  const article = loadedArticle(slug) ?? use(loadArticle(slug));
  return (
    <article className="article">
      {article.partlyUntranslated && language.untranslatedNotice && (
        <p className="untranslated-notice container" role="note">
          {language.untranslatedNotice}
        </p>
      )}
      <header className="article__header">
        <div className="container article__header-inner">
          <p className="eyebrow">{article.typeLabel}</p>
          <h1>{article.headline}</h1>
          <p className="article__meta">
            <time dateTime={article.date}>{formatLongDate(article.date)}</time> · {article.author}
          </p>
        </div>
      </header>
      <div className="container article__body">
        <Picture image={article.image} className="article__image" sizes={IMAGE_SIZES} priority />
        {/* HTML rendered from the article's CommonMark at build time, with raw HTML refused by the
            validator and escaped by the renderer: the one place the site sets HTML. */}
        <div className="article__text" dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
        <p className="article__back">
          <a href={hrefIn(BLOG_LIST_PATH)}>{site.ui.backToBlog}</a>
        </p>
      </div>
    </article>
  );
}
