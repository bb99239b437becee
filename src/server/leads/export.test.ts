// The download streams: rows are read a page at a time as the reader takes them, never all at once.
import { describe, expect, it } from 'vitest';
import type { SubmissionStore } from '../store/index.ts';
import type { LeadFilter, LeadListRow, LeadPageRequest } from '../store/submissions/types.ts';
import { exportStream } from './export.ts';

/** A store of `total` rows, newest first, that counts the pages asked of it. */
function storeOf(total: number) {
  const rows: LeadListRow[] = Array.from({ length: total }, (_, i) => ({
    id: `id-${i}`,
    type: 'demo',
    createdAt: '2026-01-01T00:00:00.000Z',
    payload: i === total - 1 ? { FirstName: `P${i}`, late: 'only the oldest has it' } : { FirstName: `P${i}` },
    meta: {},
    email: null,
  }));
  const asked: { filter: LeadFilter; page: LeadPageRequest }[] = [];
  const submissions = {
    async listLeads(filter: LeadFilter, page: LeadPageRequest) {
      asked.push({ filter, page });
      const start = page.after === undefined ? 0 : Number(page.after);
      const end = Math.min(total, start + page.limit);
      return { rows: rows.slice(start, end), newer: null, older: end < total ? String(end) : null };
    },
  } as unknown as SubmissionStore;
  return { submissions, asked };
}

describe('exportStream', () => {
  it('reads a page at a time, only as fast as the reader takes it', async () => {
    const { submissions, asked } = storeOf(5000);
    let told: [number, boolean] | undefined;
    const stream = exportStream(submissions, {}, 'json', new Date('2026-02-01T00:00:00.000Z'), async (n, complete) => {
      told = [n, complete];
    });
    const iterator = stream[Symbol.asyncIterator]();
    await iterator.next();
    expect(asked.length).toBeLessThan(4);
    expect(asked[0]!.filter.to).toBe('2026-02-01T00:00:00.000Z');
    let text = '';
    for await (const chunk of { [Symbol.asyncIterator]: () => iterator }) text += String(chunk);
    expect(asked.length).toBe(10);
    expect(told).toEqual([5000, true]);
    expect(text.endsWith('\n]\n')).toBe(true);
  });

  it("writes the CLI's CSV columns, the payload keys of every row, though the last row brings one", async () => {
    const { submissions } = storeOf(1200);
    let csv = '';
    for await (const chunk of exportStream(submissions, {}, 'csv', new Date(), async () => undefined))
      csv += String(chunk);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('id,type,created_at,FirstName,late,meta');
    expect(lines).toHaveLength(1202);
    expect(lines[1200]).toBe('id-1199,demo,2026-01-01T00:00:00.000Z,P1199,only the oldest has it,{}');
  });

  it('tells how many rows went when the reader goes away early', async () => {
    const { submissions } = storeOf(3000);
    let told: [number, boolean] | undefined;
    const stream = exportStream(submissions, {}, 'json', new Date(), async (n, complete) => {
      told = [n, complete];
    });
    for await (const _chunk of stream) break;
    if (!stream.closed) await new Promise((resolve) => stream.once('close', resolve));
    expect(told?.[1]).toBe(false);
    expect(told?.[0]).toBeLessThan(3000);
  });
});
