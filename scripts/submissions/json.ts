import type { SubmissionRow } from '../../src/server/store/index.ts';

/** The JSON export: an array of submissions with their parsed payload and meta. */
export function toJson(rows: readonly SubmissionRow[]): string {
  return `${JSON.stringify(rows, null, 2)}\n`;
}
