// Which file forms are shown folded (FoldedParts.tsx), apart from the form code, which loads later.

/** Files with more values than this are shown folded; smaller ones whole. */
export const FOLD_ABOVE_VALUES = 60;

/** How many values (texts, numbers, booleans) a piece of JSON holds. */
export function valueCount(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + valueCount(item), 0);
  if (value !== null && typeof value === 'object')
    return Object.values(value).reduce((sum: number, item) => sum + valueCount(item), 0);
  return 1;
}
