// The search over everything the editor lists: every text and number of every file of the draft
// (src/shared/config-search.ts), each found value with the file and the place it is at, so the
// editor can open that file at that field. The articles the editor has not loaded (only their list
// entry is held) are searched by the server (POST /api/search) and both answers merged. An amount of
// money is searched as the visitor reads it ("$78.75"), in the site's locale.
import { pointerSegments } from '../../shared/config-check/json-source.ts';
import { searchFiles, type NumberAsShown, type SearchAnswer } from '../../shared/config-search.ts';
import type { DraftFile } from './draft.ts';
import { placeOf, valueWords } from './history-words.ts';

export { SEARCH_LIMIT, SEARCH_MIN_LENGTH, type Found } from '../../shared/config-search.ts';

/** Each file value's numbers as shown, by pointer: immer keeps an unchanged file the same object, so they are worked out once. */
const shownNumbers = new WeakMap<object, Map<string, string | undefined>>();

/** The numbers of the draft's files as the visitor reads them: an amount of money with its currency. */
export function moneyAsShown(files: Record<string, DraftFile>, locale: string): NumberAsShown {
  return (path, pointer, value) => {
    const file = files[path];
    if (file?.kind !== 'json') return undefined;
    let known = shownNumbers.get(file.value);
    if (!known) shownNumbers.set(file.value, (known = new Map()));
    const key = `${locale}\n${pointer}`;
    if (!known.has(key)) {
      const { currency } = placeOf(path, file.value, pointerSegments(pointer));
      known.set(key, currency === undefined ? undefined : valueWords(value, file.value, currency, locale));
    }
    return known.get(key);
  };
}

/**
 * The places of the draft's files whose text holds every word of the query (any case), in file
 * order; `skip` names files not searched here (the articles held only as their list entry).
 */
export function searchDraft(
  files: Record<string, DraftFile>,
  query: string,
  skip: (path: string) => boolean = () => false,
  locale?: string,
): SearchAnswer {
  return searchFiles(
    Object.keys(files).filter((path) => !skip(path)),
    (path) => {
      const file = files[path]!;
      return file.kind === 'json' ? file.value : undefined;
    },
    query,
    locale === undefined ? undefined : moneyAsShown(files, locale),
  );
}
