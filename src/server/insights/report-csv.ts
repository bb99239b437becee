// The insights' CSV: a line per row of each table (the whole site, pages, campaigns, referring
// sites), the period's figures and the one before's side by side, headed in words with their days;
// cells made safe for spreadsheets by the Leads CSV's own rules (csv.ts).
import { csvHeaderLine, csvRecordLine, type CsvColumn } from '../leads/csv.ts';
import { adminText, fill } from '../words/text.ts';
import type { Figures, InsightsReport } from './report.ts';

const words = adminText.insights.csv;

interface Line {
  table: keyof typeof words.tables;
  name: string;
  now: Partial<Figures>;
  before: Partial<Figures>;
}

export function insightsCsv(report: InsightsReport): string {
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
  const lines: Line[] = [
    { table: 'total', name: '', ...report.totals },
    ...report.pages.map((row): Line => ({ table: 'page', name: row.page, now: row.now, before: row.before })),
    ...report.campaigns.map((row): Line => ({
      table: 'campaign',
      name: [row.source, row.medium, row.campaign].join(' / '),
      now: row.now,
      before: row.before,
    })),
    ...report.referrers.map((row): Line => ({
      table: 'referrer',
      name: row.host,
      now: { views: row.now },
      before: { views: row.before },
    })),
  ];
  return csvHeaderLine(columns) + lines.map((line) => csvRecordLine(columns, line)).join('');
}
