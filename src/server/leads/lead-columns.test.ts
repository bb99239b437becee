// The Leads page's CSV in words: every field of a kind's form (chosen or not), the technical details
// one column each, times on the reader's clock with the zone named, the file named by what it holds.
import { describe, expect, it } from 'vitest';
import type { LeadListRow } from '../store/submissions/types.ts';
import { adminText } from '../words/text.ts';
import { csvHeaderLine, csvRecordLine, payloadColumns } from './csv.ts';
import type { RowsSeen } from './export.ts';
import { exportFileName } from './export-name.ts';
import type { LeadKind } from './kinds.ts';
import { leadCsvColumns, leadRowForReader } from './lead-columns.ts';
import { readerClock } from './reader-clock.ts';

const words = adminText.leads.csv;
const kinds: LeadKind[] = [
  {
    type: 'demo',
    fields: [
      { key: 'FirstName', title: 'First Name' },
      { key: 'Email', title: 'Email' },
      { key: 'topic', title: 'Topic' },
      { key: 'product', title: 'Product' },
    ],
  },
  {
    type: 'trial',
    fields: [
      { key: 'Customer', title: 'Company Name' },
      { key: 'Email', title: 'Email address' },
    ],
  },
];
const india = readerClock({ locale: 'en-US', timeZone: 'Asia/Kolkata' })!;

function row(type: string, payload: object, meta: object = {}, createdAt = '2026-11-30T08:45:00.000Z'): LeadListRow {
  return { id: `id-${type}`, type, createdAt, payload, meta, email: null };
}

function seenIn(rows: LeadListRow[]): RowsSeen {
  return {
    payloadKeys: payloadColumns(rows),
    types: [...new Set(rows.map((each) => each.type))],
    metaKeys: new Set(rows.flatMap((each) => Object.keys(each.meta as object))),
    sourceParts: new Set(rows.flatMap((each) => Object.keys(each.source ?? {}))),
    languages: rows.some((each) => each.language !== undefined),
  };
}

function csvOf(rows: LeadListRow[], context: { type?: string; bots?: boolean } = {}): string[] {
  const columns = leadCsvColumns({ kinds, bots: false, clock: india, ...context }, seenIn(rows));
  return [csvHeaderLine(columns), ...rows.map((each) => csvRecordLine(columns, each))].map((line) => line.slice(0, -2));
}

describe("the Leads page's CSV", () => {
  it('has a column for every field of the kind, though no row filled it in (a Topic, a Product)', () => {
    const [header, record] = csvOf([row('demo', { FirstName: 'Asha', Email: 'asha@example.com' })], {
      type: 'demo',
    });
    expect(header).toBe(`${words.id},${words.type},Received (Asia/Kolkata),First Name,Email,Topic,Product`);
    // 08:45 UTC is 14:15 in India, written as the History writes a time.
    expect(record).toBe('id-demo,demo,"Nov 30, 2026, 2:15 PM",Asha,asha@example.com,,');
  });

  it('of every kind, has the fields of the kinds it holds, two alike titles told apart by their keys', () => {
    const [header] = csvOf([
      row('trial', { Customer: 'Graniteford', Email: 'g@example.com' }),
      row('demo', { FirstName: 'Asha', Email: 'a@example.com', legacy: 'x' }),
    ]);
    expect(header).toBe(
      `${words.id},${words.type},Received (Asia/Kolkata),Company Name,Email address,First Name,Topic,Product,legacy`,
    );
  });

  it('writes the technical details in words, a column each, only those the rows hold', () => {
    const meta = {
      form: 'signup',
      elapsedMs: 41_600,
      sentWithoutScript: true,
      suspectedBot: 'too-fast',
      nda: { acceptedAt: '2026-11-30T08:40:00.000Z', governingLaw: 'India', textSha256: 'ab12', text: 'The NDA' },
      policies: { terms: '2025-01-10', refund: '2024-06-01' },
      agreedAt: '2026-11-30T08:41:00.000Z',
      source: { page: '/pricing' },
    };
    const [header, record] = csvOf([row('trial', { Customer: 'Graniteford' }, meta)], { type: 'trial', bots: true });
    expect(header!.split(',').slice(5)).toEqual([
      words.form,
      words.secondsOnForm,
      words.sentWithoutScript,
      words.suspectedBot,
      'Agreement accepted (Asia/Kolkata)',
      words.agreementLaw,
      words.agreementText,
      words.policies,
      'Policies agreed to (Asia/Kolkata)',
      words.otherDetails,
    ]);
    expect(record).toBe(
      [
        'id-trial,trial,"Nov 30, 2026, 2:15 PM",Graniteford,',
        `signup,42,${words.yes},${words.botReasons['too-fast']}`,
        '"Nov 30, 2026, 2:10 PM",India,ab12',
        `"${words.policyNames.terms} of 2025-01-10, ${words.policyNames.refund} of 2024-06-01"`,
        '"Nov 30, 2026, 2:11 PM"',
        '"source: {""page"":""/pricing""}"',
      ].join(','),
    );
    // Leads are never taken for bots: their view has no such column.
    expect(csvOf([row('trial', {}, meta)])[0]).not.toContain(words.suspectedBot);
  });

  it('says the language of the page each lead was sent from, when the rows record one', () => {
    const arabic = { ...row('demo', { FirstName: 'Layla' }), language: 'ar' };
    const [header, record] = csvOf([arabic], { type: 'demo' });
    expect(header!.split(',').at(-1)).toBe(words.language);
    expect(record!.split(',').at(-1)).toBe('ar');
    expect(csvOf([row('demo', {})], { type: 'demo' })[0]).not.toContain(words.language);
  });

  it("leaves the network fingerprint to an admin's eyes", () => {
    const stored = row('demo', { FirstName: 'Asha' }, { form: 'demo', ipHash: 'f'.repeat(64) });
    expect(leadRowForReader(stored, true)).toBe(stored);
    expect(leadRowForReader(stored, false).meta).toEqual({ form: 'demo' });
    expect(csvOf([stored])[0]).toContain(words.ipFingerprint);
    expect(csvOf([leadRowForReader(stored, false)]).join('\n')).not.toMatch(/f{64}|Network/);
  });
});

describe('the name of a download', () => {
  const now = new Date('2026-12-06T20:00:00.000Z');
  // The Leads page's filter of November, in India: from its first instant to the first after it.
  const november = { from: '2026-10-31T18:30:00.000Z', to: '2026-11-30T18:30:00.000Z' };

  it('says the kind and the period in the reader’s days', () => {
    expect(exportFileName({ type: 'demo', ...november }, 'csv', now, india)).toBe(
      'leads-demo-2026-11-01-to-2026-11-30.csv',
    );
    expect(exportFileName({ bots: true, ...november }, 'json', now, india)).toBe(
      'suspected-bots-all-2026-11-01-to-2026-11-30.json',
    );
  });

  it('ends an open period, or one that ends later, on the reader’s today; says a search was made, not its words', () => {
    // 20:00 UTC on the 6th is past midnight in India.
    expect(exportFileName({}, 'csv', now, india)).toBe('leads-all-until-2026-12-07.csv');
    expect(exportFileName({ from: november.from, to: '2099-01-01T00:00:00.000Z' }, 'csv', now, india)).toBe(
      'leads-all-2026-11-01-to-2026-12-07.csv',
    );
    expect(exportFileName({ type: 'trial', text: 'Priya Nair' }, 'csv', now, readerClock()!)).toBe(
      'leads-trial-until-2026-12-06-search.csv',
    );
  });
});

describe("the reader's clock", () => {
  it('is UTC without a zone, and none for a language or a zone that is none', () => {
    expect(readerClock()!.zone).toBe('UTC');
    expect(readerClock()!.time('2026-11-30T08:45:00.000Z')).toBe('Nov 30, 2026, 8:45 AM');
    expect(readerClock({ timeZone: 'Mars/Olympus_Mons' })).toBeUndefined();
    expect(readerClock({ locale: 'en_US' })).toBeUndefined();
    expect(readerClock({ locale: 'de-DE', timeZone: 'Europe/Berlin' })!.time('2026-11-30T08:45:00.000Z')).toBe(
      '30.11.2026, 09:45',
    );
  });
});
