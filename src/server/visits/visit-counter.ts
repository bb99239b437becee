// Counts views in memory and adds them to the store's daily counts once a second (one transaction
// for every view of that second, whatever the traffic), so a page view costs a map update, never a
// database write. Bounded whatever arrives:
// - the combinations of referring host and campaign are arbitrary text anyone can forge: past
//   MAX_COMBINATIONS a day on this instance, a new combination is counted as "other" (the page and
//   device stay), so a flood of forged campaigns adds at most that many rows a day per instance;
//   and past MAX_MONTH_COMBINATIONS a month, so the month sums a long report reads (0024) stay
//   bounded too when the forged campaigns differ every day;
// - past MAX_VISITORS visitors a day on this instance, new ones are no longer told apart (their
//   views still count), so the day's hash rows stay bounded too;
// - between two writes at most MAX_PENDING combinations wait; past that, views wait for the next.
// The visitor's address and browser wait in memory (at most a second) to be hashed with the day's
// salt (store.visits.saltOf, shared by every instance and deleted after its day); only the hash is
// written. Views are acknowledged to nobody: a crash loses at most the last second's counts.
import { createHash } from 'node:crypto';
import type { VisitStore, ViewCount, VisitorSeen } from '../store/index.ts';
import type { View, ViewParts } from './view-rules.ts';

export const FLUSH_MS = 1000;
export const MAX_COMBINATIONS = 20_000;
/** Per month and instance: a flood's 20,000 new ones a day would make 620,000 rows of a month's sums. */
export const MAX_MONTH_COMBINATIONS = 50_000;
export const MAX_VISITORS = 200_000;
export const MAX_PENDING = 10_000;
/** The referring host and campaign of a view past the day's bound of combinations. */
export const OTHER = '(other)';

export interface VisitCounterOptions {
  visits: VisitStore;
  now?: () => Date;
  /** Told of a write that failed (the counts of that second are dropped). */
  onError?: (error: unknown) => void;
  /** Writes on its own every FLUSH_MS; false in tests that call flush(). */
  timer?: boolean;
}

export interface VisitCounter {
  count(view: View): void;
  /** Writes what is waiting (and closes past days' visitors on a new day). */
  flush(): Promise<void>;
  /** Writes what is waiting and stops. */
  close(): Promise<void>;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const keyOf = (day: string, p: ViewParts) =>
  [day, p.path, p.referrerHost, p.utmSource, p.utmMedium, p.utmCampaign, p.device].join('\u0000');

export function visitCounter({
  visits,
  now = () => new Date(),
  onError,
  timer = true,
}: VisitCounterOptions): VisitCounter {
  let pending = new Map<string, ViewCount>();
  /** Raw visitors (address and browser) waiting to be hashed, by day: at most a second's. */
  let waiting = new Map<string, Map<string, Set<string>>>();
  let today = dayOf(now());
  let combinations = new Set<string>();
  let month = today.slice(0, 7);
  let ofMonth = new Set<string>();
  let visitors = 0;
  let closedBefore = '';
  let writing: Promise<void> = Promise.resolve();

  const newDay = (day: string) => {
    today = day;
    combinations = new Set();
    if (day.slice(0, 7) !== month) {
      month = day.slice(0, 7);
      ofMonth = new Set();
    }
    visitors = 0;
  };

  const count = (view: View) => {
    const day = dayOf(now());
    if (day !== today) newDay(day);
    let parts = view.parts;
    const combination = [parts.referrerHost, parts.utmSource, parts.utmMedium, parts.utmCampaign].join('\u0000');
    if (!combinations.has(combination)) {
      if (
        combinations.size >= MAX_COMBINATIONS ||
        (!ofMonth.has(combination) && ofMonth.size >= MAX_MONTH_COMBINATIONS)
      )
        parts = { ...parts, referrerHost: OTHER, utmSource: OTHER, utmMedium: OTHER, utmCampaign: OTHER };
      else {
        combinations.add(combination);
        ofMonth.add(combination);
      }
    }
    const key = keyOf(day, parts);
    const seen = pending.get(key);
    if (seen) seen.views++;
    else if (pending.size < MAX_PENDING) pending.set(key, { day, ...parts, views: 1 });
    if (view.visitor === undefined || visitors >= MAX_VISITORS) return;
    const ofDay = waiting.get(day) ?? new Map<string, Set<string>>();
    waiting.set(day, ofDay);
    const pages = ofDay.get(view.visitor) ?? new Set<string>();
    if (pages.size === 0) visitors++;
    ofDay.set(view.visitor, pages.add(view.parts.path));
  };

  const write = async () => {
    const views = [...pending.values()];
    const raw = waiting;
    pending = new Map();
    waiting = new Map();
    const seen: VisitorSeen[] = [];
    // Only today's: a salt is never made again for a day that is over (the few visitors of the
    // second before midnight are not told apart).
    const day = dayOf(now());
    for (const [seenOn, ofDay] of raw) {
      if (seenOn !== day) continue;
      const salt = await visits.saltOf(day);
      for (const [visitor, pages] of ofDay) {
        const hash = createHash('sha256').update(`${salt}\u0000${visitor}`).digest('base64url');
        // '' is the whole site: the day's unique visitors, whichever pages they saw.
        for (const path of ['', ...pages]) seen.push({ day, path, visitor: hash });
      }
    }
    await visits.add(views, seen);
    if (closedBefore !== day) {
      await visits.closeDays(day);
      closedBefore = day;
    }
  };

  const flush = () => {
    writing = writing.then(write).catch((error: unknown) => onError?.(error));
    return writing;
  };

  const interval = timer ? setInterval(() => void flush(), FLUSH_MS) : undefined;
  interval?.unref();

  return {
    count,
    flush,
    async close() {
      if (interval) clearInterval(interval);
      await flush();
    },
  };
}
