// The Insights page: for a period (whole UTC days) against the one before, the site's visits, daily
// unique visitors, forms sent and their rate, then per page, per campaign and the top referring
// sites, as tables, the busiest pages' visits also as a chart beside their table (PagesChart.tsx),
// with sentences for the forms sent from each page and a CSV of it all.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { fill, text } from '../strings.ts';
import { PageFrame } from '../leads/PageFrame.tsx';
import { downloadReport, readReport, type Figures, type Report } from './api.ts';
import { PagesChart } from './PagesChart.tsx';
import { change, kindSentence, rateText } from './words.ts';

const t = text.insights;
const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A figure of this period, with the one before and how it moved, for a cell of a table. */
function Compared({ now, before }: { now: number; before: number }) {
  return (
    <>
      {now.toLocaleString()}
      <span className="insights__before">
        {fill(t.before, { before: before.toLocaleString(), change: change(now, before) })}
      </span>
    </>
  );
}

const PAGE_FIGURES = ['views', 'visitors', 'sends'] as const;
const CAMPAIGN_FIGURES = ['views', 'sends'] as const;

/** A page's or a campaign's row: its name, the figures shown, each against the period before, and the rate. */
function FiguresRow({
  name,
  now,
  before,
  shown,
}: {
  name: string;
  now: Figures;
  before: Figures;
  shown: readonly ('views' | 'visitors' | 'sends')[];
}) {
  return (
    <tr>
      <th scope="row">{name}</th>
      {shown.map((figure) => (
        <td key={figure}>
          <Compared now={now[figure]} before={before[figure]} />
        </td>
      ))}
      <td>
        {rateText(now.rate)}
        <span className="insights__before">{fill(t.rateBefore, { rate: rateText(before.rate) })}</span>
      </td>
    </tr>
  );
}

/** A table of counts in a region that scrolls sideways on its own, named by its caption. */
function CountsTable({
  id,
  caption,
  headings,
  children,
}: {
  id: string;
  caption: string;
  headings: string[];
  children: ReactNode;
}) {
  return (
    <div className="leads__table" role="region" aria-labelledby={id} tabIndex={0}>
      <table>
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th scope="col" key={heading}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const periodKey = ({ from, to }: { from: string; to: string }) => `${from} ${to}`;

export function InsightsApp() {
  const ids = useId();
  const [period, setPeriod] = useState(() => ({ from: utcDay(Date.now() - 6 * DAY_MS), to: utcDay(Date.now()) }));
  const [asked, setAsked] = useState(period);
  const [report, setReport] = useState<Report | undefined>(undefined);
  const [problem, setProblem] = useState('');
  const [status, setStatus] = useState(t.loading);
  /** The period of the report on its way, if one is. */
  const onItsWay = useRef<string | undefined>(undefined);
  useEffect(() => {
    let current = true;
    const key = periodKey(asked);
    onItsWay.current = key;
    const arrived = () => {
      if (onItsWay.current === key) onItsWay.current = undefined;
    };
    readReport(asked.from, asked.to).then(
      (answer) => {
        arrived();
        if (!current) return;
        setReport(answer);
        setProblem('');
        setStatus(fill(t.shown, { from: answer.period.from, to: answer.period.to }));
      },
      (error: Error) => {
        arrived();
        if (!current) return;
        setReport(undefined);
        setStatus('');
        setProblem(error.message || t.network);
      },
    );
    return () => {
      current = false;
    };
  }, [asked]);

  const show = (event: FormEvent) => {
    event.preventDefault();
    setStatus(t.loading);
    // Clicked again while that very report is on its way: asking again would only queue another
    // behind it (a year's report at a flood's bound takes seconds), until the server refused one.
    if (onItsWay.current === periodKey(period)) return;
    setAsked({ ...period });
  };
  const save = async () => {
    setStatus(t.downloading);
    try {
      setStatus(fill(t.downloaded, { file: await downloadReport(asked.from, asked.to) }));
    } catch (error) {
      setStatus('');
      setProblem((error as Error).message || t.network);
    }
  };
  const field = (name: 'from' | 'to') => ({
    id: `${ids}-${name}`,
    value: period[name],
    onChange: (event: { target: { value: string } }) => setPeriod({ ...period, [name]: event.target.value }),
  });
  const nothing = report && report.totals.now.views + report.totals.now.sends + report.totals.before.views === 0;

  return (
    <PageFrame
      className="leads insights"
      title={t.title}
      skipLabel={t.skipToInsights}
      mainId="insights-main"
      links={() => (
        <>
          <a href="leads">{t.toLeads}</a>{' '}
        </>
      )}
    >
      <p className="leads__intro">{t.intro}</p>
      <form className="leads__filter" onSubmit={show} aria-label={t.periodLabel}>
        <p className="leads__field">
          <label htmlFor={`${ids}-from`}>{t.from}</label>
          <input className="form-control" type="date" required aria-describedby={`${ids}-hint`} {...field('from')} />
        </p>
        <p className="leads__field">
          <label htmlFor={`${ids}-to`}>{t.to}</label>
          <input className="form-control" type="date" required aria-describedby={`${ids}-hint`} {...field('to')} />
        </p>
        <p className="leads__actions">
          <button type="submit" className="button button--primary">
            {t.show}
          </button>
          <button type="button" className="button" onClick={() => void save()}>
            {t.downloadCsv}
          </button>
        </p>
        <p className="leads__hint" id={`${ids}-hint`}>
          {t.hint}
        </p>
      </form>
      <p role="status" className="leads__status">
        {status}
      </p>
      {problem && <p role="alert">{problem}</p>}
      {report && nothing && <p>{t.none}</p>}
      {report && !nothing && (
        <>
          <h2>{fill(t.summaryTitle, { from: report.period.from, to: report.period.to })}</h2>
          <ul>
            <li>{fill(t.totalViews, { now: report.totals.now.views, before: report.totals.before.views })}</li>
            <li>{fill(t.totalVisitors, { now: report.totals.now.visitors, before: report.totals.before.visitors })}</li>
            <li>{fill(t.totalSends, { now: report.totals.now.sends, before: report.totals.before.sends })}</li>
            <li>
              {fill(t.totalRate, {
                now: rateText(report.totals.now.rate),
                before: rateText(report.totals.before.rate),
              })}
            </li>
            {report.pages.flatMap((row) =>
              row.kinds.map((kind) => (
                <li key={`${row.page} ${kind.type}`}>{kindSentence(kind.type, row.page, kind.now, kind.before)}</li>
              )),
            )}
          </ul>
          <p>{fill(t.comparedWith, { from: report.previous.from, to: report.previous.to })}</p>

          <div className="insights__pages">
            <PagesChart report={report} />
            <CountsTable
              id={`${ids}-pages`}
              caption={t.pagesCaption}
              headings={[t.page, t.views, t.visitors, t.sends, t.ratePerVisitors]}
            >
              {report.pages.map((row) => (
                <FiguresRow key={row.page} name={row.page} now={row.now} before={row.before} shown={PAGE_FIGURES} />
              ))}
            </CountsTable>
          </div>

          {report.campaigns.length === 0 ? (
            <p>{t.noCampaigns}</p>
          ) : (
            <CountsTable
              id={`${ids}-campaigns`}
              caption={t.campaignsCaption}
              headings={[t.campaign, t.views, t.sends, t.ratePerViews]}
            >
              {report.campaigns.map((row) => (
                <FiguresRow
                  key={`${row.source} ${row.medium} ${row.campaign}`}
                  name={[row.source || t.unnamed, row.medium || t.unnamed, row.campaign || t.unnamed].join(' / ')}
                  now={row.now}
                  before={row.before}
                  shown={CAMPAIGN_FIGURES}
                />
              ))}
            </CountsTable>
          )}

          {report.referrers.length === 0 ? (
            <p>{t.noReferrers}</p>
          ) : (
            <CountsTable id={`${ids}-referrers`} caption={t.referrersCaption} headings={[t.referrer, t.views]}>
              {report.referrers.map((row) => (
                <tr key={row.host}>
                  <th scope="row">{row.host}</th>
                  <td>
                    <Compared now={row.now} before={row.before} />
                  </td>
                </tr>
              ))}
            </CountsTable>
          )}
        </>
      )}
    </PageFrame>
  );
}
