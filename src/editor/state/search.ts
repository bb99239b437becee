// The search over everything the editor lists: every text and number of every file of the draft
// (titles, headings, texts, prices, questions, paths), each found value with the file and the place
// it is at, so the editor can open that file at that field.
import { pointerSegment } from '../../shared/config-check/json-source.ts';
import type { DraftFile } from './draft.ts';

export interface Found {
  file: string;
  pointer: string;
  /** The value found, as text. */
  value: string;
}

/** Fewer letters find too much to read. */
export const SEARCH_MIN_LENGTH = 2;
/** A search lists this many places at most; more means the words should be more precise. */
export const SEARCH_LIMIT = 40;

function* leaves(value: unknown, pointer: string): Generator<{ pointer: string; value: string }> {
  if (typeof value === 'string') yield { pointer, value };
  else if (typeof value === 'number') yield { pointer, value: String(value) };
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* leaves(item, `${pointer}/${index}`);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      if (key !== '$schema') yield* leaves(item, `${pointer}/${pointerSegment(key)}`);
}

/** The places whose text holds every word of the query (any case), in file order. */
export function searchDraft(files: Record<string, DraftFile>, query: string): { found: Found[]; more: boolean } {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (query.trim().length < SEARCH_MIN_LENGTH) return { found: [], more: false };
  const found: Found[] = [];
  for (const file of Object.keys(files).sort()) {
    const draft = files[file]!;
    if (draft.kind !== 'json') continue;
    for (const leaf of leaves(draft.value, '')) {
      const lower = leaf.value.toLowerCase();
      if (!words.every((word) => lower.includes(word))) continue;
      if (found.length === SEARCH_LIMIT) return { found, more: true };
      found.push({ file, ...leaf });
    }
  }
  return { found, more: false };
}
