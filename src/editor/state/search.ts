// The search over everything the editor lists: every text and number of every file of the draft
// (src/shared/config-search.ts), each found value with the file and the place it is at, so the
// editor can open that file at that field. The articles the editor has not loaded (only their list
// entry is held) are searched by the server (POST /api/search) and both answers merged. An amount of
// money is searched as the visitor reads it ("$78.75") when the caller says how (moneyAsShown).
import { searchFiles, type NumberAsShown, type SearchAnswer } from '../../shared/config-search.ts';
import type { DraftFile } from './draft.ts';

export { SEARCH_LIMIT, SEARCH_MIN_LENGTH, type Found } from '../../shared/config-search.ts';

/**
 * The places of the draft's files whose text holds every word of the query (any case), in file
 * order; `skip` names files not searched here (the articles held only as their list entry).
 */
export function searchDraft(
  files: Record<string, DraftFile>,
  query: string,
  skip: (path: string) => boolean = () => false,
  asShown?: NumberAsShown,
): SearchAnswer {
  return searchFiles(
    Object.keys(files).filter((path) => !skip(path)),
    (path) => {
      const file = files[path]!;
      return file.kind === 'json' ? file.value : undefined;
    },
    query,
    asShown,
  );
}
