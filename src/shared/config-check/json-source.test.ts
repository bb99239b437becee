// Line and column of a problem, from the line index a file gets once: the same places as counting
// from the start of the text, for every offset.
import { describe, expect, it } from 'vitest';
import { lineColumn, lineColumnAt, lineStarts, locate, parseJsonSource } from './json-source.ts';

/** Counting from the start, character by character: the meaning of "line and column". */
function counted(text: string, offset: number) {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++)
    if (text[i] === '\n') {
      line++;
      start = i + 1;
    }
  return { line, column: offset - start + 1 };
}

describe('the line index', () => {
  it('gives every offset the line and column counting would', () => {
    for (const text of ['', 'one line', '\n', 'a\nbb\n\nccc\n', '{\n  "a": 1,\r\n  "b": [\n\n  ]\n}\n', '\n\n\nx']) {
      const starts = lineStarts(text);
      for (let offset = 0; offset <= text.length; offset++) {
        expect(lineColumnAt(starts, offset), JSON.stringify([text, offset])).toEqual(counted(text, offset));
        expect(lineColumn(text, offset)).toEqual(counted(text, offset));
      }
    }
  });

  it('places each of thousands of unknown properties at its own line', () => {
    const value = Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`unknown${i}`, i]));
    const text = JSON.stringify({ title: 'x', extra: value }, null, 2);
    const { source } = parseJsonSource('pages/big.json', text);
    for (const i of [0, 1, 1500, 2999])
      expect(locate(source!, '/extra', `unknown${i}`)).toEqual({ line: i + 4, column: 5 });
  });
});
