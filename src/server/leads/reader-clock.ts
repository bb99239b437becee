// Times as the reader of the Leads page reads them: in the language and time zone their browser
// gives (the export's request carries both), written as the editor's History writes a time (a
// medium date and a short time), the zone named by the browser's own name for it.

/** What the browser says of its reader: its language and its IANA time zone. */
export interface Reader {
  locale?: string;
  timeZone?: string;
}

export interface ReaderClock {
  /** The time zone's name, as the reader's browser gave it ("Asia/Kolkata"); UTC without one. */
  zone: string;
  /** An instant (ISO 8601) as the History shows it: "Nov 30, 2026, 2:15 PM". */
  time: (iso: string) => string;
  /** The reader's day of an instant, YYYY-MM-DD. */
  day: (instant: string | Date) => string;
}

/** The reader's clock, or undefined for a language or a time zone that is none. */
export function readerClock(reader: Reader = {}): ReaderClock | undefined {
  const zone = reader.timeZone ?? 'UTC';
  try {
    const time = new Intl.DateTimeFormat(reader.locale ?? 'en', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: zone,
    });
    const day = new Intl.DateTimeFormat('en', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone });
    const part = (parts: Intl.DateTimeFormatPart[], type: string) => parts.find((each) => each.type === type)?.value;
    return {
      zone,
      time: (iso) => time.format(new Date(iso)),
      day: (instant) => {
        const parts = day.formatToParts(new Date(instant));
        return `${part(parts, 'year')}-${part(parts, 'month')}-${part(parts, 'day')}`;
      },
    };
  } catch (error) {
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}
