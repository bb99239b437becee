// Publish later (under /admin only): a date and time typed in the site's time zone, the person's own
// beside it when it differs, and "Schedule this draft" (off for the reasons Publish is off, said by
// the Publishing panel); then the list of what is scheduled, by anyone: when (in the site's zone, and
// the person's own), which files, who scheduled it, with Change time and Cancel for its maker or an
// admin; and what became of the last ones (published by the schedule, or why not). The server refuses
// what this offers to anyone else, and checks every time again.
import { useEffect, useRef, useState } from 'react';
import {
  cancelSchedule,
  createSchedule,
  listSchedules,
  moveSchedule,
  nextHourIn,
  ownZone,
  timeIn,
  typedMoment,
  type ScheduleView,
  type SchedulesAnswer,
} from '../state/schedules.ts';
import { localTimeOf } from '../../shared/zoned-time.ts';
import { fill, text } from '../strings.ts';
import { SaidLines, type Said } from './SaidLines.tsx';

const t = text.schedules;
/** While something waits, the list is read again this often: a publish by the schedule shows up. */
const POLL_MS = 10_000;

interface SchedulePanelProps {
  /** The account may publish, so schedule (publisher, admin). */
  mayPublish: boolean;
  /** An admin may change or cancel anyone's schedule. */
  isAdmin: boolean;
  /** The signed-in account's name: its own schedules may be changed. */
  accountName: string | undefined;
  /** Why scheduling is off now (the Publishing panel's reason: unsaved changes, problems, no draft…); undefined when on. */
  off: boolean;
  /** Changes whenever a publish is over: the list is read again. */
  refreshKey: unknown;
}

/** The moment in the site's zone, and in the person's own when it differs. */
function When({ iso, zone }: { iso: string; zone: string }) {
  const own = ownZone();
  return (
    <>
      <time dateTime={iso}>{timeIn(iso, zone)}</time>
      {own !== zone && <span className="schedules__yours"> ({fill(t.yourTime, { time: timeIn(iso, own) })})</span>}
    </>
  );
}

/** Why a typed time is no moment, in words; undefined when it is one. */
export function typedProblem(value: string, zone: string): string | undefined {
  const typed = typedMoment(value, zone);
  if (!('problem' in typed)) return undefined;
  if (typed.problem === 'empty') return t.empty;
  if (typed.problem === 'gap') return fill(t.gap, { time: value.replace('T', ' '), zone });
  return t.malformed;
}

/** A date and time field in the site's zone, with the person's own time of it beside when that differs. */
export function TimeField({
  id,
  label,
  value,
  zone,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  zone: string;
  onChange: (value: string) => void;
}) {
  const typed = typedMoment(value, zone);
  const own = ownZone();
  return (
    <p className="schedules__field">
      <label htmlFor={id}>{label}</label>{' '}
      <input
        id={id}
        type="datetime-local"
        step={60}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-describedby={`${id}-yours`}
      />{' '}
      <span id={`${id}-yours`} className="schedules__yours">
        {'epochMs' in typed && own !== zone && fill(t.yours, { time: timeIn(typed.epochMs, own), zone: own })}
      </span>
    </p>
  );
}

function ScheduleItem({
  schedule,
  zone,
  mayChange,
  onChanged,
}: {
  schedule: ScheduleView;
  zone: string;
  mayChange: boolean;
  onChanged: (message: string, ok: boolean) => void;
}) {
  const [moving, setMoving] = useState<string | undefined>(undefined);
  const files = schedule.files.join(', ');
  const by = schedule.by?.fullName || schedule.by?.name || '';
  const owner = schedule.draftOf?.fullName || schedule.draftOf?.name || '';
  const when = <When iso={schedule.at} zone={schedule.zone || zone} />;
  const words =
    schedule.kind === 'refresh'
      ? t.refreshItem
      : schedule.draftOf && schedule.draftOf.name !== schedule.by?.name
        ? t.itemOf
        : t.item;
  const [before, after] = fill(words, { files, name: by, owner }).split('{time}');
  const save = async () => {
    const typed = typedMoment(moving ?? '', zone);
    if ('problem' in typed) return onChanged(typedProblem(moving ?? '', zone)!, false);
    const answer = await moveSchedule(schedule.id, typed.at).catch(() => ({
      ok: false,
      message: text.publishing.network,
    }));
    onChanged(answer.ok ? answer.message : fill(t.refused, { message: answer.message }), answer.ok);
    if (answer.ok) setMoving(undefined);
  };
  const cancel = async () => {
    if (!window.confirm(fill(t.cancelConfirm, { time: timeIn(schedule.at, zone) }))) return;
    const answer = await cancelSchedule(schedule.id).catch(() => ({ ok: false, message: text.publishing.network }));
    onChanged(answer.ok ? answer.message : fill(t.refused, { message: answer.message }), answer.ok);
  };
  return (
    <li className={`schedules__item schedules__item--${schedule.status}`}>
      <p>
        {before}
        {when}
        {after}
        {schedule.status === 'running' && (
          <>
            {' '}
            <strong>{t.running}</strong>
          </>
        )}
      </p>
      {schedule.status === 'pending' && mayChange && moving === undefined && (
        <p className="schedules__buttons">
          <button
            type="button"
            className="button button--small"
            onClick={() => setMoving(localTimeOf(Date.parse(schedule.at), zone))}
          >
            {t.change}
          </button>{' '}
          <button type="button" className="button button--small" onClick={() => void cancel()}>
            {t.cancel}
          </button>
        </p>
      )}
      {moving !== undefined && (
        <div className="schedules__move">
          <TimeField
            id={`schedule-move-${schedule.id}`}
            label={fill(t.changeLabel, { zone })}
            value={moving}
            zone={zone}
            onChange={setMoving}
          />
          <p className="schedules__buttons">
            <button type="button" className="button button--small button--primary" onClick={() => void save()}>
              {t.saveTime}
            </button>{' '}
            <button type="button" className="button button--small" onClick={() => setMoving(undefined)}>
              {t.keepTime}
            </button>
          </p>
        </div>
      )}
    </li>
  );
}

/** What became of a schedule that is over, in words. */
function finishedWords(schedule: ScheduleView, zone: string): string {
  const template = (t.statuses as Record<string, string>)[schedule.status] ?? schedule.status;
  return fill(template, {
    ranAt: schedule.startedAt ? timeIn(schedule.startedAt, zone) : '',
    id: schedule.publishId ?? '',
    message: schedule.message ?? '',
    name: schedule.cancelledBy ?? '',
  });
}

export function SchedulePanel({ mayPublish, isAdmin, accountName, off, refreshKey }: SchedulePanelProps) {
  const [answer, setAnswer] = useState<SchedulesAnswer | { failed: string } | undefined>(undefined);
  const [value, setValue] = useState('');
  const [said, setSaid] = useState<Said | undefined>(undefined);
  const timer = useRef<number | undefined>(undefined);

  /** Bumped after a change made here: the list is read again. */
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let current = true;
    async function follow(): Promise<void> {
      window.clearTimeout(timer.current);
      try {
        const read = await listSchedules();
        if (!current) return;
        setAnswer(read);
        setValue((typed) => typed || nextHourIn(read.now, read.zone));
        if (read.schedules.some((entry) => entry.status === 'pending' || entry.status === 'running'))
          timer.current = window.setTimeout(() => void follow(), POLL_MS);
      } catch (error) {
        if (current) setAnswer({ failed: error instanceof Error ? error.message : String(error) });
      }
    }
    void follow();
    return () => {
      current = false;
      window.clearTimeout(timer.current);
    };
  }, [refreshKey, reloads]);

  const changed = (message: string, ok: boolean) => {
    setSaid({ message, ok });
    if (ok) setReloads((count) => count + 1);
  };

  if (!answer) return null;
  if ('failed' in answer)
    return (
      <section className="schedules" aria-labelledby="schedules-title">
        <h3 id="schedules-title" className="schedules__title">
          {t.listTitle}
        </h3>
        <p role="alert">{fill(t.loadFailed, { message: answer.failed })}</p>
      </section>
    );
  const zone = answer.zone;
  const waiting = answer.schedules.filter((entry) => entry.status === 'pending' || entry.status === 'running');
  const over = answer.schedules.filter((entry) => entry.status !== 'pending' && entry.status !== 'running');
  const schedule = async () => {
    const typed = typedMoment(value, zone);
    if ('problem' in typed) return changed(typedProblem(value, zone)!, false);
    const outcome = await createSchedule(typed.at).catch(() => ({ ok: false, message: text.publishing.network }));
    changed(outcome.ok ? outcome.message : fill(t.refused, { message: outcome.message }), outcome.ok);
  };

  return (
    <section className="schedules" aria-labelledby="schedules-title">
      {mayPublish && (
        <form
          className="schedules__form"
          aria-labelledby="schedules-form-title"
          onSubmit={(event) => {
            event.preventDefault();
            void schedule();
          }}
        >
          <h3 id="schedules-form-title" className="schedules__title">
            {t.title}
          </h3>
          <p className="schedules__intro">{t.intro}</p>
          <TimeField id="schedule-at" label={fill(t.atLabel, { zone })} value={value} zone={zone} onChange={setValue} />
          <p>
            <button type="submit" className="button" disabled={off} aria-describedby="publish-reason">
              {t.schedule}
            </button>
          </p>
        </form>
      )}
      <SaidLines said={said} />
      <h3 id="schedules-title" className="schedules__title">
        {t.listTitle}
      </h3>
      {waiting.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ul className="schedules__list">
          {waiting.map((entry) => (
            <ScheduleItem
              key={entry.id}
              schedule={entry}
              zone={zone}
              mayChange={entry.kind === 'publish' && (isAdmin || (mayPublish && entry.by?.name === accountName))}
              onChanged={changed}
            />
          ))}
        </ul>
      )}
      {over.length > 0 && (
        <details className="schedules__recent">
          <summary>{t.recentTitle}</summary>
          <ul className="schedules__list">
            {over.map((entry) => (
              <li key={entry.id} className={`schedules__item schedules__item--${entry.status}`}>
                <p>
                  <When iso={entry.at} zone={entry.zone || zone} />
                  {': '}
                  {entry.files.join(', ')} {finishedWords(entry, zone)}
                </p>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
