// In the History: a version a schedule published says who scheduled it, for when, and when it ran
// ("Scheduled by Asha Rao for Mon, Mar 30, 2026, 9:00 AM; published by the schedule at 9:00 AM"),
// in the site's time zone as it was scheduled; a rebuild at a content date says why it happened; a
// scheduled publish that stopped or failed, that it did not publish at its time.
import type { ScheduleView } from '../../shared/schedule-contract.ts';
import { timeIn } from '../state/schedules.ts';
import { fill, text } from '../strings.ts';

const t = text.schedules;

export function ScheduleNote({ schedule }: { schedule: ScheduleView }) {
  const ranAt = timeIn(schedule.startedAt ?? schedule.at, schedule.zone);
  const note =
    schedule.kind === 'refresh'
      ? fill(t.historyRefresh, { ranAt })
      : fill(schedule.status === 'published' ? t.historyNote : t.historyNotLive, {
          by: schedule.by?.fullName || schedule.by?.name || '',
          at: `${timeIn(schedule.at, schedule.zone)} (${schedule.zone})`,
          ranAt,
        });
  return <p className="version__note">{note}</p>;
}
