// The Insights page: for a period (whole UTC days) against the one before, the site's visits, daily
// unique visitors, forms sent and their rate, then per page, per campaign and the top referring
// sites, as tables (no chart: no charting library is kept that a keyboard and a screen reader use as
// well as a table), with sentences for the forms sent from each page and a CSV of it all.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { fill, text } from '../strings.ts';
import { me, signOut, type Account } from '../state/publishing.ts';
import { downloadReport, readReport, type Figures, type Report } from './api.ts';
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

function RateCell({ now, before }: { now: Figures; before: Figures }) {
  return (
    <td>
      {rateText(now.rate)}
      <span className="insights__before">{fill(t.rateBefore, { rate: rateText(before.rate) })}</span>
    </td>
  );
}

export function InsightsApp() {
  const ids = useId();
  const [period, setPeriod] = useState(() => ({ from: utcDay(Date.now() - 6 * DAY_MS), to: utcDay(Date.now()) }));
  const [asked, setAsked] = useState(period);
  const [report, setReport] = useState<Report | undefined>(undefined);
  const [problem, setProblem] = useState('');
  const [status, setStatus] = useState(t.loading);
  const [account, setAccount] = useState<Account | undefined>(undefined);
  useEffect(() => {
    me().then(setAccount, () => undefined);
  }, []);
  useEffect(() => {
    let current = true;
    readReport(asked.from, asked.to).then(
      (answer) => {
        if (!current) return;
        setReport(answer);
        setProblem('');
        setStatus(fill(t.shown, { from: answer.period.from, to: answer.period.to }));
      },
      (error: Error) => {
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
  const leave = async () => {
    if (await signOut().catch(() => false)) window.location.assign('login');
  };
  const field = (name: 'from' | 'to') => ({
    id: `${ids}-${name}`,
    value: period[name],
    onChange: (event: { target: { value: string } }) => setPeriod({ ...period, [name]: event.target.value }),
  });
  const nothing = report && report.totals.now.views + report.totals.now.sends + report.totals.before.views === 0;

  return (
    <div className="leads insights">
      <a className="skip-link" href="#insights-main">
        {t.skipToInsights}
      </a>
      <header className="leads__bar">
        <h1 className="leads__title">{t.title}</h1>
        <p className="leads__account">
          <a href="leads">{t.toLeads}</a>{' '}
          {account && fill(text.publishing.signedInAs, { name: account.fullName || account.name })}{' '}
          <a href="account">{text.publishing.account}</a>{' '}
          <button type="button" className="button button--small" onClick={() => void leave()}>
            {text.publishing.signOut}
          </button>
        </p>
      </header>
      <main className="leads__main" id="insights-main" tabIndex={-1}>
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
              <li>
                {fill(t.totalVisitors, { now: report.totals.now.visitors, before: report.totals.before.visitors })}
              </li>
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

            <div className="leads__table" role="region" aria-labelledby={`${ids}-pages`} tabIndex={0}>
              <table>
                <caption id={`${ids}-pages`}>{t.pagesCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.page}</th>
                    <th scope="col">{t.views}</th>
                    <th scope="col">{t.visitors}</th>
                    <th scope="col">{t.sends}</th>
                    <th scope="col">{t.ratePerVisitors}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.pages.map((row) => (
                    <tr key={row.page}>
                      <th scope="row">{row.page}</th>
                      <td>
                        <Compared now={row.now.views} before={row.before.views} />
                      </td>
                      <td>
                        <Compared now={row.now.visitors} before={row.before.visitors} />
                      </td>
                      <td>
                        <Compared now={row.now.sends} before={row.before.sends} />
                      </td>
                      <RateCell now={row.now} before={row.before} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>

            {report.campaigns.length === 0 ? (
              <p>{t.noCampaigns}</p>
            ) : (
              <div className="leads__table" role="region" aria-labelledby={`${ids}-campaigns`} tabIndex={0}>
                <table>
                  <caption id={`${ids}-campaigns`}>{t.campaignsCaption}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t.campaign}</th>
                      <th scope="col">{t.views}</th>
                      <th scope="col">{t.sends}</th>
                      <th scope="col">{t.ratePerViews}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.campaigns.map((row) => (
                      <tr key={`${row.source} ${row.medium} ${row.campaign}`}>
                        <th scope="row">
                          {[row.source || t.unnamed, row.medium || t.unnamed, row.campaign || t.unnamed].join(' / ')}
                        </th>
                        <td>
                          <Compared now={row.now.views} before={row.before.views} />
                        </td>
                        <td>
                          <Compared now={row.now.sends} before={row.before.sends} />
                        </td>
                        <RateCell now={row.now} before={row.before} />
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}

            {report.referrers.length === 0 ? (
              <p>{t.noReferrers}</p>
            ) : (
              <div className="leads__table" role="region" aria-labelledby={`${ids}-referrers`} tabIndex={0}>
                <table>
                  <caption id={`${ids}-referrers`}>{t.referrersCaption}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t.referrer}</th>
                      <th scope="col">{t.views}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.referrers.map((row) => (
                      <tr key={row.host}>
                        <th scope="row">{row.host}</th>
                        <td>
                          <Compared now={row.now} before={row.before} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </main>
    </div>
  );
}
