/**
 * Moments in a time zone, for schedules and the content's show-from and show-until dates: read from
 * what a person or a program writes, checked, and written back in a zone. Time zones and daylight
 * saving come from the Temporal polyfill (on the platform's Intl data), never from hours added by
 * hand. Pure: the server, the editor and the build share it; each side turns a problem into its own
 * words.
 */
import { Temporal } from 'temporal-polyfill';

/** The site's time zone when site.json names none. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Why a written time was not taken. */
export type TimeProblem =
  /** Not ISO 8601 (or not with the offset that makes it one moment). */
  | { kind: 'malformed' }
  /** A time zone name that the time zone database does not have. */
  | { kind: 'unknown-zone'; zone: string }
  /** A wall-clock time the zone skips (the clocks go forward over it). */
  | { kind: 'gap'; local: string; zone: string }
  /** The offset written is not the zone's at that time. */
  | { kind: 'wrong-offset'; offset: string; zone: string; expected: string }
  /** Outside the span Temporal (and Date) can hold. */
  | { kind: 'out-of-range' };

export type TimeReading = { ok: true; epochMs: number; zone?: string } | { ok: false; problem: TimeProblem };

/** The IANA name of a time zone as the database spells it ("asia/dubai" → "Asia/Dubai"), or undefined when unknown. */
export function timeZoneId(zone: string): string | undefined {
  if (zone.trim() === '' || zone.length > 64) return undefined;
  try {
    return Temporal.Now.zonedDateTimeISO(zone).timeZoneId;
  } catch {
    return undefined;
  }
}

/** An ISO 8601 moment with its offset ("…+04:00" or "…Z"), optionally with its zone after it in brackets (RFC 9557). */
const WITH_ZONE = /^(?<time>[^[\]]+)\[(?<zone>!?[^[\]=]+)\]$/;
const OFFSET = /(?:[zZ]|[+-]\d{2}(?::?\d{2}(?::?\d{2}(?:\.\d+)?)?)?)$/;

/**
 * Reads a moment written as ISO 8601 with its offset, e.g. 2026-03-30T09:00:00+04:00, optionally
 * followed by the time zone it was meant in, e.g. 2026-03-30T09:00:00+04:00[Asia/Dubai]. With a zone
 * the offset must be that zone's at that wall-clock time: a time the zone skips is refused, as is an
 * offset that does not belong to it.
 */
export function readMoment(text: string): TimeReading {
  if (text.length > 80) return { ok: false, problem: { kind: 'malformed' } };
  const annotated = WITH_ZONE.exec(text);
  const time = annotated?.groups?.time ?? text;
  if (!/^[+-]?\d{4,6}-\d{2}-\d{2}T\d{2}:\d{2}/.test(time) || !OFFSET.test(time))
    return { ok: false, problem: { kind: 'malformed' } };
  let instant: Temporal.Instant;
  try {
    instant = Temporal.Instant.from(time);
  } catch {
    // A date that does not exist (30 February) is malformed; a six-digit year past Date's last day, out of range.
    return { ok: false, problem: { kind: /^[+-]\d{6}/.test(time) ? 'out-of-range' : 'malformed' } };
  }
  const written = annotated?.groups?.zone?.replace(/^!/, '');
  if (written === undefined) return { ok: true, epochMs: instant.epochMilliseconds };
  const zone = timeZoneId(written);
  if (!zone) return { ok: false, problem: { kind: 'unknown-zone', zone: written } };
  const offset = /([zZ]|[+-][\d:.]+)$/.exec(time)![1]!;
  const local = Temporal.PlainDateTime.from(time.slice(0, time.length - offset.length));
  const exact = localMoment(local, zone);
  if (!exact.ok) return exact;
  if (exact.epochMs !== instant.epochMilliseconds) {
    // A time the zone has twice (the clocks go back) is that zone's either way: its offset says which.
    const later = local.toZonedDateTime(zone, { disambiguation: 'later' });
    if (later.epochMilliseconds === instant.epochMilliseconds)
      return { ok: true, epochMs: later.epochMilliseconds, zone };
    return {
      ok: false,
      problem: {
        kind: 'wrong-offset',
        offset: offset.toUpperCase() === 'Z' ? '+00:00' : offset,
        zone,
        expected: local.toZonedDateTime(zone).offset,
      },
    };
  }
  return { ok: true, epochMs: instant.epochMilliseconds, zone };
}

/** A wall-clock time in `zone` as one moment: a time the zone skips is a problem; one it has twice is its first. */
function localMoment(local: Temporal.PlainDateTime, zone: string): TimeReading {
  const earlier = local.toZonedDateTime(zone, { disambiguation: 'earlier' });
  // In a gap, the zone moves the time to one it has: what comes out is not what went in.
  if (!earlier.toPlainDateTime().equals(local))
    return { ok: false, problem: { kind: 'gap', local: local.toString({ smallestUnit: 'minute' }), zone } };
  return { ok: true, epochMs: earlier.epochMilliseconds, zone };
}

/** A date (YYYY-MM-DD, its midnight) or a wall-clock time (YYYY-MM-DDTHH:MM) as the content's dates are written. */
export const LOCAL_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/;

/** A wall-clock time written YYYY-MM-DDTHH:MM (or a date, at its midnight) in `zone`, as one moment. */
export function readLocalTime(text: string, zone: string): TimeReading {
  const id = timeZoneId(zone);
  if (!id) return { ok: false, problem: { kind: 'unknown-zone', zone } };
  if (!LOCAL_TIME_PATTERN.test(text)) return { ok: false, problem: { kind: 'malformed' } };
  let local: Temporal.PlainDateTime;
  try {
    local = Temporal.PlainDateTime.from(text.length === 10 ? `${text}T00:00` : text, { overflow: 'reject' });
  } catch {
    return { ok: false, problem: { kind: 'malformed' } };
  }
  return localMoment(local, id);
}

/** The moment as ISO 8601 with the zone's offset and the zone after it: what the editor sends. */
export function momentInZone(epochMs: number, zone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(zone).toString({ smallestUnit: 'second' });
}

/** The wall-clock time of the moment in `zone`, as YYYY-MM-DDTHH:MM (what a datetime-local field holds). */
export function localTimeOf(epochMs: number, zone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(epochMs)
    .toZonedDateTimeISO(zone)
    .toPlainDateTime()
    .toString({ smallestUnit: 'minute' });
}

/** The moment written out in `zone` for people, in `locale` ("Monday, March 30, 2026 at 9:00 AM"). */
export function momentInWords(epochMs: number, zone: string, locale: string | undefined): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).format(
    new Date(epochMs),
  );
}

/** The offset of `zone` at the moment, e.g. +04:00. */
export function offsetAt(epochMs: number, zone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(zone).offset;
}
