// The reports' answers as they cross from the SQLite reader's thread to the main thread (issue 43):
// in columns, not as rows. A period's 20,000 campaigns posted as objects arrived as one structured
// clone of 20,000 objects, built on the main thread in one turn of 18-27 ms of CPU
// (npm run bench:insights-parts), over the 20 ms a request may hold the event loop. In columns the
// numbers are one Float64Array and the text fields' ends one Uint32Array, both moved to the main
// thread (transferred, not copied), and the text fields one joined string, which a structured clone
// copies in one piece; the main thread makes the rows again a slice at a time, giving the event
// loop a turn between slices. A string keeps any UTF-16 (control characters, lone surrogates) as
// it was, where a round trip through UTF-8 would not.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SendCount } from './submissions/types.ts';
import type { ViewTotals } from './visits/types.ts';

/** Rows of one shape as columns. */
export interface RowColumns {
  rows: number;
  /** Every text field of every row, row after row, field after field, joined. */
  text: string;
  /** Where each text field ends in `text` (UTF-16 code units), in the same order. */
  ends: Uint32Array;
  /** Every number field of every row, row after row. */
  numbers: Float64Array;
}

/** The fields of a row, in the order its objects are made with: which are text, which numbers. */
export type RowShape<T> = readonly { [K in keyof T]: readonly [K, T[K] extends string ? 'text' : 'number'] }[keyof T][];

/** Rows handled per turn of the event loop: 2,000 rows of a few fields are a few ms at most. */
export const ROWS_A_TURN = 2_000;

/**
 * Calls `each` with 0 to `count` - 1, giving the event loop a turn after each ROWS_A_TURN of them:
 * a flood's 20,000 campaigns handled at once were a turn of 8-18 ms of CPU (made rows again here,
 * added up by the reports, on PostgreSQL merged on the main thread by report-reader.ts).
 */
export async function inTurns(count: number, each: (n: number) => void): Promise<void> {
  for (let at = 0; at < count; at += ROWS_A_TURN) {
    if (at > 0) await nextTurn();
    for (let n = at; n < Math.min(count, at + ROWS_A_TURN); n++) each(n);
  }
}

/**
 * The rows as columns. A field that is not of its kind (a text that is not a string, a number that
 * is not a number) throws rather than being carried as something else.
 */
export function toColumns<T extends object>(rows: readonly T[], shape: RowShape<T>): RowColumns {
  const texts = shape.filter(([, kind]) => kind === 'text').map(([key]) => key);
  const figures = shape.filter(([, kind]) => kind === 'number').map(([key]) => key);
  const ends = new Uint32Array(rows.length * texts.length);
  const numbers = new Float64Array(rows.length * figures.length);
  const parts: string[] = [];
  let length = 0;
  rows.forEach((row, n) => {
    texts.forEach((key, k) => {
      const value = row[key];
      if (typeof value !== 'string') throw new TypeError(`${String(key)} of row ${n} is not text`);
      parts.push(value);
      ends[n * texts.length + k] = length += value.length;
    });
    figures.forEach((key, k) => {
      const value = row[key];
      if (typeof value !== 'number') throw new TypeError(`${String(key)} of row ${n} is not a number`);
      numbers[n * figures.length + k] = value;
    });
  });
  return { rows: rows.length, text: parts.join(''), ends, numbers };
}

/** The rows of `columns` again, ROWS_A_TURN of them per turn of the event loop. */
export async function fromColumns<T extends object>(columns: RowColumns, shape: RowShape<T>): Promise<T[]> {
  const { rows, text, ends, numbers } = columns;
  const texts = shape.filter(([, kind]) => kind === 'text').length;
  const figures = shape.length - texts;
  const out: T[] = [];
  await inTurns(rows, (n) => {
    const row: Record<PropertyKey, unknown> = {};
    let [t, f] = [n * texts, n * figures];
    for (const [key, kind] of shape) {
      if (kind === 'text') {
        row[key] = text.slice(t === 0 ? 0 : ends[t - 1], ends[t]);
        t++;
      } else row[key] = numbers[f++];
    }
    out.push(row as T);
  });
  return out;
}

/** The typed arrays' memory, to be moved to the other thread with the message. */
export const transferList = (...all: RowColumns[]): ArrayBuffer[] =>
  all.flatMap(({ ends, numbers }) => [ends.buffer as ArrayBuffer, numbers.buffer as ArrayBuffer]);

const PAGE: RowShape<ViewTotals['pages'][number]> = [
  ['path', 'text'],
  ['views', 'number'],
];
const CAMPAIGN: RowShape<ViewTotals['campaigns'][number]> = [
  ['utmSource', 'text'],
  ['utmMedium', 'text'],
  ['utmCampaign', 'text'],
  ['views', 'number'],
];
const REFERRER: RowShape<ViewTotals['referrers'][number]> = [
  ['referrerHost', 'text'],
  ['views', 'number'],
];
export const VISITORS: RowShape<{ path: string; visitors: number }> = [
  ['path', 'text'],
  ['visitors', 'number'],
];
export const SENDS: RowShape<SendCount> = [
  ['type', 'text'],
  ['page', 'text'],
  ['utmSource', 'text'],
  ['utmMedium', 'text'],
  ['utmCampaign', 'text'],
  ['sends', 'number'],
];

export interface ViewColumns {
  pages: RowColumns;
  campaigns: RowColumns;
  referrers: RowColumns;
}

export const viewsToColumns = (totals: ViewTotals): ViewColumns => ({
  pages: toColumns(totals.pages, PAGE),
  campaigns: toColumns(totals.campaigns, CAMPAIGN),
  referrers: toColumns(totals.referrers, REFERRER),
});

export const viewsFromColumns = async (columns: ViewColumns): Promise<ViewTotals> => ({
  pages: await fromColumns(columns.pages, PAGE),
  campaigns: await fromColumns(columns.campaigns, CAMPAIGN),
  referrers: await fromColumns(columns.referrers, REFERRER),
});
