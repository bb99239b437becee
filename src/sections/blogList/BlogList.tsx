import { use } from 'react';
import { useLocation } from 'react-router-dom';
import { hrefIn, isMainLanguage, language, languages } from '../../config/site-config.ts';
import { hasTranslation, loadedTranslation, loadTranslation } from '../../config/translations.ts';
import type { BlogIndexEntry } from '../../shared/blog-index.ts';
import { articleFile, translationFile } from '../../shared/config-check/config-layout.ts';
import { translated } from '../../shared/translation.ts';
import { loadBlogIndex, loadedBlogIndex } from './blog-index.ts';
import { formatLongDate } from '../../lib/dates.ts';
import { Band } from '../../components/Band.tsx';
import type { BlogListProps } from '../../shared/generated/config-types.ts';
import { articlePath } from '../../shared/blog-paths.ts';
import {
  fillPageLabel,
  listPageCount,
  listPageEntries,
  listPagePosition,
  orderedEntries,
  parseListPagePath,
} from '../../shared/blog-list.ts';
import { entryKey } from '../../shared/list-keys.ts';

/** The cards of one page of the blog list (the page's own address shows page 1, …/page/2 the next),
 *  and, when the list takes more than one page, the links to the newer and the older page. */
export function BlogList(props: BlogListProps) {
  const { id, heading, intro, readMoreLabel, perPage } = props;
  const index = loadedBlogIndex() ?? use(loadBlogIndex());
  const { pathname } = useLocation();
  const { basePath, page } = parseListPagePath(pathname) ?? { basePath: pathname, page: 1 };
  const ordered = orderedEntries(index, props);
  const position = listPagePosition(basePath, page, listPageCount(ordered.length, perPage));
  // Each card in the language shown where it translates the article (its label, headline, summary),
  // else in the main language, marked so: a screen reader reads it in that language's voice, and its
  // punctuation stays at the end of its sentences in a right-to-left page.
  const entries: { entry: BlogIndexEntry; lang?: string; dir?: 'ltr' | 'rtl' }[] = [];
  for (const entry of listPageEntries(ordered, perPage, page)) {
    const file = translationFile(language.code, articleFile(entry.slug));
    if (isMainLanguage()) entries.push({ entry });
    else if (!hasTranslation(file)) entries.push({ entry, lang: languages[0]!.code, dir: languages[0]!.dir });
    else entries.push({ entry: translated(entry, loadedTranslation(file) ?? use(loadTranslation(file))) });
  }
  return (
    <Band id={id} heading={heading} intro={intro} className="blog-list">
      <ul className="card-grid card-grid--3">
        {entries.map(({ entry, lang, dir }, index) => (
          <li className="card blog-list__card" key={entryKey(index, entry.slug)}>
            <p className="blog-list__label" lang={lang} dir={dir}>
              {entry.typeLabel}
            </p>
            <h3 className="card__title" lang={lang} dir={dir}>
              <a href={hrefIn(articlePath(entry.slug))}>{entry.headline}</a>
            </h3>
            <p className="blog-list__date">
              <time dateTime={entry.date}>{formatLongDate(entry.date)}</time>
            </p>
            <p lang={lang} dir={dir}>
              {entry.description}
            </p>
            <a href={hrefIn(articlePath(entry.slug))} className="card__link" aria-hidden="true" tabIndex={-1}>
              {readMoreLabel}
            </a>
          </li>
        ))}
      </ul>
      {position.pages > 1 && (
        <nav aria-label={props.pagesLabel}>
          <p>{fillPageLabel(props.pageLabel, position)}</p>
          <p className="actions">
            {position.prev && (
              <a className="button button--outline" href={hrefIn(position.prev)} rel="prev">
                {props.newerLabel}
              </a>
            )}
            {position.next && (
              <a className="button button--outline" href={hrefIn(position.next)} rel="next">
                {props.olderLabel}
              </a>
            )}
          </p>
        </nav>
      )}
    </Band>
  );
}
