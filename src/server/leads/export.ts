// The Leads page's download of the current filter, in CSV (csv.ts: the columns the caller gives, by
// default the CLI's) or the CLI's JSON (json.ts), streamed: the rows are read from the store a page at
// a time by keyset and written as they come, so 100,000 of them never sit in memory together, and a
// slow reader slows the reading (the stream's back-pressure) instead of filling the server's memory.
import { Readable } from 'node:stream';
import type { SubmissionStore } from '../store/index.ts';
import type { LeadFilter, LeadListRow } from '../store/submissions/types.ts';
import { addPayloadColumns, csvHeaderLine, csvRecordLine, keyColumns, type CsvColumn } from './csv.ts';
import { jsonEnd, jsonItem, jsonStart } from './json.ts';

export type ExportFormat = 'csv' | 'json';

/** Rows read from the store per query while exporting. */
const EXPORT_PAGE = 500;

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** What a download is made of: the store's rows of the filter, as the reader may see them. */
interface Source {
  submissions: SubmissionStore;
  filter: LeadFilter;
  view: (row: LeadListRow) => LeadListRow;
}

async function* pagesOf({ submissions, filter, view }: Source): AsyncGenerator<LeadListRow[]> {
  let after: string | null = null;
  do {
    const page = await submissions.listLeads(filter, { limit: EXPORT_PAGE, ...(after ? { after } : {}) });
    if (page.rows.length > 0) yield page.rows.map(view);
    after = page.older;
  } while (after);
}

/** What the CSV's first pass saw of the rows it exports: which columns the file needs depends on it. */
export interface RowsSeen {
  /** Payload keys, in order of first appearance. */
  payloadKeys: string[];
  /** Kinds of submission, in order of first appearance. */
  types: string[];
  /** Keys of the rows' meta (the technical details). */
  metaKeys: Set<string>;
  /** The parts of a lead's source the rows hold (page, landingPage…). */
  sourceParts: Set<string>;
  /** Whether any row records the language of the page it was sent from (issue 42). */
  languages?: boolean;
}

/** The CSV's columns for the rows seen; the CLI's by default. */
export type CsvColumnsFor = (seen: RowsSeen) => CsvColumn<LeadListRow>[];

const cliColumns: CsvColumnsFor = (seen) => keyColumns(seen.payloadKeys);

async function* csvChunks(source: Source, count: (n: number) => void, columnsFor: CsvColumnsFor) {
  // A first pass notes what the rows hold (keeping only the keys and kinds), the second writes them.
  const keys = new Set<string>();
  const types = new Set<string>();
  const metaKeys = new Set<string>();
  const sourceParts = new Set<string>();
  let languages = false;
  for await (const rows of pagesOf(source)) {
    addPayloadColumns(keys, rows);
    for (const row of rows) {
      types.add(row.type);
      if (typeof row.meta === 'object' && row.meta !== null) for (const key of Object.keys(row.meta)) metaKeys.add(key);
      for (const part of Object.keys(row.source ?? {})) sourceParts.add(part);
      languages ||= row.language !== undefined;
    }
  }
  const columns = columnsFor({ payloadKeys: [...keys], types: [...types], metaKeys, sourceParts, languages });
  yield csvHeaderLine(columns);
  for await (const rows of pagesOf(source)) {
    yield rows.map((row) => csvRecordLine(columns, row)).join('');
    count(rows.length);
  }
}

async function* jsonChunks(source: Source, count: (n: number) => void) {
  let n = 0;
  for await (const rows of pagesOf(source)) {
    yield (n === 0 ? jsonStart(false) : '') + rows.map((row, i) => jsonItem(row, n + i)).join('');
    n += rows.length;
    count(rows.length);
  }
  yield n === 0 ? jsonStart(true) + jsonEnd(true) : jsonEnd(false);
}

/** How a download is written beyond its filter and format. */
export interface ExportOptions {
  /** The CSV's columns (the CLI's by default). */
  columns?: CsvColumnsFor;
  /** Each row as the reader may see it (as stored by default). */
  view?: (row: LeadListRow) => LeadListRow;
}

/**
 * The download as a stream. The rows are those stored before `now`: a post arriving meanwhile is not
 * half in it (the CSV's two passes see the same rows). `done` is told how many rows went out, and
 * whether all of them did (false when the reader went away or the store failed); the stream ends
 * once it has settled.
 */
export function exportStream(
  submissions: SubmissionStore,
  filter: LeadFilter,
  format: ExportFormat,
  now: Date,
  done: (rows: number, complete: boolean) => Promise<void>,
  { columns = cliColumns, view = (row) => row }: ExportOptions = {},
): Readable {
  const until = now.toISOString();
  const pinned: LeadFilter = { ...filter, to: filter.to !== undefined && filter.to < until ? filter.to : until };
  const source: Source = { submissions, filter: pinned, view };
  let rows = 0;
  const count = (n: number) => {
    rows += n;
  };
  async function* chunks() {
    let complete = false;
    try {
      yield* format === 'csv' ? csvChunks(source, count, columns) : jsonChunks(source, count);
      complete = true;
    } finally {
      // Before the answer ends: whoever got the rows, the log has it by then.
      await done(rows, complete);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
