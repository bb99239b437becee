// The counter's bounds under a flood, and its days, against a store that records what it is given.
import { describe, expect, it } from 'vitest';
import type { ViewCount, VisitorSeen, VisitStore } from '../store/index.ts';
import { MAX_COMBINATIONS, MAX_MONTH_COMBINATIONS, MAX_VISITORS, OTHER, visitCounter } from './visit-counter.ts';
import type { View } from './view-rules.ts';

function recordingStore() {
  const added: { views: ViewCount[]; visitors: VisitorSeen[] }[] = [];
  const salts: string[] = [];
  const closed: string[] = [];
  const visits: VisitStore = {
    add: async (views, visitors) => void added.push({ views: [...views], visitors: [...visitors] }),
    saltOf: async (day) => (salts.push(day), `salt-of-${day}`),
    closeDays: async (today) => (closed.push(today), 0),
    purgeBefore: async () => 0,
    viewCounts: async () => [],
    visitorCounts: async () => [],
    viewTotals: async () => ({ pages: [], campaigns: [], referrers: [] }),
    monthTotals: async () => ({ pages: [], campaigns: [], referrers: [] }),
    visitorTotals: async () => [],
  };
  return { visits, added, salts, closed };
}

const view = (n: number, visitor: string | undefined = `10.0.${n >> 8}.${n & 255}\u0000browser`): View => ({
  parts: { path: '/erp', referrerHost: '', utmSource: 'flood', utmMedium: '', utmCampaign: `c${n}`, device: 'desktop' },
  visitor,
});

describe('the visit counter', () => {
  it('keeps a flood of forged campaigns and addresses to its bounds, every view still counted', async () => {
    const { visits, added } = recordingStore();
    const at = new Date('2026-12-06T10:00:00Z');
    const counter = visitCounter({ visits, now: () => at, timer: false });
    const flood = MAX_COMBINATIONS + 5_000;
    for (let n = 0; n < flood; n++) {
      counter.count(view(n, `${n}\u0000agent`));
      // A write every 5,000 views, as the timer would under such a rate.
      if (n % 5_000 === 4_999) await counter.flush();
    }
    await counter.flush();
    const views = added.flatMap((write) => write.views);
    expect(views.reduce((sum, v) => sum + v.views, 0)).toBe(flood);
    expect(new Set(views.map((v) => v.utmCampaign)).size).toBe(MAX_COMBINATIONS + 1);
    expect(views.filter((v) => v.utmCampaign === OTHER).reduce((sum, v) => sum + v.views, 0)).toBe(5_000);
    // Visitors: each hashed with the day's salt (never in clear), on its page and the whole site.
    const seen = added.flatMap((write) => write.visitors);
    expect(seen).toHaveLength(2 * Math.min(flood, MAX_VISITORS));
    expect(seen.every((v) => /^[\w-]{43}$/.test(v.visitor) && !v.visitor.includes('agent'))).toBe(true);
  });

  it('keeps a month of floods to its bound of combinations, and starts again with the next month', async () => {
    const { visits, added } = recordingStore();
    let at = new Date('2026-11-28T10:00:00Z');
    const counter = visitCounter({ visits, now: () => at, timer: false });
    // Forged campaigns that differ every day, a day's bound of them each day, over a month's end.
    const days = ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01'];
    for (const [d, day] of days.entries()) {
      at = new Date(`${day}T10:00:00Z`);
      for (let n = 0; n < MAX_COMBINATIONS; n++) {
        counter.count(view(d * MAX_COMBINATIONS + n, undefined));
        if (n % 5_000 === 4_999) await counter.flush();
      }
    }
    await counter.close();
    const views = added.flatMap((write) => write.views);
    expect(views.reduce((sum, v) => sum + v.views, 0)).toBe(days.length * MAX_COMBINATIONS);
    const named = (month: string) =>
      new Set(views.filter((v) => v.day.startsWith(month) && v.utmCampaign !== OTHER).map((v) => v.utmCampaign)).size;
    expect(named('2026-11')).toBe(MAX_MONTH_COMBINATIONS);
    expect(named('2026-12')).toBe(MAX_COMBINATIONS);
  });

  it('tells one visitor apart once a day, not at all without a visitor, and closes the past days on a new one', async () => {
    const { visits, added, salts, closed } = recordingStore();
    let at = new Date('2026-12-06T23:59:59Z');
    const counter = visitCounter({ visits, now: () => at, timer: false });
    counter.count(view(1, 'same'));
    counter.count(view(2, 'same'));
    // Do-Not-Track: counted, not told apart.
    counter.count({ ...view(3), visitor: undefined });
    await counter.flush();
    expect(added[0]!.views.reduce((sum, v) => sum + v.views, 0)).toBe(3);
    expect(added[0]!.visitors.map((v) => v.path)).toEqual(['', '/erp']);
    at = new Date('2026-12-07T00:00:01Z');
    counter.count(view(1, 'same'));
    await counter.close();
    expect(salts).toEqual(['2026-12-06', '2026-12-07']);
    expect(closed).toEqual(['2026-12-06', '2026-12-07']);
    // Another day, another salt: the same visitor's hash is another.
    expect(added[1]!.visitors[0]!.visitor).not.toBe(added[0]!.visitors[0]!.visitor);
  });
});
