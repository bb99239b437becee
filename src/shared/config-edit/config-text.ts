/**
 * The text of a config file as people keep it, after an edit: "$schema" first, keys in the order of
 * the schema, two-space indent, a final newline, and nothing else changed. An existing file is edited
 * in place (jsonc-parser computes the smallest text edits for each changed value), so the parts an
 * edit did not touch keep their exact form; a new file is written whole. The editor's server writes
 * these texts, and the editor itself computes the same ones to place each problem at its line.
 */
import { applyEdits, findNodeAtLocation, modify, parseTree, type FormattingOptions } from 'jsonc-parser';
import { childSchema, declaredKeys, type SchemaNode, type SchemaSet } from './schema-walk.ts';

const FORMATTING: FormattingOptions = { insertSpaces: true, tabSize: 2, eol: '\n' };

/**
 * Each edit in place reads the whole text again: past this many keys added to one object (or entries
 * rewritten in one list), the object or list is written whole in one edit instead (a paste, a
 * generated file; 6,000 new keys took a minute key by key).
 */
const MANY_EDITS = 50;
/** The library formats an inserted value token by token, each time over the whole text: a larger one is written whole. */
const LARGE_VALUE = 2048;

type Path = (string | number)[];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep equality of JSON values (key order does not matter). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameJson(a[key], b[key]));
  }
  return false;
}

/** The keys of an object in file order: "$schema" first, then the schema's order, then any others as they were. */
function keyOrder(schemas: SchemaSet, node: SchemaNode | undefined, value: Record<string, unknown>): string[] {
  const declared = node ? declaredKeys(schemas, node, value) : [];
  const present = Object.keys(value);
  const known = declared.filter((key) => key in value && key !== '$schema');
  return [
    ...(present.includes('$schema') ? ['$schema'] : []),
    ...known,
    ...present.filter((key) => key !== '$schema' && !known.includes(key)),
  ];
}

/** A value with the keys of every object in file order. */
export function ordered(schemas: SchemaSet, node: SchemaNode | undefined, value: unknown): unknown {
  if (Array.isArray(value))
    return value.map((item, index) => ordered(schemas, node && childSchema(schemas, node, value, index), item));
  if (!isObject(value)) return value;
  return Object.fromEntries(
    keyOrder(schemas, node, value).map((key) => [
      key,
      ordered(schemas, node && childSchema(schemas, node, value, key), value[key]),
    ]),
  );
}

/**
 * A value as JSON keeps it: a property left `undefined` (a field emptied in a form) is no property,
 * a list entry left `undefined` is null. The file is JSON, and so is every value compared with it.
 */
function asJson(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}

/** The text of a new file. */
export function newFileText(schemas: SchemaSet, node: SchemaNode, value: unknown): string {
  return `${JSON.stringify(ordered(schemas, node, asJson(value)), null, 2)}\n`;
}

/** The file's text after the change from `before` (the value of `text`) to `after`. */
export function editedFileText(
  schemas: SchemaSet,
  node: SchemaNode,
  text: string,
  before: unknown,
  after: unknown,
): string {
  let result = text;
  const set = (
    path: Path,
    value: unknown,
    options: Parameters<typeof modify>[3] = { formattingOptions: FORMATTING },
  ) => {
    if (value !== undefined && JSON.stringify(value).length > LARGE_VALUE) {
      // A placeholder where the value goes, then the value written whole over it.
      result = applyEdits(result, modify(result, path, null, options));
      replace(path, value);
      return;
    }
    result = applyEdits(result, modify(result, path, value, options));
  };
  // A value written whole, indented where it stands, in one edit (the library would format it token by token).
  const replace = (path: Path, value: unknown) => {
    const node = findNodeAtLocation(parseTree(result)!, path);
    if (!node) {
      result = applyEdits(result, modify(result, path, value, { formattingOptions: FORMATTING }));
      return;
    }
    const lineStart = result.lastIndexOf('\n', node.offset - 1) + 1;
    const indent = /^[ \t]*/.exec(result.slice(lineStart, node.offset))![0];
    const written = JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);
    result = result.slice(0, node.offset) + written + result.slice(node.offset + node.length);
  };

  const change = (path: Path, schema: SchemaNode | undefined, from: unknown, to: unknown) => {
    if (sameJson(from, to)) return;
    if (isObject(from) && isObject(to)) {
      const order = keyOrder(schemas, schema, to);
      const removed = Object.keys(from).filter((key) => !(key in to));
      if (removed.length + order.filter((key) => !(key in from)).length > MANY_EDITS) {
        replace(path, ordered(schemas, schema, to));
        return;
      }
      for (const key of removed) set([...path, key], undefined);
      for (const [position, key] of order.entries()) {
        const child = schema && childSchema(schemas, schema, to, key);
        if (key in from) {
          change([...path, key], child, from[key], to[key]);
        } else {
          // A new key goes after the keys that come before it in file order.
          const before = new Set(order.slice(0, position));
          set([...path, key], ordered(schemas, child, to[key]), {
            formattingOptions: FORMATTING,
            getInsertionIndex: (keys) => keys.filter((existing) => before.has(existing)).length,
          });
        }
      }
      return;
    }
    if (Array.isArray(from) && Array.isArray(to)) {
      changeList(path, schema, from, to);
      return;
    }
    set(path, ordered(schemas, schema, to));
  };

  // Lists: what stays the same at the start and the end is left alone; in between, one entry edited
  // in place is changed value by value, anything else (a move, an insertion) is rewritten entry by entry.
  const changeList = (path: Path, schema: SchemaNode | undefined, from: unknown[], to: unknown[]) => {
    let start = 0;
    while (start < from.length && start < to.length && sameJson(from[start], to[start])) start++;
    let end = 0;
    while (
      end < from.length - start &&
      end < to.length - start &&
      sameJson(from[from.length - 1 - end], to[to.length - 1 - end])
    )
      end++;
    const oldCount = from.length - start - end;
    const newCount = to.length - start - end;
    const entrySchema = (index: number) => schema && childSchema(schemas, schema, to, index);
    if (oldCount === 1 && newCount === 1) {
      change([...path, start], entrySchema(start), from[start], to[start]);
      return;
    }
    if (Math.max(oldCount, newCount) > MANY_EDITS) {
      replace(path, ordered(schemas, schema, to));
      return;
    }
    const common = Math.min(oldCount, newCount);
    for (let index = start; index < start + common; index++)
      set([...path, index], ordered(schemas, entrySchema(index), to[index]));
    for (let index = start + oldCount - 1; index >= start + common; index--) set([...path, index], undefined);
    for (let index = start + common; index < start + newCount; index++) {
      set([...path, index], ordered(schemas, entrySchema(index), to[index]), {
        formattingOptions: FORMATTING,
        isArrayInsertion: true,
      });
    }
  };

  change([], node, asJson(before), asJson(after));
  return result;
}
