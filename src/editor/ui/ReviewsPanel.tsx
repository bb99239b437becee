// "Ask for a review" in the Publishing panel (state/reviews.ts): the author asks a publisher (one, or
// any) to review the saved draft and reads the review's comments here (and beside their fields in the
// forms, ReviewNotes.tsx); a publisher sees the reviews asked of them, each with Review: what the
// draft changes in words (FileChanges, as Drafts waiting tells it), comments on the whole draft or on
// one change, then Approve and publish (followed by this panel like any publish), Approve and
// schedule (Publish later's time field), or Send back. The server refuses what this offers to anyone
// else.
import { useEffect, useId, useRef, useState } from 'react';
import type { Reviews } from '../hooks/use-reviews.ts';
import { agoInWords } from '../state/drafts-waiting.ts';
import { changeEntries } from '../state/history-words.ts';
import type { Started } from '../state/publishing.ts';
import {
  activeReview,
  addComment,
  approveAndPublish,
  approveForLater,
  askForReview,
  reviewChanges,
  sendBack,
  type ReviewCommentView,
  type ReviewFileChange,
  type ReviewOutcome,
  type ReviewView,
} from '../state/reviews.ts';
import { listSchedules, nextHourIn, typedMoment } from '../state/schedules.ts';
import { fill, text } from '../strings.ts';
import { FileChanges } from './FileChanges.tsx';
import { Modal } from './Modal.tsx';
import { TimeField, typedProblem } from './SchedulePanel.tsx';

const t = text.reviews;

const nameOf = (person: { name: string; fullName: string }) => person.fullName || person.name;

/** A comment as a line: who, about what, what. */
function commentWords(comment: ReviewCommentView): string {
  const name = nameOf(comment.by);
  if (comment.path === null) return fill(t.commentWhole, { name, body: comment.body });
  const place = comment.pointer ? `${comment.path} ${comment.pointer}` : comment.path;
  return fill(t.comment, { name, place, body: comment.body });
}

function Comments({ comments }: { comments: readonly ReviewCommentView[] }) {
  if (comments.length === 0) return null;
  return (
    <>
      <h4 className="reviews__subtitle">{t.commentsTitle}</h4>
      <ul className="reviews__comments">
        {comments.map((comment) => (
          <li key={comment.id}>
            {commentWords(comment)}{' '}
            <span className="reviews__round">({fill(t.roundMark, { round: comment.round })})</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Where the author's review stands, in words. */
function statusWords(review: ReviewView): string {
  const name = review.decidedBy ? nameOf(review.decidedBy) : '';
  const reviewer = review.reviewer ? nameOf(review.reviewer) : t.anyone;
  return fill(t[`status_${review.status}`], {
    name,
    reviewer,
    round: review.round,
    outcome: review.outcome ?? '',
  });
}

interface ReviewDialogProps {
  review: ReviewView | undefined;
  busy: boolean;
  locale: string;
  onClose: () => void;
  /** A step was taken: the lists are read again. */
  onChanged: () => Promise<void>;
  onPublish: (start: () => Promise<Started>) => void;
}

function ReviewDialog({ review, busy, locale, onClose, onChanged, onPublish }: ReviewDialogProps) {
  const ids = useId();
  const [files, setFiles] = useState<ReviewFileChange[] | { failed: string } | undefined>(undefined);
  const [about, setAbout] = useState('');
  const [body, setBody] = useState('');
  const [said, setSaid] = useState<ReviewOutcome | undefined>(undefined);
  const [zone, setZone] = useState<{ zone: string; now: string } | undefined>(undefined);
  const [later, setLater] = useState('');
  const id = review?.id;
  useEffect(() => {
    if (id === undefined) return;
    let current = true;
    reviewChanges(id).then(
      (changed) => current && setFiles(changed),
      (error: unknown) => current && setFiles({ failed: error instanceof Error ? error.message : String(error) }),
    );
    listSchedules().then(
      (answer) => {
        if (!current) return;
        setZone({ zone: answer.zone, now: answer.now });
        setLater(nextHourIn(answer.now, answer.zone));
      },
      () => undefined,
    );
    return () => {
      current = false;
      setFiles(undefined);
      setSaid(undefined);
      setBody('');
      setAbout('');
    };
  }, [id]);
  if (!review)
    return (
      <Modal open={false} labelledBy={`${ids}-title`} onClose={onClose}>
        {null}
      </Modal>
    );
  const name = nameOf(review.author);
  const changes = Array.isArray(files)
    ? files.flatMap((file) =>
        changeEntries(file.path, file.before, file.after, locale).map((entry) => ({
          value: JSON.stringify([file.path, entry.pointer]),
          label: fill(t.aboutChange, { path: file.path, line: entry.line }),
        })),
      )
    : [];
  const step = async (outcome: Promise<ReviewOutcome>) => {
    const answer = await outcome.catch((error: unknown) => ({
      ok: false as const,
      message: error instanceof Error ? error.message : String(error),
    }));
    setSaid(answer.ok ? answer : { ok: false, message: fill(t.refused, { message: answer.message }) });
    await onChanged();
    return answer.ok;
  };
  const comment = async () => {
    if (body.trim() === '') return setSaid({ ok: false, message: t.emptyComment });
    const [path, pointer] = about === '' ? [] : (JSON.parse(about) as [string, string]);
    if (await step(addComment(review.id, body, path === undefined ? null : { path, pointer: pointer ?? '' })))
      setBody('');
  };
  const approve = () => {
    if (!window.confirm(fill(t.approveConfirm, { name }))) return;
    onClose();
    onPublish(async () => {
      const started = await approveAndPublish(review.id);
      await onChanged();
      return started;
    });
  };
  const laterProblem = zone ? typedProblem(later, zone.zone) : undefined;
  const approveLater = async () => {
    if (!zone) return;
    const typed = typedMoment(later, zone.zone);
    if (!('at' in typed)) return setSaid({ ok: false, message: laterProblem ?? '' });
    if (await step(approveForLater(review.id, typed.at))) onClose();
  };
  const off = busy || !review.current;
  return (
    <Modal open labelledBy={`${ids}-title`} onClose={onClose}>
      <h2 id={`${ids}-title`}>{fill(t.dialogTitle, { name })}</h2>
      <p>{fill(t.dialogIntro, { name })}</p>
      {!review.current && <p className="reviews__warning">{fill(t.changedSince, { name })}</p>}
      {!files ? (
        <p>{t.loading}</p>
      ) : 'failed' in files ? (
        <p role="alert">{fill(t.loadFailed, { message: files.failed })}</p>
      ) : (
        <FileChanges files={files} locale={locale} />
      )}
      <Comments comments={review.comments} />
      <form
        className="reviews__form"
        onSubmit={(event) => {
          event.preventDefault();
          void comment();
        }}
      >
        <p className="reviews__field">
          <label htmlFor={`${ids}-about`}>{t.aboutLabel}</label>
          <select id={`${ids}-about`} value={about} onChange={(event) => setAbout(event.currentTarget.value)}>
            <option value="">{t.aboutWhole}</option>
            {changes.map((change) => (
              <option key={change.value} value={change.value}>
                {change.label}
              </option>
            ))}
          </select>
        </p>
        <p className="reviews__field">
          <label htmlFor={`${ids}-body`}>{t.bodyLabel}</label>
          <textarea
            id={`${ids}-body`}
            rows={3}
            maxLength={2000}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
          />
        </p>
        <p>
          <button type="submit" className="button">
            {t.addComment}
          </button>
        </p>
      </form>
      <div role="status" className="reviews__said">
        {said && <p className={said.ok ? undefined : 'publish__failed'}>{said.message}</p>}
      </div>
      {zone && (
        <TimeField
          id={`${ids}-later`}
          label={fill(t.laterLabel, { zone: zone.zone })}
          value={later}
          zone={zone.zone}
          onChange={setLater}
        />
      )}
      <p className="new-form__buttons">
        <button type="button" className="button button--primary" disabled={off} onClick={approve}>
          {t.approve}
        </button>{' '}
        <button type="button" className="button" disabled={off || !zone} onClick={() => void approveLater()}>
          {t.approveLater}
        </button>{' '}
        <button
          type="button"
          className="button"
          onClick={() => void step(sendBack(review.id)).then((done) => done && onClose())}
        >
          {t.sendBack}
        </button>{' '}
        <button type="button" className="button" onClick={onClose}>
          {text.close}
        </button>
      </p>
    </Modal>
  );
}

interface ReviewsPanelProps {
  reviews: Reviews;
  mayPublish: boolean;
  hasSavedDraft: boolean;
  hasUnsaved: boolean;
  /** A publish is under way (anyone's): no approval to publish meanwhile. */
  busy: boolean;
  locale: string;
  onPublish: (start: () => Promise<Started>) => void;
  /** Where the focus goes once a publish began here: the Review button it would return to goes with the review. */
  focusAfterPublish: () => void;
}

export function ReviewsPanel({
  reviews,
  mayPublish,
  hasSavedDraft,
  hasUnsaved,
  busy,
  locale,
  onPublish,
  focusAfterPublish,
}: ReviewsPanelProps) {
  const ids = useId();
  // A publish began from the dialog: once it has closed, the focus moves on to the panel that tells its progress.
  const publishedFromDialog = useRef(false);
  const [reviewer, setReviewer] = useState('');
  const [said, setSaid] = useState<ReviewOutcome | undefined>(undefined);
  const [reviewing, setReviewing] = useState<number | undefined>(undefined);
  const { answer, reload } = reviews;
  if (answer === undefined) return null;
  if ('failed' in answer)
    return <p className="publish__failed reviews">{fill(t.failed, { message: answer.failed })}</p>;
  const active = activeReview(answer.mine);
  const last = active ?? answer.mine[0];
  const reason = !hasSavedDraft
    ? t.offNoDraft
    : hasUnsaved
      ? t.offUnsaved
      : active?.status === 'open'
        ? t.offOpen
        : t.ready;
  const ask = async () => {
    const outcome = await askForReview(reviewer === '' ? null : reviewer).catch((error: unknown) => ({
      ok: false as const,
      message: error instanceof Error ? error.message : String(error),
    }));
    setSaid(outcome.ok ? outcome : { ok: false, message: fill(t.refused, { message: outcome.message }) });
    await reload();
  };
  const open = answer.forMe.find((review) => review.id === reviewing);
  return (
    <section className="reviews" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="reviews__title">
        {t.title}
      </h2>
      <p className="reviews__ask">
        <label htmlFor={`${ids}-reviewer`}>{t.reviewerLabel}</label>{' '}
        <select id={`${ids}-reviewer`} value={reviewer} onChange={(event) => setReviewer(event.currentTarget.value)}>
          <option value="">{t.anyPublisher}</option>
          {answer.publishers.map((publisher) => (
            <option key={publisher.name} value={publisher.name}>
              {nameOf(publisher)}
            </option>
          ))}
        </select>{' '}
        <button
          type="button"
          className="button"
          disabled={!hasSavedDraft || hasUnsaved}
          aria-describedby={`${ids}-reason`}
          onClick={() => void ask()}
        >
          {active ? t.askAgain : t.ask}
        </button>
      </p>
      <p id={`${ids}-reason`} className="reviews__reason">
        {reason}
      </p>
      <div role="status" className="reviews__said">
        {said && <p className={said.ok ? undefined : 'publish__failed'}>{said.message}</p>}
      </div>
      {last && (
        <div className="reviews__mine">
          <h3 className="reviews__subtitle">{t.yours}</h3>
          <p>{statusWords(last)}</p>
          <Comments comments={last.comments} />
        </div>
      )}
      {mayPublish && answer.forMe.length > 0 && (
        <div className="reviews__for-me">
          <h3 className="reviews__subtitle">{t.forYou}</h3>
          <ul className="reviews__list">
            {answer.forMe.map((review) => (
              <li key={review.id}>
                {fill(t.forYouEntry, {
                  name: nameOf(review.author),
                  files: review.files.join(', '),
                  ago: agoInWords(review.askedAt, text.draftsWaiting.justNow),
                })}{' '}
                <button
                  type="button"
                  className="button button--small"
                  aria-label={fill(t.reviewLabel, { name: nameOf(review.author) })}
                  onClick={() => setReviewing(review.id)}
                >
                  {t.review}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ReviewDialog
        review={open}
        busy={busy}
        locale={locale}
        onClose={() => {
          setReviewing(undefined);
          if (publishedFromDialog.current) focusAfterPublish();
          publishedFromDialog.current = false;
        }}
        onChanged={reload}
        onPublish={(start) => {
          publishedFromDialog.current = true;
          onPublish(start);
        }}
      />
    </section>
  );
}
