// The JSON of submissions, one format for `npm run submissions -- export --format json` and the
// Leads page's download: an array of submissions with their parsed payload and meta. Written a row
// at a time (jsonStart, jsonItem, jsonEnd), so a download can stream it; toJson is the whole document.
import type { SubmissionRow } from '../store/index.ts';

/** Only what the CLI always exported, in its order: no lead address or other extras of a list row. */
function exported({ id, type, createdAt, payload, meta, source, language }: SubmissionRow): SubmissionRow {
  return { id, type, createdAt, payload, meta, ...(source ? { source } : {}), ...(language ? { language } : {}) };
}

export const jsonStart = (empty: boolean): string => (empty ? '[]' : '[\n');

/** The n-th item (0-based), indented as JSON.stringify(rows, null, 2) indents it. */
export function jsonItem(row: SubmissionRow, n: number): string {
  const text = JSON.stringify(exported(row), null, 2).replace(/\n/g, '\n  ');
  return `${n === 0 ? '' : ',\n'}  ${text}`;
}

export const jsonEnd = (empty: boolean): string => (empty ? '\n' : '\n]\n');

/** The JSON export: an array of submissions with their parsed payload and meta. */
export function toJson(rows: readonly SubmissionRow[]): string {
  return jsonStart(rows.length === 0) + rows.map(jsonItem).join('') + jsonEnd(rows.length === 0);
}
