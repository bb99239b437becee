// The search at the top of the Content list: every text and number of the draft (state/search.ts);
// each place found opens its file at its field.
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { pointerSegments } from '../../shared/config-check/json-source.ts';
import type { DraftFile } from '../state/draft.ts';
import { SEARCH_MIN_LENGTH, searchDraft } from '../state/search.ts';
import { fill, fillCount, text } from '../strings.ts';

const t = text.search;

/** A place in a file in words: "section 3 › cards 2 › title". */
export function placeWords(pointer: string): string {
  return pointerSegments(pointer)
    .map((segment, index, all) =>
      typeof segment === 'number'
        ? `${String(all[index - 1] ?? '')} ${segment + 1}`.trim()
        : typeof all[index + 1] === 'number'
          ? ''
          : segment,
    )
    .filter(Boolean)
    .join(' › ');
}

const SNIPPET = 90;

function snippet(value: string, query: string): string {
  const at = value.toLowerCase().indexOf(query.toLowerCase().split(/\s+/)[0] ?? '');
  if (value.length <= SNIPPET) return value;
  const start = Math.max(0, at - 30);
  return `${start > 0 ? '…' : ''}${value.slice(start, start + SNIPPET)}…`;
}

interface ContentSearchProps {
  files: Record<string, DraftFile>;
  /** The name of a file as the Content list shows it. */
  labelOf: (path: string) => string;
  onShow: (file: string, pointer: string) => void;
}

export function ContentSearch({ files, labelOf, onShow }: ContentSearchProps) {
  const [query, setQuery] = useState('');
  const searched = useDeferredValue(query);
  const { found, more } = useMemo(() => searchDraft(files, searched), [files, searched]);
  const inputId = useId();
  const active = searched.trim().length >= SEARCH_MIN_LENGTH;
  return (
    <div role="search" className="content-search" aria-label={t.region}>
      <label htmlFor={inputId}>{t.label}</label>
      <input
        id={inputId}
        type="search"
        className="form-control"
        value={query}
        placeholder={t.placeholder}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className="content-search__count" aria-live="polite">
        {active
          ? found.length === 0
            ? t.none
            : more
              ? fill(t.countMore, { count: found.length })
              : fillCount(t.count, found.length)
          : ''}
      </p>
      {active && found.length > 0 && (
        <ul className="content-search__results" aria-label={t.results}>
          {found.map((place) => (
            <li key={`${place.file}${place.pointer}`}>
              <button
                type="button"
                className="content-search__result"
                onClick={() => onShow(place.file, place.pointer)}
              >
                <span className="content-search__where">
                  {labelOf(place.file)}
                  {place.pointer ? ` › ${placeWords(place.pointer)}` : ''}
                </span>{' '}
                <span className="content-search__text">{snippet(place.value, searched)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
