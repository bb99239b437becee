// How a batch of posts is written, once for both engines: the rules of a post's write as the steps
// of one BatchStatement (engine.ts). PostgreSQL runs the steps as one statement, SQLite one after the
// other in one transaction; both read the same batch tables and keep the same rules:
//  - one lead per normalised address, created on first sight (in address order everywhere, so two
//    batches sharing addresses wait for each other instead of deadlocking);
//  - a submission whose registration (dedupe key) is taken, by a stored one or one earlier in the
//    batch, is skipped rather than failing the batch (submission-store.ts tells it apart after);
//  - a mail limited to one per recipient and window is queued only by the submission that claims
//    its recipient: the first stored one of the batch to that address, when the last mail queued
//    there is at or before its window's start (recipient_mail, shared by every instance);
//  - every other mail and webhook of a stored submission is queued, in the batch's order.
import { sql, type QueryCreator, type SqlBool } from 'kysely';
import type { BatchStatement, RowShape } from '../engine.ts';
import type { Database } from '../schema.ts';
import { ROW_COLUMNS } from './source-columns.ts';

export const NEW_LEAD = { id: 'text', email: 'text', created_at: 'timestamp' } as const satisfies RowShape;

export const INPUT = {
  id: 'text',
  type: 'text',
  created_at: 'timestamp',
  payload: 'json',
  meta: 'json',
  dedupe_product: 'text',
  dedupe_email: 'text',
  dedupe_mobile: 'text',
  source_page: 'text',
  landing_page: 'text',
  referrer_host: 'text',
  utm_source: 'text',
  utm_medium: 'text',
  utm_campaign: 'text',
  language: 'text',
  lead_email: 'text',
  ord: 'integer',
} as const satisfies RowShape;

export const MAIL = {
  submission_id: 'text',
  kind: 'text',
  payload: 'json',
  /** When it is due: its submission's creation time. */
  due: 'timestamp',
  /** For a mail limited to one per recipient: the address's pseudonym, and its window's start. */
  recipient: 'text',
  since: 'timestamp',
  ord: 'integer',
} as const satisfies RowShape;

/** The tables the steps read: the batch's rows, and what earlier steps returned. */
interface BatchTables {
  new_lead: { id: string; email: string; created_at: string };
  lead: { id: string; email: string };
  input: {
    id: string;
    type: string;
    created_at: string;
    payload: string;
    meta: string;
    dedupe_product: string | null;
    dedupe_email: string | null;
    dedupe_mobile: string | null;
    source_page: string | null;
    landing_page: string | null;
    referrer_host: string | null;
    utm_source: string | null;
    utm_medium: string | null;
    utm_campaign: string | null;
    language: string | null;
    lead_email: string | null;
    ord: number;
  };
  stored: { id: string };
  mail: {
    submission_id: string;
    kind: string;
    payload: string;
    due: string;
    recipient: string | null;
    since: string | null;
    ord: number;
  };
  claimed: { recipient: string; submission_id: string };
}

type BatchQueries = QueryCreator<Database & BatchTables>;

// SQLite reads `INSERT … SELECT … ON CONFLICT` as a join's ON unless the SELECT has a WHERE.
const always = sql<SqlBool>`true`;

function upsertLeads(db: BatchQueries) {
  return (
    db
      .insertInto('leads')
      .columns(['id', 'email', 'created_at'])
      .expression(db.selectFrom('new_lead').select(['id', 'email', 'created_at']).where(always).orderBy('email'))
      // A no-op update, so RETURNING yields the id of an existing lead as well as of a new one.
      .onConflict((oc) => oc.column('email').doUpdateSet({ email: (eb) => eb.ref('excluded.email') }))
      .returning(['id', 'email'])
  );
}

function insertSubmissions(db: BatchQueries) {
  return db
    .insertInto('submissions')
    .columns([
      'id',
      'type',
      'created_at',
      'payload',
      'meta',
      'dedupe_product',
      'dedupe_email',
      'dedupe_mobile',
      ...ROW_COLUMNS,
      'lead_id',
    ])
    .expression(
      db
        .selectFrom('input as i')
        .leftJoin('lead', 'lead.email', 'i.lead_email')
        .select([
          'i.id',
          'i.type',
          'i.created_at',
          'i.payload',
          'i.meta',
          'i.dedupe_product',
          'i.dedupe_email',
          'i.dedupe_mobile',
          ...ROW_COLUMNS.map((column) => `i.${column}` as const),
          'lead.id as lead_id',
        ])
        .where(always)
        .orderBy('i.ord'),
    )
    .onConflict((oc) => oc.doNothing())
    .returning('id');
}

function claimRecipients(db: BatchQueries) {
  const firstPerRecipient = db
    .selectFrom('mail as m')
    .select([
      'm.recipient',
      'm.submission_id',
      'm.due',
      sql<number>`row_number() OVER (PARTITION BY m.recipient ORDER BY m.ord)`.as('nth'),
    ])
    .where('m.recipient', 'is not', null)
    .where('m.submission_id', 'in', db.selectFrom('stored').select('stored.id'))
    .as('first');
  return db
    .insertInto('recipient_mail')
    .columns(['recipient', 'submission_id', 'last_queued_at'])
    .expression(
      db
        .selectFrom(firstPerRecipient)
        .select((eb) => [
          eb.ref('first.recipient').$notNull().as('recipient'),
          'first.submission_id',
          'first.due as last_queued_at',
        ])
        .where('first.nth', '=', 1),
    )
    .onConflict((oc) =>
      oc
        .column('recipient')
        .doUpdateSet((eb) => ({
          submission_id: eb.ref('excluded.submission_id'),
          last_queued_at: eb.ref('excluded.last_queued_at'),
        }))
        .where((eb) =>
          eb(
            'recipient_mail.last_queued_at',
            '<=',
            eb
              .selectFrom('mail as w')
              .select((w) => w.fn.min('w.since').as('since'))
              .whereRef('w.recipient', '=', 'excluded.recipient')
              .whereRef('w.submission_id', '=', 'excluded.submission_id'),
          ),
        ),
    )
    .returning(['recipient', 'submission_id']);
}

function queueOutbox(db: BatchQueries) {
  return db
    .insertInto('outbox')
    .columns(['submission_id', 'kind', 'payload', 'next_attempt_at', 'created_at'])
    .expression(
      db
        .selectFrom('mail as o')
        .select(['o.submission_id', 'o.kind', 'o.payload', 'o.due as next_attempt_at', 'o.due as created_at'])
        .where('o.submission_id', 'in', db.selectFrom('stored').select('stored.id'))
        .where((eb) =>
          eb.or([
            eb('o.recipient', 'is', null),
            eb(
              eb.refTuple('o.recipient', 'o.submission_id'),
              'in',
              eb
                .selectFrom('claimed as c')
                .select(['c.recipient', 'c.submission_id'])
                .$asTuple('recipient', 'submission_id'),
            ),
          ]),
        )
        .orderBy('o.ord'),
    );
}

/** The write of a batch of posts; answers with the ids of the submissions stored. */
export const SUBMISSION_BATCH: BatchStatement = {
  tables: { new_lead: NEW_LEAD, input: INPUT, mail: MAIL },
  steps: [
    { name: 'lead', reads: ['new_lead'], returns: { id: 'text', email: 'text' }, build: upsertLeads },
    { name: 'stored', reads: ['input', 'lead'], returns: { id: 'text' }, build: insertSubmissions },
    {
      name: 'claimed',
      reads: ['mail', 'stored'],
      returns: { recipient: 'text', submission_id: 'text' },
      build: claimRecipients,
    },
    { name: 'queued', reads: ['mail', 'stored', 'claimed'], returns: {}, build: queueOutbox },
  ],
  result: 'stored',
};
