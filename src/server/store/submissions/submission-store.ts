// The SubmissionStore contract (types.ts) on Kysely, the same queries on both engines.
//
// Posts are written by group commit (group-commit.ts): the posts that arrive while a commit is on
// its way to the disk are written together in the next one, so one durable commit (one fsync)
// acknowledges many. How a batch is written is batch-write.ts; everything about a post is
// serialised and checked before (prepare), so bad input never opens a transaction.
import { randomUUID } from 'node:crypto';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { DuplicateSubmissionError } from '../errors.ts';
import type { Row, StoreEngine } from '../engine.ts';
import { GroupCommit } from '../group-commit.ts';
import { normalizeEmail, normalizeMobile, saltedHash } from '../normalize.ts';
import { toOutboxRow } from '../outbox/outbox-store.ts';
import { newRowId } from '../row-ids.ts';
import type { Database, SubmissionsTable } from '../schema.ts';
import { SUBMISSION_BATCH } from './batch-write.ts';
import { earlierSubmissionsReader, isSuspectedBot } from './earlier-submissions.ts';
import { leadListing } from './lead-listing.ts';
import { ROW_COLUMNS, sourceColumns, submissionRowOf } from './source-columns.ts';
import type { InsertSubmissionInput, OutboxInput, RetentionResult, SubmissionStore } from './types.ts';

/** Keys that would put a raw client IP into meta; the IP must come in through `input.ip` to be hashed. */
const RAW_IP_KEYS = ['ip', 'ipAddress', 'remoteAddress', 'clientIp'];

/** Submissions per transaction: a few outbox rows each stay far below both engines' bind-parameter limits. */
const SUBMISSIONS_PER_COMMIT = 200;

/** Rows per IN (...) list when deleting by id. */
const ID_CHUNK = 500;

const DAY_MS = 86_400_000;

interface PreparedSubmission {
  row: Omit<SubmissionsTable, 'lead_id'>;
  leadEmail: string | null;
  outbox: {
    kind: string;
    payload: string;
    /** For a mail sent at most once per recipient and window: the recipient's pseudonym and the window's start. */
    recipient: { key: string; since: string } | null;
  }[];
}

export interface SubmissionStoreOptions {
  db: Kysely<Database>;
  engine: StoreEngine;
  /** The salt of pseudonyms (normalize.ts), asked for only when one is made. */
  salt: () => string;
}

export interface SubmissionParts {
  submissions: SubmissionStore;
  /** Waits for the writes in progress. */
  drain(): Promise<void>;
}

/** The pseudonym under which recipient_mail keeps an address. */
export function recipientKey(address: string, salt: string): string {
  return saltedHash(`recipient:${address}`, salt);
}

export function createSubmissionStore({ db, engine, salt }: SubmissionStoreOptions): SubmissionParts {
  const writeBatch = engine.batchStatement(db, SUBMISSION_BATCH);
  const writes = new GroupCommit<PreparedSubmission, { id: string; createdAt: string }>({
    async write(items) {
      const stored = new Set((await writeBatch(batchTables(items))).map((row) => row.id));
      const outcomes: ({ id: string; createdAt: string } | Error)[] = [];
      for (const item of items)
        outcomes.push(
          stored.has(item.row.id)
            ? { id: item.row.id, createdAt: item.row.created_at }
            : await duplicateOf(db, item.row),
        );
      return outcomes;
    },
    maxBatch: SUBMISSIONS_PER_COMMIT,
    maxConcurrent: engine.writers,
  });
  const earlierSubmissions = earlierSubmissionsReader(db, engine);
  const listLeads = leadListing(db, engine);

  function prepare(input: InsertSubmissionInput): PreparedSubmission {
    const createdAt = new Date().toISOString();
    const dedupe = input.dedupe;
    return {
      row: {
        id: newRowId(),
        type: input.type,
        created_at: createdAt,
        payload: toJson(input.payload, 'payload'),
        meta: toJson(buildMeta(input.meta, input.ip, salt), 'meta'),
        dedupe_product: dedupe ? dedupe.product : null,
        dedupe_email: dedupe ? normalizeEmail(dedupe.email) : null,
        dedupe_mobile: dedupe ? normalizeMobile(dedupe.mobile) : null,
        ...sourceColumns(input.source),
        language: input.language ?? null,
      },
      leadEmail: input.leadEmail === undefined ? null : normalizeEmail(input.leadEmail),
      outbox: input.outbox.map((o, i) => ({
        kind: o.kind,
        payload: toJson(o.payload, `outbox[${i}].payload`),
        recipient: recipientOf(o, createdAt),
      })),
    };
  }

  function recipientOf(outbox: OutboxInput, createdAt: string): PreparedSubmission['outbox'][number]['recipient'] {
    const address = outbox.oncePerRecipient && normalizeEmail(outbox.oncePerRecipient.address);
    if (!outbox.oncePerRecipient || !address) return null;
    return {
      key: recipientKey(address, salt()),
      since: new Date(Date.parse(createdAt) - outbox.oncePerRecipient.windowMs).toISOString(),
    };
  }

  /** The pseudonym of an address, or undefined when no salt is at hand (an operator command on PostgreSQL without IP_HASH_SALT). */
  function recipientKeyIfSalted(address: string): string | undefined {
    try {
      return recipientKey(address, salt());
    } catch {
      return undefined;
    }
  }

  async function deleteForgottenLeads(olderThan: string): Promise<number> {
    try {
      const result = await db
        .deleteFrom('leads')
        .where('created_at', '<', olderThan)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(selectFrom('submissions').select('submissions.id').whereRef('submissions.lead_id', '=', 'leads.id')),
          ),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    } catch (error) {
      // A lead that a post being stored right now links to again: kept, and looked at tomorrow.
      if (engine.isForeignKeyViolation(error)) return 0;
      throw error;
    }
  }

  const submissions: SubmissionStore = {
    async insertSubmission(input) {
      return writes.submit(prepare(input));
    },

    async listSubmissions(filter) {
      let query = db.selectFrom('submissions').select(['id', 'type', 'created_at', 'payload', 'meta', ...ROW_COLUMNS]);
      if (filter.type !== undefined) query = query.where('type', '=', filter.type);
      if (filter.since !== undefined) query = query.where('created_at', '>=', startOf(filter.since));
      const rows = await query.orderBy('created_at').orderBy(sql.ref(engine.insertionOrder)).execute();
      return rows.map(submissionRowOf);
    },

    listLeads,

    async sendCounts(from, to) {
      const rows = await db
        .selectFrom('submissions')
        .select((eb) => [
          'type',
          eb.fn.coalesce('source_page', sql.lit('')).as('page'),
          eb.fn.coalesce('utm_source', sql.lit('')).as('utm_source'),
          eb.fn.coalesce('utm_medium', sql.lit('')).as('utm_medium'),
          eb.fn.coalesce('utm_campaign', sql.lit('')).as('utm_campaign'),
          eb.fn.countAll<number | string>().as('sends'),
        ])
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .where((eb) => eb.not(isSuspectedBot('meta')))
        .groupBy(['type', 'source_page', 'utm_source', 'utm_medium', 'utm_campaign'])
        .execute();
      return rows.map((row) => ({
        type: row.type,
        page: row.page,
        utmSource: row.utm_source,
        utmMedium: row.utm_medium,
        utmCampaign: row.utm_campaign,
        sends: Number(row.sends),
      }));
    },

    async earlierSubmissions(submissionId, limit) {
      if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
      return earlierSubmissions(submissionId, limit);
    },

    async leadTimeline(email) {
      const normalized = normalizeEmail(email);
      if (!normalized) return null;
      const lead = await db
        .selectFrom('leads')
        .select(['id', 'email', 'created_at'])
        .where('email', '=', normalized)
        .executeTakeFirst();
      if (!lead) return null;
      const rows = await db
        .selectFrom('submissions')
        .select(['id', 'type', 'created_at', 'payload', 'meta', ...ROW_COLUMNS])
        .where('lead_id', '=', lead.id)
        .orderBy('created_at')
        .orderBy(sql.ref(engine.insertionOrder))
        .execute();
      const outbox =
        rows.length === 0
          ? []
          : await db
              .selectFrom('outbox')
              .selectAll()
              .where(
                'submission_id',
                'in',
                rows.map((r) => r.id),
              )
              .orderBy('id')
              .execute();
      return {
        email: lead.email,
        firstSeen: lead.created_at,
        submissions: rows.map((row) => ({
          ...submissionRowOf(row),
          outbox: outbox.filter((o) => o.submission_id === row.id).map(toOutboxRow),
        })),
      };
    },

    async erasePerson(email, now) {
      const normalized = normalizeEmail(email);
      if (!normalized) throw new TypeError('an e-mail address is needed');
      const erased = await db.transaction().execute(async (trx) => {
        const lead = await trx.selectFrom('leads').select('id').where('email', '=', normalized).executeTakeFirst();
        const rows = await trx
          .selectFrom('submissions')
          .select('id')
          // Registrations keep the address as their dedupe key too, linked to a lead or not.
          .where((eb) => eb.or([eb('dedupe_email', '=', normalized), ...(lead ? [eb('lead_id', '=', lead.id)] : [])]))
          .execute();
        const submissionIds = rows.map((row) => row.id);
        let outboxRows = 0;
        for (let i = 0; i < submissionIds.length; i += ID_CHUNK) {
          const chunk = submissionIds.slice(i, i + ID_CHUNK);
          outboxRows += Number(
            (await trx.deleteFrom('outbox').where('submission_id', 'in', chunk).executeTakeFirst()).numDeletedRows,
          );
          await trx.deleteFrom('submissions').where('id', 'in', chunk).execute();
        }
        if (lead) await trx.deleteFrom('leads').where('id', '=', lead.id).execute();
        // When mail was last queued to the address: a pseudonym of the person, gone with the rest.
        const recipient = recipientKeyIfSalted(normalized);
        if (recipient) await trx.deleteFrom('recipient_mail').where('recipient', '=', recipient).execute();
        const erasureId = randomUUID();
        await trx
          .insertInto('erasures')
          .values({
            id: erasureId,
            erased_at: now.toISOString(),
            submissions: submissionIds.length,
            outbox_rows: outboxRows,
            mail_files: 0,
          })
          .execute();
        return { erasureId, submissions: submissionIds.length, outboxRows, submissionIds };
      });
      // Deleted is not yet gone: the rows' bytes are still in the files' free space and log.
      return { ...erased, filesOverwritten: await engine.forgetDeletedRows(db) };
    },

    async recordErasedFiles(erasureId, files) {
      await db.updateTable('erasures').set({ mail_files: files }).where('id', '=', erasureId).execute();
    },

    async deleteExpired({ now, retentionDays, botRetentionDays, recipientWindowMs }) {
      const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
      const botCutoff = new Date(now.getTime() - botRetentionDays * DAY_MS).toISOString();
      const result: RetentionResult = await db.transaction().execute(async (trx) => {
        const bots = await deleteSubmissionsWhere(trx, (eb) =>
          eb.and([eb('created_at', '<', botCutoff), isSuspectedBot('meta')]),
        );
        const old = await deleteSubmissionsWhere(trx, (eb) => eb('created_at', '<', cutoff));
        // A recipient record older than its window limits nothing any more.
        await trx
          .deleteFrom('recipient_mail')
          .where('last_queued_at', '<', new Date(now.getTime() - recipientWindowMs).toISOString())
          .execute();
        return {
          bots: bots.submissions,
          submissions: old.submissions,
          outboxRows: bots.outboxRows + old.outboxRows,
          leads: 0,
        };
      });
      result.leads = await deleteForgottenLeads(botCutoff);
      return result;
    },
  };

  return { submissions, drain: () => writes.drain() };
}

/** A batch's rows as the tables of batch-write.ts. */
function batchTables(items: PreparedSubmission[]): Record<string, Row[]> {
  const firstSeen = new Map<string, string>();
  for (const item of items)
    if (item.leadEmail && !firstSeen.has(item.leadEmail)) firstSeen.set(item.leadEmail, item.row.created_at);
  return {
    new_lead: [...firstSeen].map(([email, createdAt]) => ({ id: newRowId(), email, created_at: createdAt })),
    input: items.map((item, ord) => ({ ...item.row, lead_email: item.leadEmail, ord })),
    mail: items
      .flatMap(({ row, outbox }) =>
        outbox.map((o) => ({
          submission_id: row.id,
          kind: o.kind,
          payload: o.payload,
          due: row.created_at,
          recipient: o.recipient?.key ?? null,
          since: o.recipient?.since ?? null,
        })),
      )
      .map((mail, ord) => ({ ...mail, ord })),
  };
}

async function duplicateOf(db: Kysely<Database>, row: PreparedSubmission['row']): Promise<Error> {
  if (row.dedupe_product === null) return new Error(`submission ${row.id} was not stored: its id is taken`);
  const sameEmail =
    row.dedupe_email !== null &&
    (await db
      .selectFrom('submissions')
      .select('id')
      .where('dedupe_product', '=', row.dedupe_product)
      .where('dedupe_email', '=', row.dedupe_email)
      .executeTakeFirst()) !== undefined;
  return new DuplicateSubmissionError(sameEmail ? 'email' : 'mobile');
}

type SubmissionCondition = (eb: ExpressionBuilder<Database, 'submissions'>) => Expression<SqlBool>;

async function deleteSubmissionsWhere(
  trx: Transaction<Database>,
  condition: SubmissionCondition,
): Promise<{ submissions: number; outboxRows: number }> {
  const outbox = await trx
    .deleteFrom('outbox')
    .where('submission_id', 'in', trx.selectFrom('submissions').select('id').where(condition))
    .executeTakeFirst();
  const deleted = await trx.deleteFrom('submissions').where(condition).executeTakeFirst();
  return { submissions: Number(deleted.numDeletedRows), outboxRows: Number(outbox.numDeletedRows) };
}

/** A YYYY-MM-DD day means its first instant in UTC. */
function startOf(since: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(since) ? `${since}T00:00:00.000Z` : since;
}

function toJson(value: unknown, what: string): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError(`${what} is not JSON-serializable`);
  return json;
}

function buildMeta(meta: unknown, ip: string | undefined, salt: () => string): unknown {
  const base = meta ?? {};
  if (isRecord(base)) {
    const rawKey = RAW_IP_KEYS.find((key) => Object.hasOwn(base, key));
    if (rawKey) throw new TypeError(`meta.${rawKey} would store an IP in clear; pass it as input.ip instead`);
  }
  if (ip === undefined || ip === '') return base;
  if (!isRecord(base)) throw new TypeError('meta must be an object when an ip is given');
  return { ...base, ipHash: saltedHash(ip, salt()) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
