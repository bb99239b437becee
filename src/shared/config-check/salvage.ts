// What of a file that fails its schema the cross-reference pass can still read, so that a marketer
// sees every problem at once: an empty heading in one section must not hide a dead link in the next
// (issue 27), nor in the same section (issue 40). The checks between files read values of the shape
// their schema promises (a list is a list). A schema error that leaves that shape alone (a text too
// short or not in its pattern, a number out of range, a value not among the choices, an unknown
// property) does not keep the file from them. A missing property (an emptied field: the editor
// leaves an empty text out) leaves the rest of its object as it was: the checks read the object
// without it (`lenient`), and only if one of them trips over the gap are the entries holding missing
// properties taken away as well (`strict`). An error that breaks the shape (a wrong type, no branch
// of a choice) takes away the nearest list entry that holds it, the rest of the list kept; where no
// list entry holds it, the file stays out, as a file that does not parse does. The problems found in
// a salvaged value are then placed back at their places in the file as written (relocate).
import type { ErrorObject } from 'ajv';
import { locate, pointerSegment, pointerSegments, type JsonSource, type Problem } from './json-source.ts';

/**
 * Keywords whose failure leaves the value's shape as the schema promises it. Any other keyword
 * (type, required, oneOf, anyOf, not, minItems, …) counts as breaking it. "if" only reports that its
 * "then" failed; the errors of the "then" are listed on their own.
 */
const SHAPE_KEEPING = new Set([
  'if',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'additionalProperties',
  'unevaluatedProperties',
  'propertyNames',
]);

export interface Salvage {
  /** The file with the value the checks may read: the objects that lack a property kept without it. */
  source: JsonSource;
  /** The value as written, entries taken away included: for the names other files point at (see ConfigSet.asWritten). */
  written: unknown;
  /** Pointers (in the file as written) of the list entries taken away. */
  removed: string[];
  /** Original pointer of a list that lost entries -> the original indexes of the entries it kept. */
  kept: Map<string, number[]>;
  /**
   * The same, but without the list entries that lack a required property either: for when a check
   * trips over a missing property (undefined when nothing is missing, or when then nothing can be read).
   */
  strict?: Salvage;
}

/** The pointer of the nearest list entry that holds the place (the place itself included), if any. */
function enclosingEntry(value: unknown, pointer: string): string | undefined {
  const segments = pointerSegments(pointer);
  let entry: number | undefined;
  let node = value;
  segments.forEach((segment, depth) => {
    if (Array.isArray(node) && typeof segment === 'number') entry = depth;
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
  });
  if (entry === undefined) return undefined;
  return segments
    .slice(0, entry + 1)
    .map((segment) => `/${pointerSegment(String(segment))}`)
    .join('');
}

/** A copy of the value without the list entries at the given pointers. */
function withoutEntries(value: unknown, removed: Set<string>, kept: Map<string, number[]>, pointer = ''): unknown {
  if (Array.isArray(value)) {
    const indexes = value.map((_, index) => index).filter((index) => !removed.has(`${pointer}/${index}`));
    if (indexes.length < value.length) kept.set(pointer, indexes);
    return indexes.map((index) => withoutEntries(value[index], removed, kept, `${pointer}/${index}`));
  }
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        withoutEntries(child, removed, kept, `${pointer}/${pointerSegment(key)}`),
      ]),
    );
  return value;
}

/** The entries an error takes away, or undefined when one is in no list entry (nothing can be read). */
function entriesTakenAway(source: JsonSource, errors: readonly ErrorObject[]): Set<string> | undefined {
  const removed = new Set<string>();
  for (const error of errors) {
    if (SHAPE_KEEPING.has(error.keyword)) continue;
    const entry = enclosingEntry(source.value, error.instancePath);
    if (entry === undefined) return undefined;
    removed.add(entry);
  }
  return removed;
}

function readable(source: JsonSource, removed: Set<string>): Salvage {
  const kept = new Map<string, number[]>();
  const value = removed.size === 0 ? source.value : withoutEntries(source.value, removed, kept);
  return { source: { ...source, value }, written: source.value, removed: [...removed], kept };
}

/** What the cross-reference pass may read of a file with these schema errors, or undefined if nothing. */
export function salvage(source: JsonSource, errors: readonly ErrorObject[]): Salvage | undefined {
  const missing = errors.filter((error) => error.keyword === 'required');
  const strictRemoved = entriesTakenAway(source, errors);
  if (missing.length === 0) return strictRemoved && readable(source, strictRemoved);
  const lenientRemoved = entriesTakenAway(
    source,
    errors.filter((error) => error.keyword !== 'required'),
  );
  if (!lenientRemoved) return undefined;
  const lenient = readable(source, lenientRemoved);
  return strictRemoved ? { ...lenient, strict: readable(source, strictRemoved) } : lenient;
}

/** The pointer in the file as written of a place in the salvaged value. */
function originalPointer(salvaged: Salvage, pointer: string): string {
  let original = '';
  for (const segment of pointerSegments(pointer)) {
    const indexes = salvaged.kept.get(original);
    const step = indexes && typeof segment === 'number' ? (indexes[segment] ?? segment) : segment;
    original += `/${pointerSegment(String(step))}`;
  }
  return original;
}

/** A problem found in the salvaged value, at its place in the file as written. */
export function relocate(salvaged: Salvage, problem: Problem): Problem {
  if (salvaged.kept.size === 0) return problem;
  const pointer = originalPointer(salvaged, problem.pointer);
  if (pointer === problem.pointer) return problem;
  return { ...problem, pointer, ...locate(salvaged.source, pointer) };
}
