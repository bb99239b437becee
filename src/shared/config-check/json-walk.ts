import { pointerSegment } from './json-source.ts';

/** Visits every value of a parsed JSON document with its JSON pointer and its property name (or index). */
export function walkJson(
  value: unknown,
  visit: (pointer: string, key: string, value: unknown) => void,
  pointer = '',
): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      visit(`${pointer}/${index}`, String(index), item);
      walkJson(item, visit, `${pointer}/${index}`);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const childPointer = `${pointer}/${pointerSegment(key)}`;
      visit(childPointer, key, child);
      walkJson(child, visit, childPointer);
    }
  }
}
