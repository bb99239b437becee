// The editor's calls of "Publish later" (src/server/admin/schedule-routes.ts), and the times they
// show: the site's zone first, the person's own beside it when it differs. A date and time typed in
// the site's zone becomes one moment by the zone's rules (src/shared/zoned-time.ts): a time the
// clocks skip that day is said so before anything is sent.
import type { ScheduleView, SchedulesAnswer } from '../../shared/schedule-contract.ts';
import { localTimeOf, momentInZone, readLocalTime } from '../../shared/zoned-time.ts';
import { get, post, send } from './api.ts';
import { refusal } from './publishing.ts';

export type { ScheduleView, SchedulesAnswer };

/** What a call that changes a schedule answers: its sentence, or why it was refused. */
export type ScheduleOutcome = { ok: true; message: string } | { ok: false; message: string };

export async function listSchedules(): Promise<SchedulesAnswer> {
  const response = await get('schedules');
  if (!response.ok) throw new Error(await refusal(response));
  return (await response.json()) as SchedulesAnswer;
}

async function outcome(response: Response): Promise<ScheduleOutcome> {
  if (!response.ok) return { ok: false, message: await refusal(response) };
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return { ok: true, message: body.message ?? '' };
}

/** Pins the saved draft to `at` (ISO 8601 with the zone's offset and the zone). */
export const createSchedule = async (at: string) => outcome(await post('schedules', { at }));
export const moveSchedule = async (id: number, at: string) => outcome(await send('PATCH', `schedules/${id}`, { at }));
export const cancelSchedule = async (id: number) => outcome(await send('DELETE', `schedules/${id}`));

/** The browser's own time zone. */
export const ownZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A moment written out in a zone ("Mon, Mar 30, 2026, 9:00 AM"), in the browser's language. */
export function timeIn(iso: string | number, zone: string): string {
  return new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).format(new Date(iso));
}

/** A datetime-local field's value (YYYY-MM-DDTHH:MM in `zone`) as the moment to send, or why it is none. */
export function typedMoment(
  value: string,
  zone: string,
): { at: string; epochMs: number } | { problem: 'empty' | 'gap' | 'malformed' } {
  if (value === '') return { problem: 'empty' };
  const reading = readLocalTime(value, zone);
  if (!reading.ok) return { problem: reading.problem.kind === 'gap' ? 'gap' : 'malformed' };
  return { at: momentInZone(reading.epochMs, zone), epochMs: reading.epochMs };
}

/** What the field starts with: the next full hour after `now`, in the zone. */
export function nextHourIn(nowIso: string, zone: string): string {
  const hour = 60 * 60_000;
  return localTimeOf(Math.ceil((Date.parse(nowIso) + 1) / hour) * hour, zone);
}
