// The report's work on the main thread in slices (issue 43: a flood's CSV held the event loop 33.5 ms):
// the rows come out in the order one sort of them gave, and a tiny request made meanwhile is answered
// before the report or the CSV is done, between their slices. Order of completion, never timings.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { ReportReads } from '../store/index.ts';
import { adminText } from '../words/text.ts';
import { periodOf } from './period.ts';
import { fullReport, insightsCsvStream, LINES } from './report-csv.ts';
import { campaignOrder, limitFromNow, SLICE, sortedInSlices, type CampaignRow } from './report.ts';

/** A flood's year: `count` campaigns, views and sends repeating so that many rows tie on them. */
function campaignRows(count: number): CampaignRow[] {
  return Array.from({ length: count }, (_, n) => ({
    source: `source-${n % 3}`,
    medium: n % 2 === 0 ? 'email' : 'cpc',
    // Names repeat across sources, so the tie-breaks past the name are used.
    campaign: `campaign-${(n * 7919) % (count / 2)}`,
    now: { views: n % 11, visitors: 0, sends: n % 3, rate: null },
    before: { views: n % 5, visitors: 0, sends: 0, rate: null },
  }));
}

/** Resolves with the order the work and a tiny request made at its start were done in. */
async function doneOrder(work: Promise<unknown>): Promise<string[]> {
  const done: string[] = [];
  await Promise.all([work.then(() => done.push('work')), nextTurn().then(() => done.push('tiny request'))]);
  return done;
}

const verdict = periodOf('2025-12-07', '2026-12-06', adminText.insights.period);
if (!verdict.ok) throw new Error(verdict.message);
const { period, previous } = verdict;

/** Reads answering `count` campaigns in each period. */
const reads = (count: number): ReportReads => ({
  viewTotals: async () => ({
    pages: [{ path: '/erp', views: 10 }],
    campaigns: Array.from({ length: count }, (_, n) => ({
      utmSource: `source-${n % 3}`,
      utmMedium: 'email',
      utmCampaign: `campaign-${n}`,
      views: 1 + (n % 7),
    })),
    referrers: [{ referrerHost: 'news.example', views: 3 }],
  }),
  visitorTotals: async () => [{ path: '', visitors: 4 }],
  sendCounts: async () => [],
});

describe('sortedInSlices', () => {
  it('gives the order one sort of the rows gives, for many slices, one, and none', async () => {
    for (const count of [SLICE * 5 + 17, 10, 0]) {
      const rows = campaignRows(count);
      expect(await sortedInSlices(rows, campaignOrder)).toEqual([...rows].sort(campaignOrder));
    }
  });

  it('answers a tiny request made meanwhile before it is done', async () => {
    expect(await doneOrder(sortedInSlices(campaignRows(SLICE * 4), campaignOrder))).toEqual(['tiny request', 'work']);
  });
});

describe('the full report and its CSV', () => {
  it('answer a tiny request made meanwhile before they are done', async () => {
    expect(await doneOrder(fullReport(reads(SLICE * 3), period, previous, limitFromNow()))).toEqual([
      'tiny request',
      'work',
    ]);
    const report = await fullReport(reads(LINES * 3), period, previous, limitFromNow());
    const pieces: string[] = [];
    const written = (async () => {
      for await (const piece of insightsCsvStream(report)) pieces.push(String(piece));
    })();
    expect(await doneOrder(written)).toEqual(['tiny request', 'work']);
    // Every campaign once, the busiest first.
    const campaigns = pieces
      .join('')
      .split('\r\n')
      .filter((line) => line.startsWith(`${adminText.insights.csv.tables.campaign},`));
    expect(campaigns).toHaveLength(LINES * 3);
    const views = campaigns.map((line) => Number(line.split(',')[2]));
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });
});
