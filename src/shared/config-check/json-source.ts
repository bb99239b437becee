/**
 * Parses a config file strictly (plain JSON, no comments or trailing commas) and keeps its syntax
 * tree, so that every problem can be reported at a line and column. The command line, the visual
 * editor and the publish step read files through this one parser, so they agree on every place.
 */
import { pointerSegment, pointerSegments } from '../json-pointer.ts';
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

export { pointerSegment, pointerSegments };

export interface JsonSource {
  /** The file's path: inside the config directory for the checks of src/shared/config-check/. */
  file: string;
  text: string;
  tree: Node | undefined;
  value: unknown;
}

export interface Problem {
  file: string;
  line: number;
  column: number;
  pointer: string;
  message: string;
  hint?: string;
  /** The property a "missing property" problem is about: the visual editor shows it at that field. */
  property?: string;
  /** A warning is printed but does not fail the check. */
  severity?: 'warning';
}

/** The parsed file, or the places where it is not valid JSON. */
export function parseJsonSource(file: string, text: string): { source?: JsonSource; problems: Problem[] } {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (errors.length > 0) {
    const starts = lineStarts(text);
    const problems = errors.map((error) => {
      const { line, column } = lineColumnAt(starts, error.offset);
      return {
        file,
        line,
        column,
        pointer: '',
        message: `not valid JSON: ${describeParseError(printParseErrorCode(error.error))}`,
        hint: 'check the quotes, commas and brackets around this place',
      };
    });
    return { problems };
  }
  return { source: { file, text, tree, value: JSON.parse(text) as unknown }, problems: [] };
}

function describeParseError(code: string): string {
  const words: Record<string, string> = {
    CommaExpected: 'a comma is missing',
    ColonExpected: 'a colon is missing',
    PropertyNameExpected: 'a property name in double quotes was expected',
    ValueExpected: 'a value was expected',
    CloseBraceExpected: 'a closing } is missing',
    CloseBracketExpected: 'a closing ] is missing',
    EndOfFileExpected: 'there is text after the end of the JSON',
    InvalidCommentToken: 'comments are not allowed in JSON',
    UnexpectedEndOfComment: 'comments are not allowed in JSON',
    UnexpectedEndOfString: 'a string is not closed',
    InvalidSymbol: 'unexpected character',
    InvalidEscapeCharacter: 'invalid escape in a string',
    InvalidCharacter: 'invalid character in a string',
  };
  return words[code] ?? code;
}

/** Where each line of a text starts (offsets), found in one pass: then any offset's line is a binary search. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

/** Line and column (both from 1) of an offset, by the text's line starts. */
export function lineColumnAt(starts: readonly number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = starts.length - 1;
  // The last line that starts at or before the offset.
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - starts[low]! + 1 };
}

/** Line and column (both from 1) of an offset into the text (for one offset; many go through lineStarts once). */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  return lineColumnAt(lineStarts(text.slice(0, offset)), offset);
}

/** Each source's line starts, found once, on its first problem (a file with thousands of problems scans its text once). */
const sourceLines = new WeakMap<JsonSource, number[]>();

function linesOf(source: JsonSource): number[] {
  let starts = sourceLines.get(source);
  if (!starts) sourceLines.set(source, (starts = lineStarts(source.text)));
  return starts;
}

/** Each object's properties by name (the first of a repeated name), indexed once per object. */
const objectProperties = new WeakMap<Node, Map<unknown, Node>>();

function propertiesOf(object: Node): Map<unknown, Node> {
  let properties = objectProperties.get(object);
  if (!properties) {
    properties = new Map();
    for (const child of object.children ?? []) {
      const name = child.children?.[0]?.value as unknown;
      if (!properties.has(name)) properties.set(name, child);
    }
    objectProperties.set(object, properties);
  }
  return properties;
}

/** Where a JSON pointer points in the file; with `key`, the position of that property's name. */
export function locate(source: JsonSource, pointer: string, key?: string): { line: number; column: number } {
  let node = source.tree ? findNodeAtLocation(source.tree, pointerSegments(pointer)) : undefined;
  if (node && key !== undefined && node.type === 'object') {
    const property = propertiesOf(node).get(key);
    if (property) node = property;
  }
  return lineColumnAt(linesOf(source), node?.offset ?? 0);
}

/** A problem at the value a JSON pointer names (with `key`, at that property's name). */
export function problemAt(source: JsonSource, pointer: string, message: string, hint?: string, key?: string): Problem {
  const { line, column } = locate(source, pointer, key);
  return {
    file: source.file,
    line,
    column,
    pointer: key === undefined ? pointer : `${pointer}/${key}`,
    message,
    ...(hint ? { hint } : {}),
  };
}

/** Whether the problem fails the check (a warning does not). */
export function isError(problem: Problem): boolean {
  return problem.severity !== 'warning';
}

/** The line `npm run validate` prints for a problem, its file relative to `relativeTo`. */
export function formatProblem(problem: Problem, relativeTo: string): string {
  const file = problem.file.startsWith(relativeTo + '/') ? problem.file.slice(relativeTo.length + 1) : problem.file;
  const hint = problem.hint ? `  (${problem.hint})` : '';
  const warning = problem.severity === 'warning' ? 'warning: ' : '';
  return `${file}:${problem.line}:${problem.column}  ${problem.pointer || '/'}  ${warning}${problem.message}${hint}`;
}
