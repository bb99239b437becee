// The insights' CSV: a line per row of each table (the whole site, pages, campaigns, referring
// sites), the period's figures and the one before's side by side, headed in words with their days;
// cells made safe for spreadsheets by the Leads CSV's own rules (csv.ts).
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { csvHeaderLine, csvRecordLine, type CsvColumn } from '../leads/csv.ts';
import type { ReportLimit, ReportReads } from '../store/index.ts';
import { adminText, fill } from '../words/text.ts';
import type { Period } from './period.ts';
import { insightsReport, SLICE, type Figures, type InsightsReport } from './report.ts';

const words = adminText.insights.csv;

interface Line {
  table: keyof typeof words.tables;
  name: string;
  now: Partial<Figures>;
  before: Partial<Figures>;
}

/** The CSV's header and lines, a SLICE of lines per piece, the event loop given a turn between pieces. */
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
  const tables: Line[][] = [
    [{ table: 'total', name: '', ...report.totals }],
    report.pages.map((row): Line => ({ table: 'page', name: row.page, now: row.now, before: row.before })),
    report.campaigns.map((row): Line => ({
      table: 'campaign',
      name: [row.source, row.medium, row.campaign].join(' / '),
      now: row.now,
      before: row.before,
    })),
    report.referrers.map((row): Line => ({
      table: 'referrer',
      name: row.host,
      now: { views: row.now },
      before: { views: row.before },
    })),
  ];
  yield csvHeaderLine(columns);
  for (const lines of tables)
    for (let at = 0; at < lines.length; at += SLICE) {
      await nextTurn();
      yield lines
        .slice(at, at + SLICE)
        .map((line) => csvRecordLine(columns, line))
        .join('');
    }
}

/** The report of every row of every table, as the CSV holds it (see insightsReport). */
export const fullReport = (reads: ReportReads, period: Period, previous: Period, limit?: ReportLimit) =>
  insightsReport(reads, period, previous, { top: Number.POSITIVE_INFINITY, ...(limit ? { limit } : {}) });

/**
 * The CSV of a full report (fullReport), as a stream: the report is made with the event loop given
 * a turn every SLICE rows (report.ts), then written a SLICE of lines at a time, so a year of a
 * flood's campaigns never holds the server (npm run bench:insights).
 */
export function insightsCsvStream(report: InsightsReport): Readable {
  return Readable.from(csvPieces(report), { objectMode: false });
}
