// The search over every text and number of the config's files (titles, headings, texts, prices,
// questions, paths): each found value with the file and the place it is at. One module for both
// sides: the editor searches the files it holds (src/editor/state/search.ts), the editor's server the
// saved articles the editor has not loaded (the route POST /api/search), and the two answers merge
// into the one a search of every file gives.
import { pointerSegment } from './config-check/json-source.ts';

export interface Found {
  file: string;
  pointer: string;
  /** The value found, as text. */
  value: string;
}

export interface SearchAnswer {
  found: Found[];
  /** More places hold the words than are listed. */
  more: boolean;
}

/** Fewer letters find too much to read. */
export const SEARCH_MIN_LENGTH = 2;
/** Longer queries are no search a marketer types. */
export const SEARCH_MAX_LENGTH = 200;
/** A search lists this many places at most; more means the words should be more precise. */
export const SEARCH_LIMIT = 40;

/**
 * A number of a file as the visitor reads it (a price as "$78.75"), or undefined to search it as
 * written (78.75). The editor knows which numbers are amounts of money (their schema's "x-money").
 */
export type NumberAsShown = (file: string, pointer: string, value: number) => string | undefined;

function* leaves(
  value: unknown,
  pointer: string,
  asShown: (pointer: string, value: number) => string | undefined,
): Generator<{ pointer: string; value: string; written?: string }> {
  if (typeof value === 'string') yield { pointer, value };
  else if (typeof value === 'number') {
    const shown = asShown(pointer, value);
    yield shown === undefined ? { pointer, value: String(value) } : { pointer, value: shown, written: String(value) };
  } else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* leaves(item, `${pointer}/${index}`, asShown);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      if (key !== '$schema') yield* leaves(item, `${pointer}/${pointerSegment(key)}`, asShown);
}

const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The places whose text holds every word of the query (any case), in file order: `files` gives each
 * file's parsed value (undefined: not JSON, not searched). A number is searched as the visitor reads
 * it when `asShown` says how (a price found by "$78.75"), and as written besides (by "78.75").
 */
export function searchFiles(
  paths: Iterable<string>,
  valueOf: (path: string) => unknown,
  query: string,
  asShown: NumberAsShown = () => undefined,
): SearchAnswer {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (query.trim().length < SEARCH_MIN_LENGTH) return { found: [], more: false };
  const found: Found[] = [];
  for (const file of [...paths].sort(byPath)) {
    const value = valueOf(file);
    if (value === undefined) continue;
    for (const { pointer, value: text, written } of leaves(value, '', (at, number) => asShown(file, at, number))) {
      const holds = (words: string[], lower: string) => words.every((word) => lower.includes(word));
      if (!holds(words, text.toLowerCase()) && (written === undefined || !holds(words, written))) continue;
      if (found.length === SEARCH_LIMIT) return { found, more: true };
      found.push({ file, pointer, value: text });
    }
  }
  return { found, more: false };
}

/**
 * Two answers over files that are not the same (the files the editor holds, the articles only the
 * server read) as the one answer of a search over all of them: each lists its first places in file
 * order, so the first SEARCH_LIMIT of both in file order are the first of all.
 */
export function mergeSearches(a: SearchAnswer, b: SearchAnswer): SearchAnswer {
  const merged: Found[] = [];
  let i = 0;
  let j = 0;
  while (i < a.found.length || j < b.found.length) {
    const left = a.found[i];
    const right = b.found[j];
    // Within one file the order is its own: files never interleave, as no file is in both answers.
    if (right === undefined || (left !== undefined && byPath(left.file, right.file) <= 0)) {
      merged.push(left!);
      i++;
    } else {
      merged.push(right);
      j++;
    }
  }
  return {
    found: merged.slice(0, SEARCH_LIMIT),
    more: a.more || b.more || merged.length > SEARCH_LIMIT,
  };
}
