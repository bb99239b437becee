// The spreadsheet-safe CSV of submissions: a header, then one record per submission, each written by
// a list of column definitions (CsvColumn: a heading and how a row's cell reads). Two lists exist:
// the CLI's (`npm run submissions -- export`), headed by the payload keys scripts read, with the meta
// as JSON (keyColumns); and the Leads page's download, in words for the people who open it in a
// spreadsheet (lead-columns.ts). Written a row at a time (csvHeaderLine, csvRecordLine), so a download
// can stream it; toCsv is the CLI's whole document.
import type { SubmissionRow } from '../store/index.ts';

/** One column of a CSV file: its name in the header and its cell of each row. */
export interface CsvColumn<Row = SubmissionRow> {
  /** A name that tells the column from the others of its file (a payload key, a fixed name). */
  key: string;
  heading: string;
  value: (row: Row) => unknown;
}

/**
 * Neutralizes spreadsheet formulas (CSV injection): a cell starting with =, +, -, @, TAB or CR is
 * evaluated by Excel/LibreOffice/Sheets, so a visitor could type `=HYPERLINK(...)` into a form.
 * A leading single quote makes the spreadsheet show the text as text.
 */
export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: quote a field containing a comma, a double quote, CR or LF, and double its quotes. */
export function quoteCsv(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Renders any JSON value as one safe CSV field. */
export function csvCell(value: unknown): string {
  return quoteCsv(guardFormula(toText(value)));
}

function toText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** One line of cells, with its CRLF as RFC 4180 says. */
function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** The header line of these columns. */
export function csvHeaderLine<Row>(columns: readonly CsvColumn<Row>[]): string {
  return csvLine(columns.map((column) => column.heading));
}

/** One row's record in these columns. */
export function csvRecordLine<Row>(columns: readonly CsvColumn<Row>[], row: Row): string {
  return csvLine(columns.map((column) => column.value(row)));
}

/**
 * The columns with headings that tell them apart: two columns whose headings read alike (two forms
 * titling different keys "Email") each name their key too.
 */
export function distinctHeadings<Row>(columns: readonly CsvColumn<Row>[]): CsvColumn<Row>[] {
  const uses = new Map<string, number>();
  for (const { heading } of columns) uses.set(heading, (uses.get(heading) ?? 0) + 1);
  return columns.map((column) =>
    uses.get(column.heading)! > 1 ? { ...column, heading: `${column.heading} (${column.key})` } : column,
  );
}

/** A submission's payload as fields (a payload that is no object is one field, "payload"). */
export function payloadFields(payload: unknown): Record<string, unknown> {
  if (typeof payload === 'object' && payload !== null && !Array.isArray(payload))
    return payload as Record<string, unknown>;
  return { payload };
}

/** A row's value of a payload key, or null when it has none. */
export function payloadValue(row: SubmissionRow, key: string): unknown {
  const fields = payloadFields(row.payload);
  return Object.hasOwn(fields, key) ? fields[key] : null;
}

/** Adds the payload keys of `rows` not yet in `keys`, in order of first appearance. */
export function addPayloadColumns(keys: Set<string>, rows: readonly SubmissionRow[]): void {
  for (const row of rows) for (const key of Object.keys(payloadFields(row.payload))) keys.add(key);
}

/** Payload keys across all rows, in order of first appearance, so the column order is stable. */
export function payloadColumns(rows: readonly SubmissionRow[]): string[] {
  const keys = new Set<string>();
  addPayloadColumns(keys, rows);
  return [...keys];
}

/** The CLI's columns: id, type, created_at, each payload key, then the meta as JSON. */
export function keyColumns(keys: readonly string[]): CsvColumn[] {
  const fixed = new Set(['id', 'type', 'created_at', 'meta']);
  return [
    { key: 'id', heading: 'id', value: (row) => row.id },
    { key: 'type', heading: 'type', value: (row) => row.type },
    { key: 'created_at', heading: 'created_at', value: (row) => row.createdAt },
    // A payload field named like a fixed column gets a prefix instead of shadowing it.
    ...keys.map((key) => ({
      key,
      heading: fixed.has(key) ? `payload.${key}` : key,
      value: (row: SubmissionRow) => payloadValue(row, key),
    })),
    { key: 'meta', heading: 'meta', value: (row) => JSON.stringify(row.meta ?? null) },
  ];
}

/** The CLI's CSV document: header plus one record per submission. */
export function toCsv(rows: readonly SubmissionRow[]): string {
  const columns = keyColumns(payloadColumns(rows));
  return csvHeaderLine(columns) + rows.map((row) => csvRecordLine(columns, row)).join('');
}
