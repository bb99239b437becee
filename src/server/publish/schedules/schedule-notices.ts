// A scheduled publish that did not go live tells the person who scheduled it by mail too, when the
// account has an address: queued in the outbox (a row of no submission), sent and retried as every
// mail of the site is. An account without one reads it in the editor's list and the History.
import type { ScheduleRow, Store } from '../../store/index.ts';
import { adminText, fill } from '../../words/text.ts';
import type { Scheduling } from './scheduling.ts';

const t = adminText.schedules;

export function scheduleNotices(
  store: Store,
  scheduling: Pick<Scheduling, 'timeInWords'>,
  clock: () => Date,
  /** Asks the outbox to send now rather than at its next run. */
  kick: () => void,
): (row: ScheduleRow, message: string) => Promise<void> {
  return async (row, message) => {
    const maker = row.createdBy && (await store.accounts.findUserById(row.createdBy.id));
    if (!maker?.email) return;
    const time = scheduling.timeInWords({ at: row.runAt, zone: row.zone });
    await store.outbox.queueNotice(
      {
        to: maker.email,
        subject: fill(t.mailSubject, { time }),
        text: fill(t.mailText, { name: maker.fullName || maker.name, time, message }),
      },
      clock(),
    );
    kick();
  };
}
