// A value computed on every render that is most often equal to the last one (the link targets of a
// site of 2,000 articles): the last object is kept while the new one equals it, so what compares
// props by identity first (react-jsonschema-form compares its formContext deeply on every field's
// render) finds it unchanged at once.
import { useState } from 'react';
import { sameJson } from '../../shared/config-edit/config-text.ts';

export function useSameValue<T>(value: T): T {
  const [kept, setKept] = useState(value);
  if (kept === value || sameJson(kept, value)) return kept;
  // React's pattern for a value derived from the previous render's: set during render, rendered again at once.
  setKept(value);
  return value;
}
