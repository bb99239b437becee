// A submission's row as the store answers it, and its lead's source as the table keeps it: a column per part (migration 0018), NULL for a
// part not known, so the insights can group by page and campaign on both engines alike.
import type { LeadSource } from '../../../shared/lead-source.ts';
import type { SubmissionsTable } from '../schema.ts';
import type { SubmissionRow } from './types.ts';

/** Each part of a source by its column. */
const PARTS = {
  source_page: 'page',
  landing_page: 'landingPage',
  referrer_host: 'referrerHost',
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
} as const satisfies Record<string, keyof LeadSource>;

export type SourceColumn = keyof typeof PARTS;
export type SourceColumns = Pick<SubmissionsTable, SourceColumn>;

export const SOURCE_COLUMNS = Object.keys(PARTS) as SourceColumn[];

/** The columns a submission's row is read back with beside its JSON: its source's and its language (0021). */
export const ROW_COLUMNS = [...SOURCE_COLUMNS, 'language'] as const;

/** The columns of a source (NULL for each part not given). */
export function sourceColumns(source: LeadSource | undefined): SourceColumns {
  const columns = {} as SourceColumns;
  for (const column of SOURCE_COLUMNS) columns[column] = source?.[PARTS[column]] ?? null;
  return columns;
}

/** The source a row's columns hold, or undefined when they hold none. */
export function sourceOfRow(row: SourceColumns): LeadSource | undefined {
  const source: LeadSource = {};
  for (const column of SOURCE_COLUMNS) {
    const value = row[column];
    if (value !== null) source[PARTS[column]] = value;
  }
  return Object.keys(source).length === 0 ? undefined : source;
}

/** A stored row as the store answers it: its JSON parsed, its source when it has one. */
export function submissionRowOf(
  row: Pick<SubmissionsTable, 'id' | 'type' | 'created_at' | 'payload' | 'meta' | 'language'> & SourceColumns,
): SubmissionRow {
  const source = sourceOfRow(row);
  return {
    id: row.id,
    type: row.type,
    createdAt: row.created_at,
    payload: JSON.parse(row.payload),
    meta: JSON.parse(row.meta),
    ...(source ? { source } : {}),
    ...(row.language !== null ? { language: row.language } : {}),
  };
}
