// The History of published versions, newest first, a page at a time: who, when (in the browser's
// time zone), what changed in words, field by field (state/history-words.ts), the raw diff of the
// JSON behind a toggle (loaded when it is opened, each line marked + or -, not by colour alone), and
// Roll back on each published version the site does not show now. Among them, at their time, the
// scheduled publishes that did not go live (stopped or failed), with why.
import { useEffect, useState } from 'react';
import type { ScheduleView } from '../../shared/schedule-contract.ts';
import { history, versionChanges, versionDiff, type Version } from '../state/publishing.ts';
import { fill, text } from '../strings.ts';
import { FileChanges, type FileChange } from './FileChanges.tsx';
import { Modal } from './Modal.tsx';
import { ScheduleNote } from './ScheduleNote.tsx';

const t = text.publishing;

interface HistoryDialogProps {
  open: boolean;
  liveId: number | undefined;
  /** A publish is under way: no roll back meanwhile. */
  busy: boolean;
  onRollback: (id: number) => void;
  /** The account may publish, so roll back (publisher, admin): without it, no Roll back is offered. */
  mayRollBack: boolean;
  onClose: () => void;
  /** The site's locale (en-US): amounts of money are written in it, as on the site. */
  locale: string;
}

/** A moment in the browser's own time zone and words. */
const when = (iso: string) =>
  fill(t.when, { date: new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) });

/** What a published version changed, in words, read when its entry is shown. */
function ChangesInWords({ id, locale }: { id: number; locale: string }) {
  const [files, setFiles] = useState<FileChange[] | 'failed' | undefined>(undefined);
  useEffect(() => {
    let current = true;
    versionChanges(id).then(
      (changed) => current && setFiles(changed),
      () => current && setFiles('failed'),
    );
    return () => {
      current = false;
    };
  }, [id]);
  if (files === undefined) return <p>{text.historyWords.loading}</p>;
  if (files === 'failed') return <p>{text.historyWords.failed}</p>;
  return <FileChanges files={files} locale={locale} />;
}

function lineKind(line: string): string {
  if (line.startsWith('+') && !line.startsWith('+++')) return 'added';
  if (line.startsWith('-') && !line.startsWith('---')) return 'removed';
  return line.startsWith('@@') ? 'hunk' : 'context';
}

function Diff({ diff }: { diff: string }) {
  return (
    <pre className="diff" tabIndex={0}>
      {diff.split('\n').map((line, index) => (
        <span key={index} className={`diff__line diff__line--${lineKind(line)}`}>
          {line}
          {'\n'}
        </span>
      ))}
    </pre>
  );
}

/** A version's diff, asked of the server the first time it is opened. */
function LazyDiff({ id }: { id: number }) {
  const [open, setOpen] = useState(false);
  const [diff, setDiff] = useState<{ text: string } | { failed: string } | undefined>(undefined);
  useEffect(() => {
    if (!open || diff) return;
    versionDiff(id).then(
      (text) => setDiff({ text }),
      (error: unknown) => setDiff({ failed: error instanceof Error ? error.message : String(error) }),
    );
  }, [open, diff, id]);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{fill(t.showDiff, { id })}</summary>
      {!diff ? (
        <p>{t.diffLoading}</p>
      ) : 'failed' in diff ? (
        <p role="alert">{fill(t.diffFailed, { message: diff.failed })}</p>
      ) : diff.text ? (
        <Diff diff={diff.text} />
      ) : (
        <p>{t.noDiff}</p>
      )}
    </details>
  );
}

function VersionItem({
  version,
  live,
  busy,
  onRollback,
  mayRollBack,
  locale,
}: {
  version: Version;
  live: boolean;
  busy: boolean;
  onRollback: (id: number) => void;
  mayRollBack: boolean;
  locale: string;
}) {
  // Another account's draft published (the hand-off): whose it was, by the person's name then.
  const kind = version.draftOf
    ? fill(t.publishOf, { name: version.draftOf.fullName || version.draftOf.name })
    : fill((t.kinds as Record<string, string>)[version.kind] ?? version.kind, { id: version.rollbackOf ?? '' });
  const status = live ? t.liveNow : ((t.statuses as Record<string, string>)[version.status] ?? version.status);
  return (
    <li className={`version version--${version.status}`}>
      <h3 className="version__title">
        {fill(t.version, { id: version.id })}: {kind}
        {version.kind === 'baseline' ? '' : `, ${fill(t.by, { name: version.userName })}`}, {when(version.startedAt)}{' '}
        <span className="version__status">({status})</span>
      </h3>
      {version.schedule && <ScheduleNote schedule={version.schedule} />}
      {version.message && <p className="version__note">{version.message}</p>}
      {version.kind !== 'baseline' && (
        <p>
          {t.filesChanged}:{' '}
          {version.files.length === 0
            ? t.noFiles
            : version.files.map((file, index) => (
                <span key={file.path}>
                  {index > 0 && ', '}
                  <code>{file.path}</code> ({(t.change as Record<string, string>)[file.change] ?? file.change})
                </span>
              ))}
          {version.gitCommit && `; ${fill(t.commit, { commit: version.gitCommit.slice(0, 10) })}`}
        </p>
      )}
      {version.status === 'published' && version.kind !== 'baseline' && (
        <ChangesInWords id={version.id} locale={locale} />
      )}
      {version.hasDiff && <LazyDiff id={version.id} />}
      {version.status === 'published' && !live && mayRollBack && (
        <button type="button" className="button button--small" disabled={busy} onClick={() => onRollback(version.id)}>
          {fill(t.rollback, { id: version.id })}
        </button>
      )}
    </li>
  );
}

/** A scheduled publish that did not go live: who scheduled it, for when, why not and what it held. */
function NotLiveItem({ schedule }: { schedule: ScheduleView }) {
  const ts = text.schedules;
  return (
    <li className="version version--failed">
      <h3 className="version__title">
        {fill(ts.historyNotLiveTitle, { name: schedule.by?.fullName || schedule.by?.name || '' })},{' '}
        {when(schedule.finishedAt ?? schedule.at)} <span className="version__status">({ts.historyNotLiveStatus})</span>
      </h3>
      <ScheduleNote schedule={schedule} />
      {schedule.message && <p className="version__note">{schedule.message}</p>}
      <p>
        {ts.historyNotLiveFiles}:{' '}
        {schedule.files.map((path, index) => (
          <span key={path}>
            {index > 0 && ', '}
            <code>{path}</code>
          </span>
        ))}
      </p>
    </li>
  );
}

type Entry = { version: Version; at: string } | { schedule: ScheduleView; at: string };

/** The versions and the scheduled publishes that did not go live, newest first (versions keep their order). */
function byTime(versions: Version[], notLive: ScheduleView[]): Entry[] {
  const entries: Entry[] = [
    ...versions.map((version) => ({ version, at: version.startedAt })),
    ...notLive.map((schedule) => ({ schedule, at: schedule.finishedAt ?? schedule.at })),
  ];
  return entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

export function HistoryDialog({ open, liveId, busy, onRollback, mayRollBack, onClose, locale }: HistoryDialogProps) {
  const [versions, setVersions] = useState<Version[] | undefined>(undefined);
  const [notLive, setNotLive] = useState<ScheduleView[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  // Read afresh each time it opens: others publish too.
  useEffect(() => {
    if (!open) return;
    let current = true;
    history().then(
      (page) => current && (setVersions(page.versions), setNotLive(page.notLive), setNext(page.next), setFailed(false)),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
      setVersions(undefined);
    };
  }, [open]);
  const older = () => {
    if (next === null) return;
    history(next).then(
      (page) => (
        setVersions((shown) => [...(shown ?? []), ...page.versions]),
        setNotLive((shown) => [...shown, ...page.notLive]),
        setNext(page.next)
      ),
      () => setFailed(true),
    );
  };

  return (
    <Modal open={open} labelledBy="history-title" onClose={onClose}>
      <h2 id="history-title">{t.historyTitle}</h2>
      <p>{t.historyIntro}</p>
      {!mayRollBack && <p>{t.historyNoRollback}</p>}
      {failed ? (
        <p role="alert">{t.network}</p>
      ) : !versions ? (
        <p>{t.historyLoading}</p>
      ) : versions.length + notLive.length === 0 ? (
        <p>{t.historyEmpty}</p>
      ) : (
        <ul className="history">
          {byTime(versions, notLive).map((entry) =>
            'schedule' in entry ? (
              <NotLiveItem key={`schedule-${entry.schedule.id}`} schedule={entry.schedule} />
            ) : (
              <VersionItem
                key={entry.version.id}
                version={entry.version}
                live={entry.version.id === liveId}
                busy={busy}
                onRollback={onRollback}
                mayRollBack={mayRollBack}
                locale={locale}
              />
            ),
          )}
        </ul>
      )}
      {versions && next !== null && (
        <p>
          <button type="button" className="button" onClick={older}>
            {t.historyOlder}
          </button>
        </p>
      )}
      <button type="button" className="button" onClick={onClose}>
        {text.close}
      </button>
    </Modal>
  );
}
