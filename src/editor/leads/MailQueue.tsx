// The mail queue: mails and webhooks not delivered yet, waiting or failed for good, masked and
// without their text (as `npm run outbox -- list` shows them), each with Retry, and Retry all failed.
import { useCallback, useEffect, useId, useState } from 'react';
import { fill, text } from '../strings.ts';
import { mailQueue, retry, type Delivery } from './api.ts';
import { when } from './words.ts';

const t = text.leads;

export function MailQueue() {
  const ids = useId();
  const [queue, setQueue] = useState<{ total: number; rows: Delivery[] } | undefined>(undefined);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState('');

  const load = useCallback(() => {
    mailQueue().then(
      (answer) => {
        setQueue(answer);
        setProblem('');
      },
      (error: Error) => setProblem(fill(t.failed, { message: error.message || t.network })),
    );
  }, []);
  useEffect(load, [load]);

  const send = async (which: { id: number } | { dead: true }) => {
    try {
      setMessage((await retry(which)).message);
    } catch (error) {
      setProblem(fill(t.failed, { message: (error as Error).message || t.network }));
    }
    load();
  };

  const captionId = `${ids}-caption`;
  const rows = queue?.rows ?? [];
  return (
    <section aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className="visually-hidden">
        {t.viewQueue}
      </h2>
      <p className="leads__intro">{t.queueIntro}</p>
      <p className="leads__actions">
        <button type="button" className="button" onClick={load}>
          {t.refresh}
        </button>
        <button
          type="button"
          className="button"
          disabled={!rows.some((row) => row.state === 'dead')}
          onClick={() => void send({ dead: true })}
        >
          {t.retryDead}
        </button>
      </p>
      <p role="status" className="leads__status">
        {queue ? message : t.loading}
      </p>
      {problem && <p role="alert">{problem}</p>}
      {queue && rows.length === 0 && <p>{t.queueEmpty}</p>}
      {rows.length > 0 && (
        <div className="leads__table" role="region" aria-labelledby={captionId} tabIndex={0}>
          <table>
            <caption id={captionId}>{fill(t.queueCaption, { count: queue!.total, shown: rows.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t.queueId}</th>
                <th scope="col">{t.queueKind}</th>
                <th scope="col">{t.queueState}</th>
                <th scope="col">{t.queueTo}</th>
                <th scope="col">{t.queueAttempts}</th>
                <th scope="col">{t.queueCreated}</th>
                <th scope="col">{t.queueWhen}</th>
                <th scope="col">{t.queueError}</th>
                <th scope="col">{t.retry}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.id}</td>
                  <td>{t.deliveryKinds[row.kind]}</td>
                  <td>{t.states[row.state]}</td>
                  <td>{row.to}</td>
                  <td>{row.attempts}</td>
                  <td className="leads__when">{when(row.createdAt)}</td>
                  <td className="leads__when">{when(row.deadAt ?? row.nextAttemptAt)}</td>
                  <td>{row.lastError ?? ''}</td>
                  <td>
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={fill(t.retryLabel, { id: row.id })}
                      onClick={() => void send({ id: row.id })}
                    >
                      {t.retry}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
