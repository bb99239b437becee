import { describe, expect, it } from 'vitest';
import type { SubmissionRow } from '../store/index.ts';
import { csvCell, csvHeaderLine, distinctHeadings, guardFormula, payloadColumns, quoteCsv, toCsv } from './csv.ts';

function row(id: string, payload: unknown, meta: unknown = {}): SubmissionRow {
  return { id, type: 'demo', createdAt: '2025-01-31T09:15:00.000Z', payload, meta };
}

describe('RFC 4180 quoting', () => {
  it('leaves plain fields alone', () => {
    expect(quoteCsv('Acme Ltd')).toBe('Acme Ltd');
    expect(quoteCsv('')).toBe('');
  });

  it('quotes fields with commas, quotes, CR or LF and doubles the quotes', () => {
    expect(quoteCsv('Acme, Inc')).toBe('"Acme, Inc"');
    expect(quoteCsv('say "hi"')).toBe('"say ""hi"""');
    expect(quoteCsv('line1\nline2')).toBe('"line1\nline2"');
    expect(quoteCsv('line1\r\nline2')).toBe('"line1\r\nline2"');
  });
});

describe('formula guard', () => {
  it.each(['=1+1', '+91 98765 43210', '-5', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("http://evil","x")'])(
    'prefixes %j with a single quote',
    (value) => {
      expect(guardFormula(value)).toBe(`'${value}`);
    },
  );

  it.each(['Acme', ' =1', "'quoted", '1+1', 'a@b.com', ''])('leaves %j alone', (value) => {
    expect(guardFormula(value)).toBe(value);
  });

  it('guards before quoting, so a quoted formula is still neutralized', () => {
    expect(csvCell('=cmd|" /C calc"!A0')).toBe(`"'=cmd|"" /C calc""!A0"`);
    expect(csvCell('\rfoo')).toBe(`"'\rfoo"`);
    expect(csvCell('-1,5')).toBe(`"'-1,5"`);
  });

  it('renders non-strings', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-42)).toBe("'-42");
    expect(csvCell(true)).toBe('true');
    expect(csvCell({ a: [1, 'x'] })).toBe('"{""a"":[1,""x""]}"');
  });
});

describe('toCsv', () => {
  it('has one column per payload field (union, first-seen order) between the fixed columns and meta', () => {
    const rows = [
      row('1', { FirstName: 'Asha', Email: 'a@example.com' }),
      row('2', { FirstName: 'Ravi', company: 'Acme, Inc' }, { nda: true }),
    ];
    expect(payloadColumns(rows)).toEqual(['FirstName', 'Email', 'company']);
    expect(toCsv(rows)).toBe(
      'id,type,created_at,FirstName,Email,company,meta\r\n' +
        '1,demo,2025-01-31T09:15:00.000Z,Asha,a@example.com,,{}\r\n' +
        '2,demo,2025-01-31T09:15:00.000Z,Ravi,,"Acme, Inc","{""nda"":true}"\r\n',
    );
  });

  it('guards every cell, header included', () => {
    const csv = toCsv([row('1', { '=evil': '@x', phoneNumber: '+15550001111', message: '=1+2\n-3' })]);
    const [header, record] = csv.split('\r\n');
    expect(header).toBe("id,type,created_at,'=evil,phoneNumber,message,meta");
    expect(record).toBe(`1,demo,2025-01-31T09:15:00.000Z,'@x,'+15550001111,"'=1+2\n-3",{}`);
  });

  it('does not let a payload field shadow a fixed column', () => {
    const csv = toCsv([row('real-id', { id: 'fake', type: 'x' })]);
    expect(csv.split('\r\n')[0]).toBe('id,type,created_at,payload.id,payload.type,meta');
    expect(csv.split('\r\n')[1]).toBe('real-id,demo,2025-01-31T09:15:00.000Z,fake,x,{}');
  });

  it('outputs only the header for no rows', () => {
    expect(toCsv([])).toBe('id,type,created_at,meta\r\n');
  });
});

describe('column headings', () => {
  it('adds the key to headings two columns share, and still guards formulas', () => {
    const columns = distinctHeadings(
      [
        ['Email', 'Email'],
        ['email', 'Email'],
        ['sum', '=1+1'],
        ['id', 'Kind'],
        ['type', 'Kind'],
      ].map(([key, heading]) => ({ key: key!, heading: heading!, value: () => '' })),
    );
    expect(csvHeaderLine(columns)).toBe("Email (Email),Email (email),'=1+1,Kind (id),Kind (type)\r\n");
  });
});
