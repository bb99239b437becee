// The columns of the Leads page's CSV download, in words for the people who open it in a
// spreadsheet, made of groups of column definitions (csv.ts's CsvColumn), in this order:
//   - the submission: its id, its kind, when it was received (in the reader's time zone, named);
//   - the visitor's entries: every field of the kinds exported, by its title in the form and in the
//     form's order, filled in or not (a Topic nobody chose is still a Topic column), then any key
//     older rows hold that no form has any more;
//   - the technical details, one column each, in words, for the details the rows hold: the form, the
//     time on it, sent without JavaScript, why taken for a bot (that view only), the agreement or the
//     policies accepted, the network fingerprint (to an admin only: leadRowForReader), other details.
//   - the lead's source (issue 43), between the entries and the technical details: the page it was
//     sent from, the page its visit began on, the referring site and the campaign, the parts the
//     rows hold.
// A new group is one more function returning CsvColumn[], added to the list in leadCsvColumns.
import type { LeadListRow, LeadSource } from '../store/submissions/types.ts';
import { adminText, fill } from '../words/text.ts';
import { distinctHeadings, payloadValue, type CsvColumn } from './csv.ts';
import type { RowsSeen } from './export.ts';
import type { LeadKind } from './kinds.ts';
import type { ReaderClock } from './reader-clock.ts';

const words = adminText.leads.csv;

type Column = CsvColumn<LeadListRow>;

export interface LeadCsvContext {
  /** Every kind of submission, with its form's fields. */
  kinds: readonly LeadKind[];
  /** The filter's kind (its columns come first), or undefined for every kind. */
  type?: string;
  /** Whether the download is of the suspected bots. */
  bots: boolean;
  /** The reader's clock: the times as the History shows them, and the zone's name. */
  clock: ReaderClock;
}

/** The meta (technical details) of a row as an object; {} when it has none. */
function metaOf(row: LeadListRow): Record<string, unknown> {
  return typeof row.meta === 'object' && row.meta !== null && !Array.isArray(row.meta)
    ? (row.meta as Record<string, unknown>)
    : {};
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The submission itself: its id, its kind, when it came. */
function submissionColumns({ clock }: LeadCsvContext): Column[] {
  return [
    { key: 'id', heading: words.id, value: (row) => row.id },
    { key: 'type', heading: words.type, value: (row) => row.type },
    {
      key: 'created_at',
      heading: fill(words.received, { zone: clock.zone }),
      value: (row) => clock.time(row.createdAt),
    },
  ];
}

/** The visitor's entries: the fields of the kinds exported, then keys no form names any more. */
function entryColumns({ kinds, type }: LeadCsvContext, seen: RowsSeen): Column[] {
  const exported = type !== undefined ? [type] : seen.types;
  const titles = new Map<string, string>();
  for (const name of exported)
    for (const field of kinds.find((kind) => kind.type === name)?.fields ?? [])
      if (!titles.has(field.key)) titles.set(field.key, field.title);
  for (const key of seen.payloadKeys) if (!titles.has(key)) titles.set(key, key);
  return [...titles].map(([key, title]) => ({ key, heading: title, value: (row) => payloadValue(row, key) }));
}

/** A time of the meta (an ISO instant) on the reader's clock; the text as it is when it is none. */
function metaTime(clock: ReaderClock, value: unknown): string {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? clock.time(value) : text(value);
}

/** The agreement kept with a registration (nda-evidence.ts). */
function agreement(row: LeadListRow): Record<string, unknown> {
  const nda = metaOf(row).nda;
  return typeof nda === 'object' && nda !== null ? (nda as Record<string, unknown>) : {};
}

/** The policies a booking agreed to, in words: "terms and conditions of 2025-01-10, …". */
function policiesInWords(policies: unknown): string {
  if (typeof policies !== 'object' || policies === null) return text(policies);
  return Object.entries(policies as Record<string, unknown>)
    .map(([policy, version]) =>
      fill(words.policyVersion, {
        policy: (words.policyNames as Record<string, string>)[policy] ?? policy,
        version: text(version),
      }),
    )
    .join(', ');
}

const column = (key: string, heading: string, value: (row: LeadListRow) => unknown): Column => ({
  key,
  heading,
  value,
});

/** The parts of a lead's source, in this order, by their headings' words. */
const SOURCE_HEADINGS = {
  page: words.sourcePage,
  landingPage: words.landingPage,
  referrerHost: words.referrerHost,
  utmSource: words.utmSource,
  utmMedium: words.utmMedium,
  utmCampaign: words.utmCampaign,
} as const satisfies Record<keyof LeadSource, string>;

/** Where the leads came from: a column for each part of a source the rows hold, then the language of
 *  the page they were sent from (its code), when the rows record one. */
function sourceColumns(_context: LeadCsvContext, seen: RowsSeen): Column[] {
  return [
    ...(Object.keys(SOURCE_HEADINGS) as (keyof LeadSource)[])
      .filter((part) => seen.sourceParts.has(part))
      .map((part) => column(`source.${part}`, SOURCE_HEADINGS[part], (row) => row.source?.[part])),
    ...(seen.languages ? [column('language', words.language, (row) => row.language)] : []),
  ];
}

/** The technical details the rows hold, each in a column of its own, in words. */
function technicalColumns({ clock, bots }: LeadCsvContext, seen: RowsSeen): Column[] {
  const zone = { zone: clock.zone };
  const detail = (row: LeadListRow, key: string) => metaOf(row)[key];
  // By the meta key that brings them.
  const known: Record<string, Column[]> = {
    form: [column('form', words.form, (row) => detail(row, 'form'))],
    elapsedMs: [
      column('elapsedMs', words.secondsOnForm, (row) => {
        const ms = detail(row, 'elapsedMs');
        return typeof ms === 'number' ? Math.round(ms / 1000) : null;
      }),
    ],
    sentWithoutScript: [
      column('sentWithoutScript', words.sentWithoutScript, (row) =>
        detail(row, 'sentWithoutScript') === true ? words.yes : '',
      ),
    ],
    // Leads are never taken for bots: the column is the bots' view's.
    suspectedBot: bots
      ? [
          column('suspectedBot', words.suspectedBot, (row) => {
            const reason = text(detail(row, 'suspectedBot'));
            return (words.botReasons as Record<string, string>)[reason] ?? reason;
          }),
        ]
      : [],
    nda: [
      column('nda.acceptedAt', fill(words.agreementAcceptedAt, zone), (row) =>
        metaTime(clock, agreement(row).acceptedAt),
      ),
      column('nda.governingLaw', words.agreementLaw, (row) => agreement(row).governingLaw),
      column('nda.textSha256', words.agreementText, (row) => agreement(row).textSha256),
    ],
    policies: [column('policies', words.policies, (row) => policiesInWords(detail(row, 'policies')))],
    agreedAt: [
      column('agreedAt', fill(words.policiesAgreedAt, zone), (row) => metaTime(clock, detail(row, 'agreedAt'))),
    ],
    ipHash: [column('ipHash', words.ipFingerprint, (row) => detail(row, 'ipHash'))],
  };
  const others = [...seen.metaKeys].filter((key) => !Object.hasOwn(known, key));
  const other = column('meta', words.otherDetails, (row) =>
    others
      .filter((key) => detail(row, key) !== undefined)
      .map((key) => `${key}: ${text(detail(row, key))}`)
      .join('; '),
  );
  return [
    ...Object.entries(known).flatMap(([key, columns]) => (seen.metaKeys.has(key) ? columns : [])),
    ...(others.length > 0 ? [other] : []),
  ];
}

/** The Leads page's CSV columns for the rows an export holds. */
export function leadCsvColumns(context: LeadCsvContext, seen: RowsSeen): Column[] {
  return distinctHeadings([
    ...submissionColumns(context),
    ...entryColumns(context, seen),
    ...sourceColumns(context, seen),
    ...technicalColumns(context, seen),
  ]);
}

/**
 * A row as a reader of the downloads sees it: the network fingerprint (meta.ipHash, the salted hash of
 * the visitor's IP address) goes to an admin alone, who may need it to tell one sender's many posts
 * apart; the leads role (sales) has no use for it.
 */
export function leadRowForReader(row: LeadListRow, admin: boolean): LeadListRow {
  if (admin || !Object.hasOwn(metaOf(row), 'ipHash')) return row;
  const { ipHash: _hidden, ...meta } = metaOf(row);
  return { ...row, meta };
}
