// The period the insights are asked for: whole UTC days, from and to inclusive, at most MAX_DAYS, and
// the one before it of the same length. Refused in words otherwise: the reader sees why.
export const MAX_DAYS = 366;
const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface Period {
  from: string;
  to: string;
  days: number;
}

export type PeriodVerdict = { ok: true; period: Period; previous: Period } | { ok: false; message: string };

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Each day of a YYYY-MM-DD text that is a real day, as midnight UTC; undefined otherwise. */
function midnight(day: string): number | undefined {
  if (!DAY.test(day)) return undefined;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || dayOf(ms) !== day ? undefined : ms;
}

export function periodOf(from: string, to: string, words: PeriodWords): PeriodVerdict {
  const start = midnight(from);
  const end = midnight(to);
  if (start === undefined || end === undefined) return { ok: false, message: words.notADay };
  if (end < start) return { ok: false, message: words.backwards };
  const days = (end - start) / DAY_MS + 1;
  if (days > MAX_DAYS) return { ok: false, message: words.tooLong.replace('{max}', String(MAX_DAYS)) };
  return {
    ok: true,
    period: { from, to, days },
    previous: { from: dayOf(start - days * DAY_MS), to: dayOf(start - DAY_MS), days },
  };
}

export interface PeriodWords {
  notADay: string;
  backwards: string;
  /** With {max}. */
  tooLong: string;
}

/** The first instant after a period's last day, as the submissions' times are compared. */
export function endInstant(period: Period): string {
  return new Date(Date.parse(`${period.to}T00:00:00Z`) + DAY_MS).toISOString();
}

export function startInstant(period: Period): string {
  return `${period.from}T00:00:00.000Z`;
}
