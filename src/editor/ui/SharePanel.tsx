// Share a preview (under /admin only): how many days the link lasts (7 unless chosen) and whether it
// shows the draft as it is now or follows later saves; "Make a preview link" then shows the address
// once (only its hash is kept), with Copy; and the live links (the account's own, an admin's: every
// one), each with who made it and when it ends, and Revoke. The server checks all of it again.
import { useEffect, useId, useState } from 'react';
import { PREVIEW_DAYS } from '../../shared/preview-link-contract.ts';
import { listPreviewLinks, revokePreviewLink, sharePreview, type PreviewLinksAnswer } from '../state/preview-links.ts';
import { timeIn, ownZone } from '../state/schedules.ts';
import { fill, text } from '../strings.ts';
import { SaidLines, type Said } from './SaidLines.tsx';

const t = text.sharedPreview;

interface SharePanelProps {
  /** Changes whenever a publish is over: the list is read again. */
  refreshKey: unknown;
}

export function SharePanel({ refreshKey }: SharePanelProps) {
  const id = useId();
  const [answer, setAnswer] = useState<PreviewLinksAnswer | { failed: string } | undefined>(undefined);
  const [days, setDays] = useState(String(PREVIEW_DAYS.default));
  const [follow, setFollow] = useState(false);
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<string | undefined>(undefined);
  const [said, setSaid] = useState<Said | undefined>(undefined);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    listPreviewLinks().then(
      (read) => current && setAnswer(read),
      (error: unknown) => current && setAnswer({ failed: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [refreshKey, reloads]);

  const share = async () => {
    setBusy(true);
    setMade(undefined);
    const outcome = await sharePreview(Number(days), follow).catch(() => ({
      ok: false as const,
      message: text.publishing.network,
    }));
    setBusy(false);
    if (outcome.ok) {
      setMade(new URL(outcome.answer.url, window.location.origin).href);
      setSaid({ message: outcome.answer.message, ok: true });
      setReloads((count) => count + 1);
    } else setSaid({ message: fill(t.refused, { message: outcome.message }), ok: false });
  };
  const copy = async () => {
    if (!made) return;
    const done = await navigator.clipboard?.writeText(made).then(
      () => true,
      () => false,
    );
    if (done) setSaid({ message: t.copied, ok: true });
  };
  const revoke = async (linkId: string) => {
    if (!window.confirm(t.revokeConfirm)) return;
    const outcome = await revokePreviewLink(linkId).catch(() => ({ ok: false, message: text.publishing.network }));
    setSaid(outcome);
    if (outcome.ok) setReloads((count) => count + 1);
  };
  const zone = ownZone();

  return (
    <section className="schedules share" aria-labelledby={`${id}-title`}>
      <form
        className="schedules__form"
        onSubmit={(event) => {
          event.preventDefault();
          void share();
        }}
      >
        <h3 id={`${id}-title`} className="schedules__title">
          {t.title}
        </h3>
        <p className="schedules__intro">{t.intro}</p>
        <p className="schedules__field">
          <label htmlFor={`${id}-days`}>{t.days}</label>
          <input
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={PREVIEW_DAYS.min}
            max={PREVIEW_DAYS.max}
            step={1}
            required
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
        </p>
        <fieldset className="share__mode">
          <legend>{t.mode}</legend>
          <label>
            <input type="radio" name={`${id}-mode`} checked={!follow} onChange={() => setFollow(false)} /> {t.snapshot}
          </label>
          <label>
            <input type="radio" name={`${id}-mode`} checked={follow} onChange={() => setFollow(true)} /> {t.follow}
          </label>
        </fieldset>
        <p>
          <button type="submit" className="button" disabled={busy}>
            {busy ? t.sharing : t.share}
          </button>
        </p>
      </form>
      {made && (
        <p className="schedules__field share__made">
          <label htmlFor={`${id}-url`}>{t.made}</label>
          <input
            id={`${id}-url`}
            className="share__url"
            type="url"
            readOnly
            value={made}
            onFocus={(event) => event.target.select()}
          />
          <button type="button" className="button button--small" onClick={() => void copy()}>
            {t.copy}
          </button>
        </p>
      )}
      <SaidLines said={said} />
      <h3 className="schedules__title">{t.listTitle}</h3>
      {answer === undefined ? null : 'failed' in answer ? (
        <p role="alert">{fill(t.loadFailed, { message: answer.failed })}</p>
      ) : answer.links.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className="schedules__list">
          {answer.links.map((link) => {
            const time = timeIn(link.expiresAt, zone);
            return (
              <li key={link.id} className="schedules__item">
                <p>
                  {fill(t.item, {
                    name: link.by.fullName,
                    time,
                    shows: link.mode === 'follow' ? t.follows : fill(t.snapshotOf, { files: link.files.join(', ') }),
                  })}{' '}
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={fill(t.revokeLabel, { name: link.by.fullName, time })}
                    onClick={() => void revoke(link.id)}
                  >
                    {t.revoke}
                  </button>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
