// The Leads page's download of the current filter, in the CLI's CSV or JSON (csv.ts, json.ts),
// streamed: the rows are read from the store a page at a time by keyset and written as they come,
// so 100,000 of them never sit in memory together, and a slow reader slows the reading (the
// stream's back-pressure) instead of filling the server's memory.
import { Readable } from 'node:stream';
import type { SubmissionStore } from '../store/index.ts';
import type { LeadFilter, LeadListRow } from '../store/submissions/types.ts';
import { addPayloadColumns, csvHeader, csvRecord, type CsvHeadings } from './csv.ts';
import { jsonEnd, jsonItem, jsonStart } from './json.ts';

export type ExportFormat = 'csv' | 'json';

/** Rows read from the store per query while exporting. */
const EXPORT_PAGE = 500;

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

async function* pagesOf(submissions: SubmissionStore, filter: LeadFilter): AsyncGenerator<LeadListRow[]> {
  let after: string | null = null;
  do {
    const page = await submissions.listLeads(filter, { limit: EXPORT_PAGE, ...(after ? { after } : {}) });
    if (page.rows.length > 0) yield page.rows;
    after = page.older;
  } while (after);
}

async function* csvChunks(
  submissions: SubmissionStore,
  filter: LeadFilter,
  count: (n: number) => void,
  headings: CsvHeadings | undefined,
) {
  // The CLI's columns are the payload keys in order of first appearance: a first pass finds them
  // (keeping only the keys), the second writes the rows.
  const keys = new Set<string>();
  for await (const rows of pagesOf(submissions, filter)) addPayloadColumns(keys, rows);
  const columns = [...keys];
  yield csvHeader(columns, headings);
  for await (const rows of pagesOf(submissions, filter)) {
    yield rows.map((row) => csvRecord(row, columns)).join('');
    count(rows.length);
  }
}

async function* jsonChunks(submissions: SubmissionStore, filter: LeadFilter, count: (n: number) => void) {
  let n = 0;
  for await (const rows of pagesOf(submissions, filter)) {
    yield (n === 0 ? jsonStart(false) : '') + rows.map((row, i) => jsonItem(row, n + i)).join('');
    n += rows.length;
    count(rows.length);
  }
  yield n === 0 ? jsonStart(true) + jsonEnd(true) : jsonEnd(false);
}

/**
 * The download as a stream. The rows are those stored before `now`: a post arriving meanwhile is not
 * half in it (the CSV's two passes see the same rows). `done` is told how many rows went out, and
 * whether all of them did (false when the reader went away or the store failed); the stream ends
 * once it has settled. `headings` name the CSV's columns in words (the CLI's keys without them).
 */
export function exportStream(
  submissions: SubmissionStore,
  filter: LeadFilter,
  format: ExportFormat,
  now: Date,
  done: (rows: number, complete: boolean) => Promise<void>,
  headings?: CsvHeadings,
): Readable {
  const until = now.toISOString();
  const pinned: LeadFilter = { ...filter, to: filter.to !== undefined && filter.to < until ? filter.to : until };
  let rows = 0;
  const count = (n: number) => {
    rows += n;
  };
  async function* chunks() {
    let complete = false;
    try {
      yield* format === 'csv'
        ? csvChunks(submissions, pinned, count, headings)
        : jsonChunks(submissions, pinned, count);
      complete = true;
    } finally {
      // Before the answer ends: whoever got the rows, the log has it by then.
      await done(rows, complete);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
