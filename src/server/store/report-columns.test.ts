// The reports' answers in columns (report-columns.ts): every row, text and number comes back as it
// was, through a real message with the columns' memory moved, for an empty period, for text of
// control characters, scripts and lone surrogates, and for a flood's 20,000 campaigns.
import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import {
  SENDS,
  fromColumns,
  toColumns,
  transferList,
  viewsFromColumns,
  viewsToColumns,
  type ViewColumns,
} from './report-columns.ts';
import type { ViewTotals } from './visits/types.ts';

/** `columns` posted to another port with their memory moved, as the reader's thread answers. */
async function posted(columns: ViewColumns): Promise<ViewColumns> {
  const { port1, port2 } = new MessageChannel();
  try {
    const arrived = new Promise<ViewColumns>((resolve) => port2.once('message', resolve));
    port1.postMessage(columns, transferList(columns.pages, columns.campaigns, columns.referrers));
    return await arrived;
  } finally {
    port1.close();
    port2.close();
  }
}

/** The totals through columns and a message, checked field by field and in the fields' order. */
async function roundTrip(totals: ViewTotals): Promise<ViewTotals> {
  const columns = viewsToColumns(totals);
  const back = await viewsFromColumns(await posted(columns));
  // Moved, not copied: the sending side's arrays are empty now.
  expect(columns.campaigns.numbers.length).toBe(0);
  expect(back).toEqual(totals);
  expect(JSON.stringify(back)).toBe(JSON.stringify(totals));
  return back;
}

const odd = [
  '',
  'tab\there, line\nbreak, nul\u0000, bell\u0007, del\u007f',
  '<script>alert(1)</script>',
  'Ünïcödé — 日本語 — عربي — 🚀',
  'lone \ud800 high and \udc00 low surrogates',
  '=SUM(A1)',
  'x'.repeat(10_240),
];

describe('the reports’ answers in columns', () => {
  it('bring back an empty period as empty tables', async () => {
    await roundTrip({ pages: [], campaigns: [], referrers: [] });
  });

  it('bring back text of any characters and numbers of any size', async () => {
    await roundTrip({
      pages: odd.map((path, n) => ({ path, views: n })),
      campaigns: odd.flatMap((one, n) => [
        { utmSource: one, utmMedium: odd[(n + 1) % odd.length]!, utmCampaign: one, views: Number.MAX_SAFE_INTEGER },
        { utmSource: '', utmMedium: '', utmCampaign: one, views: 0 },
      ]),
      referrers: odd.map((referrerHost, n) => ({ referrerHost, views: 2 ** 40 + n })),
    });
  });

  it('bring back a flood’s 20,000 campaigns, each as it was', async () => {
    const campaigns = Array.from({ length: 20_000 }, (_, n) => ({
      utmSource: `source-${n % 20}`,
      utmMedium: n % 2 === 0 ? 'email' : odd[n % odd.length]!,
      utmCampaign: `campaign-${n}`,
      views: 366 * (1 + (n % 7)) + n,
    }));
    const back = await roundTrip({ pages: [{ path: '/erp', views: 1 }], campaigns, referrers: [] });
    expect(back.campaigns[19_999]).toEqual(campaigns[19_999]);
  });

  it('bring back the form sends, whatever their fields hold', async () => {
    const sends = odd.map((text, n) => ({
      type: 'demo',
      page: text,
      utmSource: odd[(n + 2) % odd.length]!,
      utmMedium: text,
      utmCampaign: '',
      sends: n + 1,
    }));
    expect(await fromColumns(toColumns(sends, SENDS), SENDS)).toEqual(sends);
  });

  it('refuse a field that is not of its kind rather than carry it as something else', () => {
    const rows = [{ type: 'demo', page: null, utmSource: '', utmMedium: '', utmCampaign: '', sends: 1 }];
    expect(() => toColumns(rows as never, SENDS)).toThrow(/page of row 0 is not text/);
    const counts = [{ type: 'demo', page: '', utmSource: '', utmMedium: '', utmCampaign: '', sends: '1' }];
    expect(() => toColumns(counts as never, SENDS)).toThrow(/sends of row 0 is not a number/);
  });

  it('give the event loop turns while 20,000 rows are made again', async () => {
    const rows = Array.from({ length: 20_000 }, (_, n) => ({ path: `/p-${n}`, views: n }));
    const columns = viewsToColumns({ pages: rows, campaigns: [], referrers: [] });
    const done: string[] = [];
    setImmediate(() => done.push('a turn meanwhile'));
    await viewsFromColumns(columns).then(() => done.push('the rows'));
    expect(done).toEqual(['a turn meanwhile', 'the rows']);
  });
});
