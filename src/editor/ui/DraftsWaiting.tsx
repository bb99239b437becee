// For accounts that may publish: the other accounts' saved drafts ("Eddie Edwards — services.json —
// saved 10 minutes ago", the account name added only to tell two of one full name apart), each with Review, which tells what it changes against the live site in words
// and offers to publish it (asked first). The publish is followed by the Publishing panel like its
// own (`onPublish` starts it there). The server refuses what this offers to anyone else.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  agoInWords,
  ownerName,
  publishWaitingDraft,
  waitingDraftChanges,
  waitingDrafts,
  type DraftFileChange,
} from '../state/drafts-waiting.ts';
import type { WaitingDraft } from '../../shared/draft-contract.ts';
import type { Started } from '../state/publishing.ts';
import { fill, text } from '../strings.ts';
import { FileChanges } from './FileChanges.tsx';
import { Modal } from './Modal.tsx';

const t = text.draftsWaiting;

interface DraftsWaitingProps {
  /** A publish is under way (anyone's): no publish from here meanwhile. */
  busy: boolean;
  /** Changes whenever a publish is over: the list is read again. */
  refreshKey: unknown;
  onPublish: (start: () => Promise<Started>) => void;
  /** Where the focus goes once a publish began here: the Review button it would return to goes with the draft. */
  focusAfterPublish: () => void;
  locale: string;
}

function ReviewDialog({
  draft,
  name,
  busy,
  onPublish,
  onClose,
  locale,
}: {
  draft: WaitingDraft | undefined;
  /** Whose draft it is, in the list's words. */
  name: string;
  busy: boolean;
  onPublish: (draft: WaitingDraft) => void;
  onClose: () => void;
  locale: string;
}) {
  const [files, setFiles] = useState<DraftFileChange[] | { failed: string } | undefined>(undefined);
  const accountId = draft?.accountId;
  useEffect(() => {
    if (!accountId) return;
    let current = true;
    waitingDraftChanges(accountId).then(
      (changed) => current && setFiles(changed),
      (error: unknown) => current && setFiles({ failed: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
      setFiles(undefined);
    };
  }, [accountId]);
  return (
    <Modal open={draft !== undefined} labelledBy="review-draft-title" onClose={onClose}>
      <h2 id="review-draft-title">{fill(t.dialogTitle, { name })}</h2>
      {draft && <p>{fill(t.dialogIntro, { name, ago: agoInWords(draft.savedAt, t.justNow) })}</p>}
      {!files ? (
        <p>{t.loading}</p>
      ) : 'failed' in files ? (
        <p role="alert">{fill(t.loadFailed, { message: files.failed })}</p>
      ) : (
        <FileChanges files={files} locale={locale} />
      )}
      {busy && <p id="review-draft-off">{t.offRunning}</p>}
      <p className="new-form__buttons">
        <button
          type="button"
          className="button button--primary"
          disabled={busy || !Array.isArray(files) || !draft}
          aria-describedby={busy ? 'review-draft-off' : undefined}
          onClick={() => draft && onPublish(draft)}
        >
          {fill(t.publish, { name })}
        </button>{' '}
        <button type="button" className="button" onClick={onClose}>
          {text.close}
        </button>
      </p>
    </Modal>
  );
}

export function DraftsWaiting({ busy, refreshKey, onPublish, focusAfterPublish, locale }: DraftsWaitingProps) {
  const [drafts, setDrafts] = useState<WaitingDraft[] | { failed: string }>([]);
  const [reviewing, setReviewing] = useState<WaitingDraft | undefined>(undefined);
  // A publish began from the dialog: once it has closed (the browser gives the focus back to Review first), the focus moves on.
  const publishedFromDialog = useRef(false);
  const read = useCallback(
    () =>
      waitingDrafts().then(setDrafts, (error: unknown) =>
        setDrafts({ failed: error instanceof Error ? error.message : String(error) }),
      ),
    [],
  );
  // Read when the editor opens, after each publish, and whenever the window comes back to the front.
  useEffect(() => {
    void read();
  }, [read, refreshKey]);
  useEffect(() => {
    const again = () => void read();
    window.addEventListener('focus', again);
    return () => window.removeEventListener('focus', again);
  }, [read]);

  const nameOf = (draft: WaitingDraft) => ('failed' in drafts ? draft.name : ownerName(draft, drafts));
  const publish = (draft: WaitingDraft) => {
    if (!window.confirm(fill(t.publishConfirm, { name: nameOf(draft) }))) return;
    publishedFromDialog.current = true;
    setReviewing(undefined);
    onPublish(() => publishWaitingDraft(draft.accountId));
  };

  if ('failed' in drafts)
    return <p className="publish__failed drafts-waiting">{fill(t.failed, { message: drafts.failed })}</p>;
  if (drafts.length === 0) return null;
  return (
    <section className="drafts-waiting" aria-labelledby="drafts-waiting-title">
      <h2 id="drafts-waiting-title" className="drafts-waiting__title">
        {t.title}
      </h2>
      <ul className="drafts-waiting__list">
        {drafts.map((draft) => (
          <li key={draft.accountId}>
            <span>
              {fill(t.entry, {
                name: nameOf(draft),
                files: draft.files.join(', '),
                ago: agoInWords(draft.savedAt, t.justNow),
              })}
            </span>{' '}
            <button
              type="button"
              className="button button--small"
              aria-label={fill(t.reviewLabel, { name: nameOf(draft) })}
              onClick={() => setReviewing(draft)}
            >
              {t.review}
            </button>
          </li>
        ))}
      </ul>
      <ReviewDialog
        draft={reviewing}
        name={reviewing ? nameOf(reviewing) : ''}
        busy={busy}
        onPublish={publish}
        onClose={() => {
          setReviewing(undefined);
          if (publishedFromDialog.current) focusAfterPublish();
          publishedFromDialog.current = false;
        }}
        locale={locale}
      />
    </section>
  );
}
