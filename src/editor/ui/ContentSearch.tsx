// The search at the top of the Content list: every text and number of the draft (state/search.ts);
// each place found opens its file at its field. The articles held as their list entry are searched
// by the server, and both answers merged, so the list is the one a search of every file gives.
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { pointerSegments } from '../../shared/config-check/json-source.ts';
import { mergeSearches, type SearchAnswer } from '../../shared/config-search.ts';
import { searchOnServer } from '../state/api.ts';
import { isArticleFile } from '../../shared/config-check/config-layout.ts';
import type { DraftFile } from '../state/draft.ts';
import { SEARCH_MIN_LENGTH, searchDraft } from '../state/search.ts';
import { moneyAsShown, placeOf } from '../state/history-words.ts';
import { fill, fillCount, text } from '../strings.ts';

const t = text.search;

/**
 * Where a value found is, in the marketer's words: each field by its title, each list entry by its
 * own name ("Bug Reporting & Fixes › Starting price"), as the history says it.
 */
export function placeWords(files: Record<string, DraftFile>, path: string, pointer: string): string {
  const file = files[path];
  return placeOf(path, file?.kind === 'json' ? file.value : undefined, pointerSegments(pointer)).place;
}

const SNIPPET = 90;

function snippet(value: string, query: string): string {
  const at = value.toLowerCase().indexOf(query.toLowerCase().split(/\s+/)[0] ?? '');
  if (value.length <= SNIPPET) return value;
  const start = Math.max(0, at - 30);
  return `${start > 0 ? '…' : ''}${value.slice(start, start + SNIPPET)}…`;
}

const NOTHING: SearchAnswer = { found: [], more: false };

/** The server's answer for the articles not loaded, for the query and the articles it was asked with. */
function useServerSearch(query: string, unloaded: Readonly<Record<string, string>>, loadedPaths: string) {
  const [answer, setAnswer] = useState<{ query: string; unloaded: object; answer: SearchAnswer | Error }>();
  const active = query.trim().length >= SEARCH_MIN_LENGTH && Object.keys(unloaded).length > 0;
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const loaded = loadedPaths === '' ? [] : loadedPaths.split('\n');
    searchOnServer(query, loaded, controller.signal).then(
      (found) => setAnswer({ query, unloaded, answer: found }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setAnswer({ query, unloaded, answer: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => controller.abort();
  }, [active, query, unloaded, loadedPaths]);
  if (!active) return NOTHING;
  return answer && answer.query === query && answer.unloaded === unloaded ? answer.answer : undefined;
}

interface ContentSearchProps {
  files: Record<string, DraftFile>;
  unloaded: Readonly<Record<string, string>>;
  /** The name of a file as the Content list shows it. */
  labelOf: (path: string) => string;
  /** The site's locale, in which amounts of money are written (and found: "$78.75"). */
  locale: string;
  onShow: (file: string, pointer: string) => void;
}

export function ContentSearch({ files, unloaded, labelOf, locale, onShow }: ContentSearchProps) {
  const [query, setQuery] = useState('');
  const searched = useDeferredValue(query);
  const local = useMemo(
    () => searchDraft(files, searched, (path) => path in unloaded, moneyAsShown(files, locale)),
    [files, searched, unloaded, locale],
  );
  // The articles held whole: the server leaves those out (the editor searched its own draft of them).
  // As one text, so typing in a file (a new draft, the same paths) asks the server nothing again.
  const loaded = useMemo(
    () =>
      Object.keys(files)
        .filter((path) => isArticleFile(path) && !(path in unloaded))
        .join('\n'),
    [files, unloaded],
  );
  const server = useServerSearch(searched, unloaded, loaded);
  const failed = server instanceof Error ? server : undefined;
  const { found, more } = server && !(server instanceof Error) ? mergeSearches(local, server) : NOTHING;
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
          ? failed
            ? fill(t.failed, { message: failed.message })
            : !server
              ? t.searching
              : found.length === 0
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
                  {place.pointer ? ` › ${placeWords(files, place.file, place.pointer)}` : ''}
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
