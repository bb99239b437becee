// The chart of Insights: the visits of the busiest pages, this period against the one before, as
// bars (recharts, SVG; loaded by this page's bundle only). Its numbers are the pages' table beside
// it. Recharts' accessibility layer makes the chart one stop of the keyboard: the arrow keys move
// from page to page and its tooltip says the page's two numbers, which a screen reader reads from
// the live tooltip; the chart's title and description name what it shows. The bars' colours are
// SVG attributes (no inline style: the CSP allows none), the editor's accent and a grey, each at
// least 3:1 against the white behind them. The bars do not grow into place: numbers, not motion.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { fill, text } from '../strings.ts';
import type { Report } from './api.ts';

const t = text.insights;
/** Pages in the chart at most: more bars than this are no longer read at a glance (the table has them all). */
export const CHART_PAGES = 10;
const BAR_ROW_PX = 44;
/** editor.css's --accent, and a grey of 4.8:1 on white. */
const NOW_COLOUR = '#1d4ed8';
const BEFORE_COLOUR = '#6b7280';

export function PagesChart({ report }: { report: Report }) {
  const data = report.pages
    .slice(0, CHART_PAGES)
    .map((row) => ({ page: row.page, now: row.now.views, before: row.before.views }));
  if (data.length === 0) return null;
  return (
    <figure className="insights__chart">
      <figcaption>{fill(t.chartCaption, { count: data.length })}</figcaption>
      <ResponsiveContainer width="100%" height={80 + data.length * BAR_ROW_PX}>
        <BarChart
          data={data}
          layout="vertical"
          title={t.chartTitle}
          desc={fill(t.chartDescription, { count: data.length })}
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
        >
          <CartesianGrid horizontal={false} />
          <XAxis type="number" allowDecimals={false} />
          <YAxis type="category" dataKey="page" width={120} />
          {/* This period first, as in the table (both would sort by name). */}
          <Tooltip itemSorter={(item) => (item.dataKey === 'now' ? 0 : 1)} />
          <Legend itemSorter={(item) => (item.dataKey === 'now' ? 0 : 1)} />
          <Bar dataKey="now" name={t.chartNow} fill={NOW_COLOUR} isAnimationActive={false} />
          <Bar dataKey="before" name={t.chartBefore} fill={BEFORE_COLOUR} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
