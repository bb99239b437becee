// The list of leads (or of suspected bots): the filter, a page of rows in the columns of the kind
// chosen (the fields its form defines), Newer and Older, the download of the whole filter, and a
// person's timeline from each row.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { fill, text } from '../strings.ts';
import { download, listLeads, type Filter, type LeadKind, type LeadPage, type LeadRow } from './api.ts';
import { PersonDialog } from './PersonDialog.tsx';
import { dayEnd, dayStart, fieldText, kindName, kindOfOne, sourceSummary, when } from './words.ts';

const t = text.leads;

interface LeadsListProps {
  bots: boolean;
  kinds: LeadKind[];
}

interface FilterForm {
  type: string;
  from: string;
  to: string;
  text: string;
}

const EMPTY: FilterForm = { type: '', from: '', to: '', text: '' };

interface PageRequest {
  filter: Filter;
  at: { after?: string; before?: string };
  /** Which page this is, counted from the newest: said in the table's caption. */
  number: number;
}

function toFilter(form: FilterForm, bots: boolean): Filter {
  const from = dayStart(form.from);
  const to = dayEnd(form.to);
  return {
    ...(bots ? { bots: true } : {}),
    ...(form.type ? { type: form.type } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(form.text.trim() ? { text: form.text.trim() } : {}),
  };
}

/** A few of the values a visitor entered, for the list of every kind. */
function summary(row: LeadRow): string {
  const values = Object.entries(row.fields)
    .filter(([, value]) => value !== '' && value !== null && value !== undefined && value !== row.email)
    .slice(0, 4)
    .map(([, value]) => fieldText(value));
  const joined = values.join(' · ');
  return joined.length > 90 ? `${joined.slice(0, 89)}…` : joined;
}

export function LeadsList({ bots, kinds }: LeadsListProps) {
  const ids = useId();
  const [form, setForm] = useState<FilterForm>(EMPTY);
  // The page asked for: a new object for every reading, even of the same page (after an erasure).
  const [request, setRequest] = useState<PageRequest>(() => ({ filter: toFilter(EMPTY, bots), at: {}, number: 1 }));
  const [result, setResult] = useState<{ request: PageRequest; page?: LeadPage; problem?: string }>();
  const [message, setMessage] = useState('');
  const [person, setPerson] = useState<string | undefined>(undefined);
  // The button that opened a timeline takes the focus back when it closes; when its row is gone (the
  // person erased), the place the row was: the list, or the words that it is empty, or its heading.
  // After an erasure the list is read again, and the page shown stays until the new one comes: the
  // focus waits for it, or it would land on a row about to vanish (and then on nothing).
  const opener = useRef<HTMLElement | null>(null);
  const focusBack = useRef(false);
  const closePerson = () => {
    focusBack.current = true;
    setPerson(undefined);
  };

  useEffect(() => {
    let current = true;
    listLeads(request.filter, request.at).then(
      (page) => current && setResult({ request, page }),
      (error: Error) =>
        current && setResult({ request, problem: fill(t.failed, { message: error.message || t.network }) }),
    );
    return () => {
      current = false;
    };
  }, [request]);

  const loading = result?.request !== request;
  useEffect(() => {
    if (!focusBack.current || person !== undefined || loading) return;
    focusBack.current = false;
    const back = opener.current?.isConnected
      ? opener.current
      : (['table', 'none', 'heading'] as const)
          .map((part) => document.getElementById(`${ids}-${part}`))
          .find((element) => element !== null);
    back?.focus();
  }, [person, loading, ids]);
  // The page shown stays while the next loads, so Newer and Older do not jump.
  const [shown, setShown] = useState<LeadPage | undefined>(undefined);
  if (result?.page && result.page !== shown) setShown(result.page);
  const page = shown;
  const problem = loading ? '' : (result?.problem ?? '');
  const applied = request.filter;
  const pageNumber = request.number;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setRequest({ filter: toFilter(form, bots), at: {}, number: 1 });
  };
  const clear = () => {
    setForm(EMPTY);
    setRequest({ filter: toFilter(EMPTY, bots), at: {}, number: 1 });
  };
  const save = async (format: 'csv' | 'json') => {
    setMessage(t.downloading);
    try {
      setMessage(fill(t.downloaded, { file: await download(applied, format) }));
    } catch (error) {
      setMessage(fill(t.failed, { message: (error as Error).message || t.network }));
    }
  };
  const afterErasure = useCallback(() => {
    setRequest((asked) => ({ filter: asked.filter, at: {}, number: 1 }));
  }, []);

  const kind = kinds.find((candidate) => candidate.type === applied.type);
  const field = (name: keyof FilterForm) => ({
    id: `${ids}-${name}`,
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [name]: event.target.value }),
  });
  const captionId = `${ids}-caption`;
  const rows = page?.rows ?? [];

  return (
    <section aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className="visually-hidden" tabIndex={-1}>
        {bots ? t.viewBots : t.viewLeads}
      </h2>
      {bots && <p className="leads__intro">{t.botsIntro}</p>}
      <form className="leads__filter" onSubmit={apply} aria-label={t.filters}>
        <p className="leads__field">
          <label htmlFor={`${ids}-type`}>{t.kind}</label>
          <select className="form-control" {...field('type')}>
            <option value="">{t.allKinds}</option>
            {kinds.map((candidate) => (
              <option key={candidate.type} value={candidate.type}>
                {kindName(candidate.type)}
              </option>
            ))}
          </select>
        </p>
        <p className="leads__field">
          <label htmlFor={`${ids}-from`}>{t.from}</label>
          <input className="form-control" type="date" {...field('from')} />
        </p>
        <p className="leads__field">
          <label htmlFor={`${ids}-to`}>{t.to}</label>
          <input className="form-control" type="date" {...field('to')} />
        </p>
        <p className="leads__field leads__field--wide">
          <label htmlFor={`${ids}-text`}>{t.text}</label>
          <input
            className="form-control"
            type="search"
            maxLength={200}
            autoComplete="off"
            aria-describedby={`${ids}-text-hint`}
            {...field('text')}
          />
          <span className="leads__hint" id={`${ids}-text-hint`}>
            {t.textHint}
          </span>
        </p>
        <p className="leads__actions">
          <button type="submit" className="button button--primary">
            {t.apply}
          </button>
          <button type="button" className="button" onClick={clear}>
            {t.clear}
          </button>
        </p>
      </form>

      <div className="leads__downloads" role="group" aria-label={t.download} aria-describedby={`${ids}-download-hint`}>
        <button type="button" className="button" onClick={() => void save('csv')}>
          {t.downloadCsv}
        </button>
        <button type="button" className="button" onClick={() => void save('json')}>
          {t.downloadJson}
        </button>
        <span className="leads__hint" id={`${ids}-download-hint`}>
          {t.downloadHint}
        </span>
      </div>
      <p role="status" className="leads__status">
        {loading ? t.loading : message}
      </p>
      {problem && <p role="alert">{problem}</p>}

      {page && rows.length === 0 && !loading && (
        <p id={`${ids}-none`} tabIndex={-1}>
          {t.none}
        </p>
      )}
      {rows.length > 0 && (
        <div id={`${ids}-table`} className="leads__table" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table>
            <caption id={captionId}>
              {fill(bots ? t.captionBots : t.caption, {
                kind: kind ? kindName(kind.type) : t.allKinds,
                page: pageNumber,
                count: rows.length,
              })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t.received}</th>
                {!kind && <th scope="col">{t.kindColumn}</th>}
                {/* A kind's own fields hold its address already. */}
                {!kind && <th scope="col">{t.email}</th>}
                {kind ? (
                  kind.fields.map((column) => (
                    <th scope="col" key={column.key}>
                      {column.title}
                    </th>
                  ))
                ) : (
                  <th scope="col">{t.summary}</th>
                )}
                <th scope="col">{t.source}</th>
                <th scope="col">{t.language}</th>
                {bots && <th scope="col">{t.why}</th>}
                <th scope="col">{t.person}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="leads__when">{when(row.createdAt)}</td>
                  {!kind && <td>{kindOfOne(row.type)}</td>}
                  {!kind && <td>{row.email ?? ''}</td>}
                  {kind ? (
                    kind.fields.map((column) => <td key={column.key}>{fieldText(row.fields[column.key])}</td>)
                  ) : (
                    <td>{summary(row)}</td>
                  )}
                  <td className="leads__source">{sourceSummary(row.source)}</td>
                  <td>{row.language ?? ''}</td>
                  {bots && <td>{row.suspectedBot}</td>}
                  <td>
                    {row.email && (
                      <button
                        type="button"
                        className="button button--small"
                        aria-label={fill(t.openLabel, { email: row.email })}
                        onClick={(event) => {
                          opener.current = event.currentTarget;
                          setPerson(row.email!);
                        }}
                      >
                        {t.open}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav className="leads__paging" aria-label={t.paging}>
        <button
          type="button"
          className="button"
          disabled={!page?.newer || loading}
          onClick={() =>
            setRequest({ filter: applied, at: { before: page!.newer! }, number: Math.max(1, pageNumber - 1) })
          }
        >
          {t.newer}
        </button>
        <button
          type="button"
          className="button"
          disabled={!page?.older || loading}
          onClick={() => setRequest({ filter: applied, at: { after: page!.older! }, number: pageNumber + 1 })}
        >
          {t.older}
        </button>
      </nav>
      <PersonDialog key={person} email={person} kinds={kinds} onClose={closePerson} onErased={afterErasure} />
    </section>
  );
}
