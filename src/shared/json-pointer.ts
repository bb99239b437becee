// JSON pointers (RFC 6901), with no parser behind them: the site's browser code reads translations by
// pointer too, and must not carry the config checker's JSON parser.

/** One property name as a segment of a JSON pointer: ~ and / escaped. */
export function pointerSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The parts of a JSON pointer, array indexes as numbers. */
export function pointerSegments(pointer: string): (string | number)[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
