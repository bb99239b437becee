// react-jsonschema-form hands back an empty object for an optional object field the marketer never
// touched when the field's schema has conditions (an image: described, or marked decorative). Saved,
// that {} would be a picture without a file, a size or a description: problems the marketer did not
// make. What the form added empty, where the value had nothing, is taken out again.

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `after` without the empty objects it has where `before` had no value; the rest as it is. */
export function withoutAddedEmptyObjects(before: unknown, after: unknown): unknown {
  if (Array.isArray(after))
    return after.map((entry, index) =>
      withoutAddedEmptyObjects(Array.isArray(before) ? before[index] : undefined, entry),
    );
  if (!isObject(after)) return after;
  const earlier = isObject(before) ? before : {};
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (isObject(value) && Object.keys(value).length === 0 && earlier[key] === undefined) continue;
    kept[key] = withoutAddedEmptyObjects(earlier[key], value);
  }
  return kept;
}
