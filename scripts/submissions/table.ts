import type { SubmissionRow } from '../../src/server/store/index.ts';

export const SUMMARY_WIDTH = 60;

/**
 * Makes form data safe to print to a terminal: control characters (ANSI escape sequences could
 * rewrite the operator's screen) and bidi overrides (could disguise text) become spaces.
 */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ' ');
}

/** Shortens to `width` characters, marking the cut with an ellipsis. */
export function truncate(text: string, width: number): string {
  const chars = [...text];
  return chars.length <= width ? text : `${chars.slice(0, width - 1).join('')}…`;
}

/** `key=value` pairs of the payload's non-empty scalar fields, e.g. `FirstName=Asha, product=CRM`. */
export function summarize(payload: unknown, width = SUMMARY_WIDTH): string {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return truncate(printable(JSON.stringify(payload) ?? ''), width);
  }
  const pairs = Object.entries(payload)
    .filter(([, v]) => (typeof v === 'string' && v.trim() !== '') || typeof v === 'number' || typeof v === 'boolean')
    .map(([k, v]) => `${k}=${String(v).trim()}`);
  return truncate(printable(pairs.join(', ')).replace(/ {2,}/g, ' '), width);
}

/** Lines of a fixed-width text table: the header row, then one row per entry; the last column runs free. */
export function textTable(header: readonly string[], body: readonly string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => [...(cells[i] ?? '')].length)));
  const render = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c + ' '.repeat((widths[i] ?? 0) - [...c].length)))
      .join('  ')
      .trimEnd();
  return [render(header), ...body.map(render)];
}

/** A fixed-width text table with a header row and a count line. */
export function formatTable(rows: readonly SubmissionRow[]): string {
  if (rows.length === 0) return 'No submissions.\n';
  const body = rows.map((r) => [r.id, printable(r.type), r.createdAt, summarize(r.payload)]);
  const count = `${rows.length} submission${rows.length === 1 ? '' : 's'}`;
  return `${textTable(['ID', 'TYPE', 'CREATED_AT', 'SUMMARY'], body).join('\n')}\n${count}\n`;
}
