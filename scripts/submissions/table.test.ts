import { describe, expect, it } from 'vitest';
import { formatTable, printable, summarize, truncate } from './table.ts';

describe('table helpers', () => {
  it('summarizes scalar payload fields', () => {
    expect(summarize({ FirstName: 'Asha', LastName: '', product: 'CRM', nested: { a: 1 }, n: 3 })).toBe(
      'FirstName=Asha, product=CRM, n=3',
    );
  });

  it('truncates long summaries with an ellipsis', () => {
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(truncate('abcd', 4)).toBe('abcd');
    expect([...summarize({ message: 'x'.repeat(200) })].length).toBe(60);
  });

  it('strips terminal escape sequences and bidi overrides', () => {
    expect(printable('\u001b[2Jhi\u202eevil\r\n')).toBe(' [2Jhi evil  ');
    expect(summarize({ message: 'a\u001b[31mred\nb' })).toBe('message=a [31mred b');
  });

  it('renders an aligned table with a count', () => {
    const out = formatTable([
      { id: 'id-1', type: 'demo', createdAt: '2025-01-01T00:00:00.000Z', payload: { FirstName: 'Asha' }, meta: {} },
      { id: 'id-22', type: 'service', createdAt: '2025-01-02T00:00:00.000Z', payload: { service: 3 }, meta: {} },
    ]);
    expect(out).toBe(
      'ID     TYPE     CREATED_AT                SUMMARY\n' +
        'id-1   demo     2025-01-01T00:00:00.000Z  FirstName=Asha\n' +
        'id-22  service  2025-01-02T00:00:00.000Z  service=3\n' +
        '2 submissions\n',
    );
    expect(formatTable([])).toBe('No submissions.\n');
  });
});
