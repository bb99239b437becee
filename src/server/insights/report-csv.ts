// The insights' CSV: a line per row of each table (the whole site, pages, campaigns, referring
// sites), the period's figures and the one before's side by side, headed in words with their days;
// cells made safe for spreadsheets by the Leads CSV's own rules (csv.ts).
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { csvHeaderLine, csvRecordLine, type CsvColumn } from '../leads/csv.ts';
import type { ReportLimit, ReportReads } from '../store/index.ts';
import { adminText, fill } from '../words/text.ts';
import type { Period } from './period.ts';
import {
  insightsReport,
  type CampaignRow,
  type Figures,
  type InsightsReport,
  type PageRow,
  type ReferrerRow,
} from './report.ts';

const words = adminText.insights.csv;

/** Lines written per piece of the stream: a line is ten cells made spreadsheet-safe, so the 5,000
 *  of a report's SLICE were a turn of 12-22 ms of CPU at a flood's bound (bench:insights-parts). */
export const LINES = 500;

interface Line {
  table: keyof typeof words.tables;
  name: string;
  now: Partial<Figures>;
  before: Partial<Figures>;
}

/** The CSV's header and lines, LINES of them per piece, the event loop given a turn between pieces. */
async function* csvPieces(report: InsightsReport): AsyncGenerator<string> {
  const figures = (which: 'now' | 'before'): CsvColumn<Line>[] => {
    const days = which === 'now' ? report.period : report.previous;
    const of = { from: days.from, to: days.to };
    return (['views', 'visitors', 'sends', 'rate'] as const).map((key) => ({
      key: `${which}.${key}`,
      heading: fill(words[key], of),
      value: (line: Line) => line[which][key],
    }));
  };
  const columns: CsvColumn<Line>[] = [
    { key: 'table', heading: words.table, value: (line) => words.tables[line.table] },
    { key: 'name', heading: words.name, value: (line) => line.name },
    ...figures('now'),
    ...figures('before'),
  ];
  // Each table's rows become lines a piece at a time, never all of them in one turn.
  const tables: [readonly unknown[], (row: never) => Line][] = [
    [[report.totals], (totals: InsightsReport['totals']) => ({ table: 'total', name: '', ...totals })],
    [report.pages, (row: PageRow) => ({ table: 'page', name: row.page, now: row.now, before: row.before })],
    [
      report.campaigns,
      (row: CampaignRow) => ({
        table: 'campaign',
        name: [row.source, row.medium, row.campaign].join(' / '),
        now: row.now,
        before: row.before,
      }),
    ],
    [
      report.referrers,
      (row: ReferrerRow) => ({
        table: 'referrer',
        name: row.host,
        now: { views: row.now },
        before: { views: row.before },
      }),
    ],
  ];
  yield csvHeaderLine(columns);
  for (const [rows, line] of tables)
    for (let at = 0; at < rows.length; at += LINES) {
      await nextTurn();
      let piece = '';
      for (const row of rows.slice(at, at + LINES)) piece += csvRecordLine(columns, line(row as never));
      yield piece;
    }
}

/** The report of every row of every table, as the CSV holds it (see insightsReport). */
export const fullReport = (reads: ReportReads, period: Period, previous: Period, limit?: ReportLimit) =>
  insightsReport(reads, period, previous, { top: Number.POSITIVE_INFINITY, ...(limit ? { limit } : {}) });

/**
 * The CSV of a full report (fullReport), as a stream: the report is made with the event loop given
 * a turn every SLICE rows (report.ts), then written LINES lines at a time, so a year of a
 * flood's campaigns never holds the server (npm run bench:insights).
 */
export function insightsCsvStream(report: InsightsReport): Readable {
  return Readable.from(csvPieces(report), { objectMode: false });
}
