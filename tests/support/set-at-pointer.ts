// A test's edit of a parsed config file: the value at a JSON pointer set in place (the property
// tests of the check edit random leaves of the files this way). Nothing is set where the pointer's
// parent is not an object or array.
import { pointerSegments } from '../../src/shared/config-check/json-source.ts';

export function setAtPointer(value: unknown, pointer: string, by: unknown): void {
  const keys = pointerSegments(pointer);
  if (keys.length === 0) return;
  let node = value as Record<string | number, unknown>;
  for (const key of keys.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return;
    node = node[key] as Record<string | number, unknown>;
  }
  if (node !== null && typeof node === 'object') node[keys.at(-1)!] = by;
}
