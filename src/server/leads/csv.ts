// The spreadsheet-safe CSV of submissions, one format for `npm run submissions -- export` and the
// Leads page's download: a header, then one record per submission. The CLI's header is the payload
// keys (what scripts read); the Leads page's names the same columns in words, each field by its
// title in the form (csvHeader's headings), since the people who open it in a spreadsheet never
// saw the keys. Written a row at a time (csvHeader, csvRecord), so a download can stream it; toCsv
// is the whole document.
import type { SubmissionRow } from '../store/index.ts';

/** Columns every export starts with; payload fields follow, meta comes last. */
const FIXED = ['id', 'type', 'created_at'] as const;
const RESERVED = new Set<string>([...FIXED, 'meta']);

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

function payloadFields(payload: unknown): Record<string, unknown> {
  if (typeof payload === 'object' && payload !== null && !Array.isArray(payload))
    return payload as Record<string, unknown>;
  return { payload };
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

/** The words of a header for people: the fixed columns', and each payload key's (its form's title). */
export interface CsvHeadings {
  fixed: Record<(typeof FIXED)[number] | 'meta', string>;
  /** A payload key's title; a key without one keeps its key. */
  fields: ReadonlyMap<string, string>;
}

/**
 * The header line (with its CRLF) for these payload keys: the keys themselves, or, given headings,
 * their words. Two columns with the same words (two forms titling different keys "Email") could not
 * be told apart, so each of those also names its key.
 */
export function csvHeader(keys: readonly string[], headings?: CsvHeadings): string {
  // A payload field named like a fixed column gets a prefix instead of shadowing it.
  const names = [...FIXED, ...keys.map((k) => (RESERVED.has(k) ? `payload.${k}` : k)), 'meta'];
  if (!headings) return `${names.map(csvCell).join(',')}\r\n`;
  const words = [
    ...FIXED.map((column) => headings.fixed[column]),
    ...keys.map((k) => headings.fields.get(k) ?? k),
    headings.fixed.meta,
  ];
  const uses = new Map<string, number>();
  for (const word of words) uses.set(word, (uses.get(word) ?? 0) + 1);
  const header = words.map((word, i) => (uses.get(word)! > 1 ? `${word} (${names[i]})` : word));
  return `${header.map(csvCell).join(',')}\r\n`;
}

/** One submission's record (with its CRLF), its payload in the columns of `keys`. */
export function csvRecord(row: SubmissionRow, keys: readonly string[]): string {
  const fields = payloadFields(row.payload);
  const cells = [
    row.id,
    row.type,
    row.createdAt,
    ...keys.map((k) => (Object.hasOwn(fields, k) ? fields[k] : null)),
    JSON.stringify(row.meta ?? null),
  ];
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The CSV document: header plus one record per submission, CRLF line ends as RFC 4180 says. */
export function toCsv(rows: readonly SubmissionRow[]): string {
  const keys = payloadColumns(rows);
  return csvHeader(keys) + rows.map((row) => csvRecord(row, keys)).join('');
}
