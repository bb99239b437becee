import { describe, expect, it } from 'vitest';
import type { SubmissionRow } from '../store/index.ts';
import { jsonEnd, jsonItem, jsonStart, toJson } from './json.ts';

const row = (id: string): SubmissionRow => ({
  id,
  type: 'demo',
  createdAt: '2025-01-31T09:15:00.000Z',
  payload: { FirstName: 'Asha', nested: { list: [1, 2] } },
  meta: { policyVersion: '2025-01' },
});

describe('the JSON export', () => {
  it('written a row at a time is the document JSON.stringify writes, extras of a list row left out', () => {
    const rows = [row('a'), row('b'), row('c')];
    expect(toJson(rows)).toBe(`${JSON.stringify(rows, null, 2)}\n`);
    const streamed =
      jsonStart(false) + [{ ...row('a'), email: 'x@example.com' }].map(jsonItem).join('') + jsonEnd(false);
    expect(JSON.parse(streamed)).toEqual([row('a')]);
    expect(toJson([])).toBe('[]\n');
  });
});
