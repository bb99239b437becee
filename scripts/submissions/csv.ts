import type { SubmissionRow } from '../../src/server/store/index.ts';

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

/** Payload keys across all rows, in order of first appearance, so the column order is stable. */
export function payloadColumns(rows: readonly SubmissionRow[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(payloadFields(row.payload))) keys.add(key);
  return [...keys];
}

/** The CSV document: header plus one record per submission, CRLF line ends as RFC 4180 says. */
export function toCsv(rows: readonly SubmissionRow[]): string {
  const keys = payloadColumns(rows);
  // A payload field named like a fixed column gets a prefix instead of shadowing it.
  const header = [...FIXED, ...keys.map((k) => (RESERVED.has(k) ? `payload.${k}` : k)), 'meta'];
  const lines = [header.map(csvCell).join(',')];
  for (const row of rows) {
    const fields = payloadFields(row.payload);
    const cells = [
      row.id,
      row.type,
      row.createdAt,
      ...keys.map((k) => (Object.hasOwn(fields, k) ? fields[k] : null)),
      JSON.stringify(row.meta ?? null),
    ];
    lines.push(cells.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
