import { use } from 'react';
import { loadBlogIndex, loadedBlogIndex } from './blog-index.ts';
import { formatLongDate } from '../../lib/dates.ts';
import { Band } from '../../components/Band.tsx';
import type { BlogListProps } from '../../shared/generated/config-types.ts';
import { articlePath } from '../../shared/blog-paths.ts';

export function BlogList({ id, heading, intro, readMoreLabel, posts }: BlogListProps) {
  const index = loadedBlogIndex() ?? use(loadBlogIndex());
  const entries = posts
    .map((slug) => index.find((entry) => entry.slug === slug))
    .filter((entry) => entry !== undefined);
  return (
    <Band id={id} heading={heading} intro={intro}>
      <ul className="card-grid card-grid--3">
        {entries.map((entry) => (
          <li className="card blog-card" key={entry.slug}>
            <p className="blog-card__label">{entry.typeLabel}</p>
            <h3 className="card__title">
              <a href={articlePath(entry.slug)}>{entry.headline}</a>
            </h3>
            <p className="blog-card__date">
              <time dateTime={entry.date}>{formatLongDate(entry.date)}</time>
            </p>
            <p>{entry.description}</p>
            <a href={articlePath(entry.slug)} className="card__link" aria-hidden="true" tabIndex={-1}>
              {readMoreLabel}
            </a>
          </li>
        ))}
      </ul>
    </Band>
  );
}
