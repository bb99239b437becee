// A person's timeline: every submission of one lead, oldest first, what they entered and whether
// its mails went out (as `npm run submissions -- lead` prints it); and their erasure, which asks
// first and says what it deletes.
import { useEffect, useId, useRef, useState } from 'react';
import { fill, fillCount, text } from '../strings.ts';
import { Modal } from '../ui/Modal.tsx';
import { erase, timeline as readTimeline, type LeadKind, type LeadSource, type Timeline } from './api.ts';
import { campaignText, fieldText, kindOfOne, when } from './words.ts';

const t = text.leads;

interface PersonDialogProps {
  /** Whose timeline is open; undefined: closed. */
  email: string | undefined;
  /** The kinds with their fields' titles, to name what the person entered. */
  kinds: LeadKind[];
  onClose: () => void;
  /** The person was erased: the list is read again. */
  onErased: () => void;
}

/** Where a submission came from, a line per part known (React escapes every value). */
function SourceLines({ source }: { source: LeadSource | null }) {
  const parts = source
    ? ([
        ['page', source.page],
        ['landingPage', source.landingPage],
        ['referrerHost', source.referrerHost],
        ['campaign', campaignText(source) || undefined],
      ] as const)
    : [];
  const known = parts.filter(([, value]) => value !== undefined);
  if (known.length === 0) return <p className="timeline__source">{`${t.source}: ${t.sourceUnknown}`}</p>;
  return (
    <dl className="timeline__fields timeline__source">
      {known.map(([part, value]) => (
        <div key={part}>
          <dt>{t.sourceParts[part]}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A field's title in its kind's form, else its key. */
function fieldTitle(kinds: LeadKind[], type: string, key: string): string {
  return kinds.find((kind) => kind.type === type)?.fields.find((field) => field.key === key)?.title ?? key;
}

export function PersonDialog({ email, kinds, onClose, onErased }: PersonDialogProps) {
  const ids = useId();
  const [timeline, setTimeline] = useState<Timeline | undefined>(undefined);
  const [problem, setProblem] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [erased, setErased] = useState('');
  // The erasure's words take the focus: the button that was pressed is gone with what it erased.
  const erasedLine = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (erased) erasedLine.current?.focus();
  }, [erased]);

  // The parent gives each person a dialog of their own (key), so nothing of another stays here.
  useEffect(() => {
    if (email === undefined) return;
    let current = true;
    readTimeline(email).then(
      (answer) => current && setTimeline(answer),
      (error: Error) => current && setProblem(fill(t.failed, { message: error.message || t.network })),
    );
    return () => {
      current = false;
    };
  }, [email]);

  const confirmErase = async () => {
    if (!email) return;
    setErasing(true);
    try {
      const answer = await erase(email);
      setErased(answer.message);
      setTimeline(undefined);
      setConfirming(false);
      onErased();
    } catch (error) {
      setProblem(fill(t.failed, { message: (error as Error).message || t.network }));
    } finally {
      setErasing(false);
    }
  };

  const titleId = `${ids}-title`;
  return (
    <Modal open={email !== undefined} labelledBy={titleId} onClose={onClose}>
      <h2 id={titleId} className="timeline__heading">
        {fill(t.timelineTitle, { email: email ?? '' })}
      </h2>
      {!timeline && !problem && !erased && <p role="status">{t.loading}</p>}
      {problem && <p role="alert">{problem}</p>}
      {erased && (
        <p role="status" tabIndex={-1} ref={erasedLine}>
          {erased}
        </p>
      )}
      {timeline && !confirming && (
        <>
          <p>{fillCount(t.firstSeen, timeline.submissions.length, { date: when(timeline.firstSeen) })}</p>
          <ol className="timeline">
            {timeline.submissions.map((submission) => (
              <li key={submission.id} className="timeline__entry">
                <h3 className="timeline__title">
                  {when(submission.createdAt)}: {kindOfOne(submission.type)}
                </h3>
                {submission.suspectedBot && <p>{fill(t.bot, { why: submission.suspectedBot })}</p>}
                <dl className="timeline__fields">
                  {Object.entries(submission.fields).map(([key, value]) => (
                    <div key={key}>
                      <dt>{fieldTitle(kinds, submission.type, key)}</dt>
                      <dd>{fieldText(value)}</dd>
                    </div>
                  ))}
                </dl>
                <SourceLines source={submission.source} />
                {submission.language && <p className="timeline__source">{`${t.language}: ${submission.language}`}</p>}
                <p className="timeline__deliveries">
                  {t.deliveries}:{' '}
                  {submission.deliveries.length === 0
                    ? t.noDeliveries
                    : submission.deliveries
                        .map((delivery) =>
                          fill(t.delivery, {
                            kind: t.deliveryKinds[delivery.kind],
                            to: delivery.to,
                            state: t.states[delivery.state],
                          }),
                        )
                        .join('; ')}
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
      {timeline && confirming && (
        <div className="erase" role="group" aria-labelledby={`${ids}-erase`}>
          <h3 id={`${ids}-erase`}>{fill(t.eraseTitle, { email: timeline.email })}</h3>
          <p>{t.eraseWhat}</p>
          <ul>
            <li>{fillCount(t.eraseSubmissions, timeline.submissions.length, { email: timeline.email })}</li>
            <li>{t.eraseMails}</li>
            <li>{t.eraseFiles}</li>
          </ul>
          <p>{t.eraseKept}</p>
        </div>
      )}
      <p className="dialog__actions">
        {timeline && !confirming && (
          <button type="button" className="button button--danger" onClick={() => setConfirming(true)}>
            {t.erase}
          </button>
        )}
        {timeline && confirming && (
          <>
            <button
              type="button"
              className="button button--danger"
              disabled={erasing}
              onClick={() => void confirmErase()}
              autoFocus
            >
              {erasing ? t.erasing : t.eraseConfirm}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {t.cancel}
            </button>
          </>
        )}
        {!confirming && (
          <button type="button" className="button" onClick={onClose}>
            {t.close}
          </button>
        )}
      </p>
    </Modal>
  );
}
