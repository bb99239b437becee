// A published version's changes told in the marketer's words, field by field: "Bug Reporting &
// Fixes: Price 42 → 45", each field named by its schema's title and each list entry by its own
// name, instead of a diff of JSON lines. An amount of money (a field marked "x-money" in its schema)
// shows as the site shows it, with its currency in the site's locale ("$42 → $45").
import { kindOf } from '../../shared/config-check/config-layout.ts';
import { pointerSegments } from '../../shared/config-check/json-source.ts';
import type { NumberAsShown } from '../../shared/config-search.ts';
import type { DraftFile } from './draft.ts';
import { childSchema, resolveRef, schemaFile, type SchemaNode } from '../../shared/config-edit/schema-walk.ts';
import { entryName } from '../schema-form/ui-schema.ts';
import { currencyPointer, formatPrice } from '../../shared/money.ts';
import { fill, text } from '../strings.ts';
import { schemaSet } from './check-draft.ts';

const MAX_VALUE = 70;
const MAX_LINES = 30;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parsed(textOfFile: string | null): unknown {
  if (textOfFile === null) return undefined;
  try {
    return JSON.parse(textOfFile) as unknown;
  } catch {
    return undefined;
  }
}

/** A string keyword of the schema, or of the schemas it refers to. */
function keywordOf(node: SchemaNode | undefined, keyword: string): string | undefined {
  let current = node;
  for (let depth = 0; current && depth < 8; depth++) {
    const value = current.schema[keyword];
    if (typeof value === 'string') return value;
    const ref = current.schema.$ref;
    current = typeof ref === 'string' ? resolveRef(schemaSet, current, ref) : undefined;
  }
  return undefined;
}

const titleOf = (node: SchemaNode | undefined) => keywordOf(node, 'title');

/** The value at a JSON pointer of a file ("/currency", or "/sections/3/currency" inside a list's entry). */
function atPointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const step of pointerSegments(pointer))
    node = Array.isArray(node) && typeof step === 'number' ? node[step] : isObject(node) ? node[step] : undefined;
  return node;
}

/** Writes an amount of money of the file with the currency its "x-money" pointer names, if it can. */
type Money = (amount: number, currencyAt: string) => string | undefined;

function moneyOf(file: unknown, locale: string): Money {
  return (amount, currencyAt) => {
    const currency = atPointer(file, currencyAt);
    if (typeof currency !== 'string') return undefined;
    try {
      return formatPrice(amount, currency, locale);
    } catch {
      // A currency code or locale being typed (not one Intl knows): the plain number says it.
      return undefined;
    }
  };
}

/** A value as the sentence shows it: a text in quotes (shortened), a number or yes/no as is. */
function shown(value: unknown, money: Money, currencyAt: string | undefined): string {
  if (value === undefined) return text.historyWords.nothing;
  if (typeof value === 'number' && currencyAt !== undefined) {
    const amount = money(value, currencyAt);
    if (amount !== undefined) return amount;
  }
  if (typeof value === 'string') return `“${value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE - 1)}…` : value}”`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return entryName(value) ? `“${entryName(value)}”` : text.historyWords.aGroup;
}

interface Change {
  /** Where: the names of the entries and fields leading to it. */
  place: string[];
  /** Where, as a JSON pointer into the file (a review's comment names the field by it). */
  pointer: string;
  from: unknown;
  to: unknown;
  /** Where the file names the currency, for an amount of money. */
  currency?: string;
}

/** A key as a JSON pointer writes it. */
const escaped = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

function walk(
  node: SchemaNode | undefined,
  before: unknown,
  after: unknown,
  place: string[],
  out: Change[],
  pointer = '',
): void {
  if (out.length > MAX_LINES) return;
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (key === '$schema') continue;
      const child = node && childSchema(schemaSet, node, after, key);
      walk(child, before[key], after[key], [...place, titleOf(child) ?? key], out, `${pointer}/${escaped(key)}`);
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.every((item) => isObject(item))) {
    const list = titleOf(node) ?? '';
    for (let index = 0; index < Math.max(before.length, after.length); index++) {
      const entry = after[index] ?? before[index];
      const child = node && childSchema(schemaSet, node, after, index);
      const name = entryName(entry) ?? fill(text.historyWords.entry, { list, number: index + 1 });
      const parent = place.slice(0, -1);
      walk(child, before[index], after[index], [...parent, name], out, `${pointer}/${index}`);
    }
    return;
  }
  const money = keywordOf(node, 'x-money');
  const currency = money === undefined ? undefined : currencyPointer(pointer, money);
  out.push({ place, pointer, from: before, to: after, ...(currency === undefined ? {} : { currency }) });
}

/** One line of a file's change, with the field it is about (a JSON pointer; "" the whole file). */
export interface ChangeEntry {
  line: string;
  pointer: string;
}

/**
 * The lines that tell a file's change, at most a few dozen, each with its field.
 * @param locale the site's (en-US), in which amounts of money are written
 */
export function changeEntries(
  path: string,
  before: string | null,
  after: string | null,
  locale: string,
): ChangeEntry[] {
  const kind = kindOf(path);
  const node = kind ? schemaFile(schemaSet, kind.schema) : undefined;
  if (before === null) return [{ line: text.historyWords.fileAdded, pointer: '' }];
  if (after === null) return [{ line: text.historyWords.fileRemoved, pointer: '' }];
  const changes: Change[] = [];
  const [old, next] = [parsed(before), parsed(after)];
  walk(node, old, next, [], changes);
  // Each amount in the currency of its side of the change.
  const [moneyBefore, moneyAfter] = [moneyOf(old, locale), moneyOf(next, locale)];
  const entries = changes.map((change) => ({
    line: fill(text.historyWords.line, {
      place: change.place.filter(Boolean).join(' › ') || path,
      from: shown(change.from, moneyBefore, change.currency),
      to: shown(change.to, moneyAfter, change.currency),
    }),
    pointer: change.pointer,
  }));
  return changes.length > MAX_LINES
    ? [...entries.slice(0, MAX_LINES), { line: text.historyWords.more, pointer: '' }]
    : entries;
}

/**
 * The lines that tell a file's change, at most a few dozen.
 * @param locale the site's (en-US), in which amounts of money are written
 */
export function changeLines(path: string, before: string | null, after: string | null, locale: string): string[] {
  return changeEntries(path, before, after, locale).map((entry) => entry.line);
}

/** Where a value of a file is, in the marketer's words: each field by its title, each list entry by its name ("Bug Reporting & Fixes › Price"), and the pointer of its currency when it is an amount of money. */
export function placeOf(
  path: string,
  root: unknown,
  steps: readonly (string | number | { id: string })[],
): { place: string; currency?: string } {
  const kind = kindOf(path);
  let node = kind ? schemaFile(schemaSet, kind.schema) : undefined;
  let value = root;
  let place: string[] = [];
  /** The value's own JSON pointer, step by step (a relative "x-money" is read from it). */
  let pointer = '';
  for (const step of steps) {
    const index =
      typeof step === 'object' && Array.isArray(value)
        ? value.findIndex((entry) => isObject(entry) && entry.id === step.id)
        : step;
    const key = typeof index === 'object' ? index.id : index;
    pointer += `/${escaped(key)}`;
    const child = node && childSchema(schemaSet, node, value, key);
    const entry: unknown = Array.isArray(value)
      ? value[key as number]
      : isObject(value)
        ? value[key as string]
        : undefined;
    // (A list the draft does not hold, the text of an article held as its list entry, is a list all the same.)
    if (Array.isArray(value) || (value === undefined && typeof key === 'number')) {
      // An entry takes the place of its list's name, as the history says it.
      const list = place.at(-1) ?? '';
      const name =
        entryName(entry) ??
        (typeof step === 'object' ? step.id : fill(text.historyWords.entry, { list, number: Number(key) + 1 }));
      place = [...place.slice(0, -1), name];
    } else place = [...place, titleOf(child) ?? String(key)];
    node = child;
    value = entry;
  }
  const money = keywordOf(node, 'x-money');
  const currency = money === undefined ? undefined : currencyPointer(pointer, money);
  return { place: place.filter(Boolean).join(' › ') || path, ...(currency === undefined ? {} : { currency }) };
}

/** A value as the marketer reads it beside another: a text whole, an amount as the site shows it, (nothing) for a removed one. */
export function valueWords(value: unknown, file: unknown, currency: string | undefined, locale: string): string {
  if (typeof value === 'string') return value;
  if (value !== undefined && !isObject(value) && !Array.isArray(value))
    return shown(value, moneyOf(file, locale), currency);
  if (value === undefined) return text.historyWords.nothing;
  const name = entryName(value);
  return name ?? JSON.stringify(value, null, 2);
}

/** Each file value's numbers as shown, by pointer: immer keeps an unchanged file the same object, so they are worked out once. */
const shownNumbers = new WeakMap<object, Map<string, string | undefined>>();

/** The numbers of the draft's files as the visitor reads them: an amount of money with its currency. */
export function moneyAsShown(files: Record<string, DraftFile>, locale: string): NumberAsShown {
  return (path, pointer, value) => {
    const file = files[path];
    if (file?.kind !== 'json') return undefined;
    let known = shownNumbers.get(file.value);
    if (!known) shownNumbers.set(file.value, (known = new Map()));
    const key = `${locale}\n${pointer}`;
    if (!known.has(key)) {
      const { currency } = placeOf(path, file.value, pointerSegments(pointer));
      known.set(key, currency === undefined ? undefined : valueWords(value, file.value, currency, locale));
    }
    return known.get(key);
  };
}
