// Under /admin only: who is signed in, their account page and Sign out, Publish (off, with the reason,
// while the account may not publish, the draft has problems or unsaved changes or changes a setting
// only an admin may publish, or a publish is under way), Discard saved draft, the progress of a
// publish (its step and percentage) with Stop for the one who started it and for an admin, how the
// last one ended, the History of published versions with Roll back (for those who may publish), and,
// for those, the other accounts' saved drafts waiting to be published (DraftsWaiting.tsx); the
// reviews asked and taken (ReviewsPanel.tsx); and Share a preview for everyone who edits (SharePanel.tsx).
// The server refuses what this hides; hiding it only spares the account a refusal.
import { useCallback, useEffect, useRef, useState } from 'react';
import { me, signOut, startPublish, startRollback, stopPublish, type Account } from '../state/publishing.ts';
import { usePublishing, type Outcome } from '../state/use-publishing.ts';
import { fill, text } from '../strings.ts';
import { DraftsWaiting } from './DraftsWaiting.tsx';
import { HistoryDialog } from './HistoryDialog.tsx';
import { SchedulePanel } from './SchedulePanel.tsx';
import { SharePanel } from './SharePanel.tsx';
import { ReviewsPanel } from './ReviewsPanel.tsx';
import type { Reviews } from '../hooks/use-reviews.ts';
import { useFocusFallback } from './use-focus-fallback.ts';

const t = text.publishing;

interface PublishPanelProps {
  hasProblems: boolean;
  /** The draft's first check has not answered yet: whether it has problems is not known. */
  checking: boolean;
  hasUnsaved: boolean;
  /** The signed-in user has a draft saved in the store. */
  hasSavedDraft: boolean;
  /** Why only an admin may publish the saved draft (the server's words); null when nothing says so. */
  adminOnly: string | null;
  /** A publish or a roll back followed here is over. */
  onOver: (outcome: Outcome) => void;
  /** "Discard saved draft" was pressed (the editor asks, and starts again from the live site). */
  onDiscard: () => void;
  /** The site's locale (en-US), in which the history writes amounts of money. */
  locale: string;
  /** A publish was refused (the draft may be behind what someone published). */
  onRefused: () => void;
  /** How many times the draft was brought up to date ("Update my draft"): a refusal before is out of date. */
  updates: number;
  /** What Publish asks to confirm first (copied texts not rewritten, a price without its payment link), if anything. */
  confirmFirst?: string | undefined;
  /** Ask for a review: the account's reviews and those it may take (ReviewsPanel.tsx). */
  reviews: Reviews;
}

/** A time as the browser's clock shows it (its own time zone). */
export function localTime(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

/** What a publish that went live means for this editor, said only as far as it is true now. */
function liveWords(outcome: Extract<Outcome, { kind: 'live' }>, liveId: number | undefined): string {
  const isLive = liveId === outcome.id;
  if (outcome.mine) return fill(isLive ? t.live : t.publishedNotLive, { id: outcome.id });
  return fill(isLive ? t.liveByOther : t.publishedByOther, { id: outcome.id, name: outcome.by ?? t.someoneElse });
}

function stepName(step: string): string {
  return (t.steps as Record<string, string>)[step] ?? step;
}

export function PublishPanel({
  hasProblems,
  checking,
  hasUnsaved,
  hasSavedDraft,
  adminOnly,
  onOver,
  onDiscard,
  locale,
  onRefused,
  updates,
  confirmFirst,
  reviews,
}: PublishPanelProps) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const [signOutError, setSignOutError] = useState<string | undefined>(undefined);
  const [account, setAccount] = useState<Account | undefined>(undefined);
  const [stopError, setStopError] = useState<string | undefined>(undefined);
  const { running, outcome, liveId, begin, forgetRefusal } = usePublishing(onOver, t.network);
  const panel = useRef<HTMLElement>(null);
  const focusPanel = useCallback(() => panel.current?.focus(), []);
  useEffect(() => {
    if (updates > 0) forgetRefusal();
  }, [updates, forgetRefusal]);
  useEffect(() => {
    me().then(setAccount, () => undefined);
  }, []);
  const refused = outcome?.kind === 'refused';
  const toldRefused = useRef(onRefused);
  useEffect(() => {
    toldRefused.current = onRefused;
  });
  useEffect(() => {
    if (refused) toldRefused.current();
  }, [refused, outcome]);
  // Until the account is known, nothing is offered that its roles might not allow.
  const may = (permission: Account['permissions'][number]) => account?.permissions.includes(permission) ?? false;
  const mayPublish = may('publish');
  const mayStop = (startedBy: string) => account?.name === startedBy || may('admin');
  // Until the first check answers, whether the draft has problems is not known.
  const checkingOrProblems = checking ? t.offChecking : t.offProblems;
  // Another's publish first: nothing else can be done about Publish meanwhile.
  const reason = running
    ? fill(running.userName === account?.name ? t.offRunningByYou : t.offRunningBy, {
        name: running.userName,
        time: localTime(running.startedAt),
      })
    : account && !mayPublish
      ? t.offNoPublishRole
      : checking || hasProblems
        ? checkingOrProblems
        : hasUnsaved
          ? t.offUnsaved
          : !hasSavedDraft
            ? t.offNoDraft
            : adminOnly && !may('admin')
              ? adminOnly
              : t.ready;
  const disabled =
    !mayPublish ||
    checking ||
    hasProblems ||
    hasUnsaved ||
    !hasSavedDraft ||
    running !== null ||
    (adminOnly !== null && !may('admin'));

  // Publish is off while it runs: the focus goes to this panel, which tells its progress and outcome.
  const { button: publishButton, pressed: publishPressed } = useFocusFallback(disabled, () => panel.current);
  const publish = () => {
    if (confirmFirst && !window.confirm(fill(t.confirmFirst, { reasons: confirmFirst }))) return;
    publishPressed();
    void begin(startPublish);
  };
  const rollback = (id: number) => {
    if (!window.confirm(fill(t.rollbackConfirm, { id }))) return;
    setHistoryOpen(false);
    void begin(() => startRollback(id));
  };
  const stop = async (id: number) => {
    setStopError(undefined);
    const refused = await stopPublish(id).catch(() => t.network);
    if (refused) setStopError(fill(t.stopRefused, { message: refused }));
  };
  const leave = async () => {
    const done = await signOut().catch(() => false);
    // The sign-in page, beside the editor's own address (/admin/login).
    if (done) window.location.assign('login');
    else setSignOutError(fill(t.signOutFailed, { message: t.network }));
  };

  return (
    // Focusable from script only: a publish begun from a dialog whose opener goes away leaves the focus here,
    // where its progress and outcome are told.
    <section className="publish" aria-label={t.region} ref={panel} tabIndex={-1}>
      <div className="publish__actions">
        <button
          type="button"
          className="button button--primary"
          ref={publishButton}
          onClick={publish}
          disabled={disabled}
          aria-describedby="publish-reason"
        >
          {t.publish}
        </button>
        <button type="button" className="button" onClick={onDiscard} disabled={!hasSavedDraft || running !== null}>
          {t.discardDraft}
        </button>
        <button type="button" className="button" onClick={() => setHistoryOpen(true)}>
          {t.history}
        </button>
        <p className="publish__account">
          {account && fill(t.signedInAs, { name: account.fullName || account.name })} <a href="account">{t.account}</a>{' '}
          {may('leads') && (
            <>
              <a href="leads">{t.leads}</a>{' '}
            </>
          )}
          {may('admin') && (
            <>
              <a href="accounts">{t.accounts}</a>{' '}
            </>
          )}
          <button type="button" className="button button--small" onClick={() => void leave()}>
            {t.signOut}
          </button>
        </p>
      </div>
      <p id="publish-reason" className="publish__reason">
        {reason}
      </p>
      <SchedulePanel
        mayPublish={mayPublish}
        isAdmin={may('admin')}
        accountName={account?.name}
        off={disabled}
        refreshKey={outcome}
      />
      <SharePanel refreshKey={outcome} />
      <ReviewsPanel
        reviews={reviews}
        mayPublish={mayPublish}
        hasSavedDraft={hasSavedDraft}
        hasUnsaved={hasUnsaved}
        busy={running !== null}
        locale={locale}
        onPublish={(start) => void begin(start)}
        focusAfterPublish={focusPanel}
      />
      {mayPublish && (
        <DraftsWaiting
          busy={running !== null}
          refreshKey={outcome}
          onPublish={(start) => void begin(start)}
          focusAfterPublish={focusPanel}
          locale={locale}
        />
      )}
      {running && (
        <div className="publish__progress">
          <p id="publish-step" className="publish__step">
            {stepName(running.step)}{' '}
            <span className="publish__by">({fill(t.progressBy, { name: running.userName })})</span>
          </p>
          <div
            role="progressbar"
            className="progress"
            aria-labelledby="publish-step"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={running.percent}
            aria-valuetext={fill(t.progressValue, { step: stepName(running.step), percent: running.percent })}
          >
            <div className="progress__fill" style={{ inlineSize: `${running.percent}%` }} />
          </div>
          <p className="publish__percent" aria-hidden="true">
            {running.percent}%
          </p>
          <p className="publish__stop">
            {running.cancelledBy
              ? fill(t.stopping, { name: running.cancelledBy })
              : mayStop(running.userName) && (
                  <button type="button" className="button button--small" onClick={() => void stop(running.id)}>
                    {t.stop}
                  </button>
                )}
          </p>
        </div>
      )}
      <div role="status" className="publish__outcome">
        {/* Only what is true now: nothing of an earlier publish while one runs; "live" only while it is. */}
        {!running && outcome?.kind === 'live' && <p>{liveWords(outcome, liveId)}</p>}
        {outcome?.kind === 'refused' && (
          <p className="publish__failed">{fill(t.refused, { message: outcome.message })}</p>
        )}
        {signOutError && <p className="publish__failed">{signOutError}</p>}
        {stopError && <p className="publish__failed">{stopError}</p>}
      </div>
      <div role="alert" className="publish__outcome">
        {!running && outcome?.kind === 'failed' && (
          <p className="publish__failed">{fill(t.failed, { message: outcome.message })}</p>
        )}
      </div>
      <HistoryDialog
        open={historyOpen}
        liveId={liveId}
        busy={running !== null}
        mayRollBack={mayPublish}
        onRollback={rollback}
        onClose={() => setHistoryOpen(false)}
        locale={locale}
      />
    </section>
  );
}
