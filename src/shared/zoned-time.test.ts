// Moments read and written in a time zone, daylight saving included: the zone's own rules decide.
import { describe, expect, it } from 'vitest';
import { localTimeOf, momentInZone, readLocalTime, readMoment, timeZoneId } from './zoned-time.ts';

const ms = (iso: string) => new Date(iso).getTime();

describe('readMoment', () => {
  it('takes ISO 8601 with an offset, with or without the zone it was meant in', () => {
    expect(readMoment('2026-03-30T09:00:00+04:00')).toEqual({ ok: true, epochMs: ms('2026-03-30T05:00:00Z') });
    expect(readMoment('2026-03-30T05:00Z')).toEqual({ ok: true, epochMs: ms('2026-03-30T05:00:00Z') });
    expect(readMoment('2026-03-30T09:00:00+04:00[Asia/Dubai]')).toEqual({
      ok: true,
      epochMs: ms('2026-03-30T05:00:00Z'),
      zone: 'Asia/Dubai',
    });
    // The zone as the database spells it.
    expect(readMoment('2026-03-30T09:00:00+04:00[asia/dubai]')).toMatchObject({ ok: true, zone: 'Asia/Dubai' });
  });

  it('refuses what is not one moment: no offset, not a date, garbage, beyond what a date can hold', () => {
    for (const text of [
      '2026-03-30T09:00:00',
      '2026-03-30',
      'tomorrow at nine',
      '',
      '2026-02-30T09:00:00Z',
      '275760-01-01T00:00:00Z',
    ])
      expect(readMoment(text), text).toEqual({ ok: false, problem: { kind: 'malformed' } });
    expect(readMoment('+275760-09-14T00:00:00Z')).toEqual({ ok: false, problem: { kind: 'out-of-range' } });
    // Year 275760 itself is a moment (the last day a date can hold): it is the caller's to find too far.
    expect(readMoment('+275760-09-13T00:00:00Z')).toMatchObject({ ok: true });
  });

  it('refuses a zone that does not exist, a wall-clock time the zone skips, and an offset not the zone’s', () => {
    expect(readMoment('2026-03-30T09:00:00+04:00[Mars/Olympus_Mons]')).toEqual({
      ok: false,
      problem: { kind: 'unknown-zone', zone: 'Mars/Olympus_Mons' },
    });
    // Berlin's clocks go from 02:00 to 03:00 on 29 March 2026: 02:30 does not happen there.
    expect(readMoment('2026-03-29T02:30:00+01:00[Europe/Berlin]')).toEqual({
      ok: false,
      problem: { kind: 'gap', local: '2026-03-29T02:30', zone: 'Europe/Berlin' },
    });
    expect(readMoment('2026-03-30T09:00:00+05:00[Asia/Dubai]')).toEqual({
      ok: false,
      problem: { kind: 'wrong-offset', offset: '+05:00', zone: 'Asia/Dubai', expected: '+04:00' },
    });
    // On 25 October 2026 Berlin has 02:30 twice; each offset names one of them.
    expect(readMoment('2026-10-25T02:30:00+02:00[Europe/Berlin]')).toMatchObject({
      ok: true,
      epochMs: ms('2026-10-25T00:30:00Z'),
    });
    expect(readMoment('2026-10-25T02:30:00+01:00[Europe/Berlin]')).toMatchObject({
      ok: true,
      epochMs: ms('2026-10-25T01:30:00Z'),
    });
  });
});

describe('readLocalTime', () => {
  it('reads a wall-clock time or a date in a zone, daylight saving by the zone’s rules', () => {
    expect(readLocalTime('2026-03-30T09:00', 'Asia/Dubai')).toEqual({
      ok: true,
      epochMs: ms('2026-03-30T05:00:00Z'),
      zone: 'Asia/Dubai',
    });
    expect(readLocalTime('2026-07-01', 'Europe/Berlin')).toMatchObject({ epochMs: ms('2026-06-30T22:00:00Z') });
    expect(readLocalTime('2026-01-01', 'Europe/Berlin')).toMatchObject({ epochMs: ms('2025-12-31T23:00:00Z') });
    expect(readLocalTime('2026-03-29T02:30', 'Europe/Berlin')).toMatchObject({ ok: false, problem: { kind: 'gap' } });
    expect(readLocalTime('2026-02-30', 'UTC')).toEqual({ ok: false, problem: { kind: 'malformed' } });
    expect(readLocalTime('2026-03-30T09:00', 'Nowhere/Else')).toMatchObject({ problem: { kind: 'unknown-zone' } });
  });

  it('writes a moment back in a zone', () => {
    expect(momentInZone(ms('2026-03-30T05:00:00Z'), 'Asia/Dubai')).toBe('2026-03-30T09:00:00+04:00[Asia/Dubai]');
    expect(localTimeOf(ms('2026-03-30T05:00:00Z'), 'Asia/Kolkata')).toBe('2026-03-30T10:30');
    expect(timeZoneId('europe/berlin')).toBe('Europe/Berlin');
    expect(timeZoneId('Europe/Atlantis')).toBeUndefined();
  });
});
