// The Store contract on Kysely: the same queries for SQLite and PostgreSQL, with the few
// engine-specific expressions gathered in engineSql below.
import { randomUUID } from 'node:crypto';
import {
  CompiledQuery,
  sql,
  type Compilable,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SqlBool,
  type Transaction,
} from 'kysely';
import { createAdminStore } from './admin-store.ts';
import { DuplicateSubmissionError } from './errors.ts';
import { GroupCommit } from './group-commit.ts';
import { hashIp, normalizeEmail, normalizeMobile } from './normalize.ts';
import { keepPrepared } from './kept-prepared.ts';
import { newRowId } from './row-ids.ts';
import type { RateLimitCounter } from './rate-limit-counter.ts';
import type { Database, Engine, OutboxTable, SubmissionsTable } from './schema.ts';
import type {
  FailureOutcome,
  InsertSubmissionInput,
  LeadHistoryEntry,
  OutboxInput,
  OutboxKind,
  OutboxRow,
  RetentionResult,
  Store,
  SubmissionRow,
} from './types.ts';

/** last_error is for humans; cap it so a huge server response cannot bloat the table. */
const MAX_ERROR_LENGTH = 1000;

/** Keys that would put a raw client IP into meta; the IP must come in through `input.ip` to be hashed. */
const RAW_IP_KEYS = ['ip', 'ipAddress', 'remoteAddress', 'clientIp'];

/** Submissions per transaction: a few outbox rows each stay far below both engines' bind-parameter limits. */
const SUBMISSIONS_PER_COMMIT = 200;

/**
 * JSON texts as one JSON array, for the batch statement's json_array_elements: as an element of a
 * json[] parameter, pg escapes every quote of every text into an array literal, which was a sixth
 * of the server's allocation under `npm run bench:store`. Each text is JSON already, so joining
 * them is the whole work.
 */
function jsonArray(texts: string[]): string {
  return `[${texts.join(',')}]`;
}

/** Rows per IN (...) list when deleting by id. */
const ID_CHUNK = 500;

const DAY_MS = 86_400_000;

/** PostgreSQL's SQLSTATE for a foreign key violation. */
const FOREIGN_KEY_VIOLATION = '23503';

// writeSubmissionsInOneStatement's statement; $1-$3 the new leads, $4-$12 the submissions in
// order, $13-$19 their outbox rows. A mail limited to one per recipient and window: the first
// stored post of the batch to that recipient claims it (as claimRecipient does), and only the
// claimant's mail is queued.
const POSTGRES_BATCH_INSERT = `
  WITH new_lead (id, email, created_at) AS (SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[])),
  lead AS (
    INSERT INTO leads (id, email, created_at) SELECT * FROM new_lead ORDER BY email
    ON CONFLICT (email) DO UPDATE SET email = excluded.email
    RETURNING id, email
  ),
  input (id, type, created_at, payload, meta, dedupe_product, dedupe_email, dedupe_mobile, lead_email, ord) AS (
    SELECT r.id, r.type, r.created_at, p.value, m.value, r.dedupe_product, r.dedupe_email, r.dedupe_mobile, r.lead_email, r.ord
    FROM unnest($4::text[], $5::text[], $6::timestamptz[], $9::text[], $10::text[], $11::text[], $12::text[])
      WITH ORDINALITY AS r (id, type, created_at, dedupe_product, dedupe_email, dedupe_mobile, lead_email, ord)
    JOIN json_array_elements($7::json) WITH ORDINALITY AS p (value, ord) ON p.ord = r.ord
    JOIN json_array_elements($8::json) WITH ORDINALITY AS m (value, ord) ON m.ord = r.ord
  ),
  stored AS (
    INSERT INTO submissions (id, type, created_at, payload, meta, dedupe_product, dedupe_email, dedupe_mobile, lead_id)
    SELECT i.id, i.type, i.created_at, i.payload, i.meta, i.dedupe_product, i.dedupe_email, i.dedupe_mobile, lead.id
    FROM input i LEFT JOIN lead ON lead.email = i.lead_email
    ORDER BY i.ord
    ON CONFLICT DO NOTHING
    RETURNING id
  ),
  mail (submission_id, kind, payload, due, recipient, since, ord) AS (
    SELECT r.submission_id, r.kind, p.value, r.due, r.recipient, r.since, r.ord
    FROM unnest($13::text[], $14::text[], $16::timestamptz[], $17::text[], $18::timestamptz[], $19::int[])
      WITH ORDINALITY AS r (submission_id, kind, due, recipient, since, ord, n)
    JOIN json_array_elements($15::json) WITH ORDINALITY AS p (value, n) ON p.n = r.n
  ),
  claimed AS (
    INSERT INTO recipient_mail (recipient, submission_id, last_queued_at)
    SELECT DISTINCT ON (m.recipient) m.recipient, m.submission_id, m.due
    FROM mail m
    WHERE m.recipient IS NOT NULL AND m.submission_id IN (SELECT id FROM stored)
    ORDER BY m.recipient, m.ord
    ON CONFLICT (recipient) DO UPDATE SET submission_id = excluded.submission_id, last_queued_at = excluded.last_queued_at
    WHERE recipient_mail.last_queued_at <= (SELECT max(m2.since) FROM mail m2 WHERE m2.recipient = excluded.recipient)
    RETURNING recipient, submission_id
  ),
  queued AS (
    INSERT INTO outbox (submission_id, kind, payload, next_attempt_at, created_at)
    SELECT o.submission_id, o.kind, o.payload, o.due, o.due
    FROM mail o
    WHERE o.submission_id IN (SELECT id FROM stored)
      AND (o.recipient IS NULL OR EXISTS (SELECT 1 FROM claimed c WHERE c.recipient = o.recipient AND c.submission_id = o.submission_id))
    ORDER BY o.ord
  )
  SELECT id FROM stored`;
keepPrepared(POSTGRES_BATCH_INSERT);

interface PreparedOutbox {
  kind: OutboxKind;
  payload: string;
  /** For a mail sent at most once per recipient and window: the recipient's hash and the window's start. */
  recipient: { key: string; since: string } | null;
}

interface PreparedSubmission {
  row: Omit<SubmissionsTable, 'lead_id'>;
  leadEmail: string | null;
  outbox: PreparedOutbox[];
}

type Settlement =
  | { id: number; sentAt: string }
  | { id: number; error: string; nextAttemptAt: string; now: string; maxAttempts: number };

export interface KyselyStoreOptions {
  db: Kysely<Database>;
  engine: Engine;
  /** The salt of IP hashes, asked for only when an IP is stored. */
  ipSalt: () => string;
  /** Where the rate limit counts (rate-limit-counter.ts): never in a durable commit of `db`. */
  rateLimitCounter: RateLimitCounter;
}

/** The few expressions that differ between the engines. */
function engineSql(engine: Engine) {
  return {
    /** Insertion order, to break ties between submissions of the same millisecond. */
    insertionOrder: sql.ref(insertionOrderColumn(engine)),
    /** True when the meta JSON marks the submission as a suspected bot. */
    isBot: (meta: string): RawBuilder<SqlBool> =>
      engine === 'sqlite'
        ? sql<SqlBool>`json_extract(${sql.ref(meta)}, '$.suspectedBot') IS NOT NULL`
        : sql<SqlBool>`(${sql.ref(meta)} ->> 'suspectedBot') IS NOT NULL`,
    /** Concurrent claimers on PostgreSQL skip each other's locked rows instead of queueing on them. */
    lockForClaim: engine === 'postgres',
    /** Transactions in flight at once: SQLite has one writer; PostgreSQL overlaps a few. */
    writers: engine === 'sqlite' ? 1 : 8,
  };
}

/**
 * Runs the outbox's own bookkeeping (claims, sent and failed marks) in a transaction whose commit
 * does not wait for the disk. Losing such a commit to a power cut (not to a crash of the process)
 * costs at most a repeated delivery under the same delivery key, whereas a flush per mail would
 * take disk time from the posts. Both engines keep every other commit synchronous: on SQLite the
 * next synchronous commit flushes the WAL, bookkeeping included; on PostgreSQL
 * synchronous_commit=off affects this transaction alone.
 */
async function withRelaxedDurability<T>(
  db: Kysely<Database>,
  engine: Engine,
  work: (trx: Kysely<Database>) => Promise<T>,
  single = false,
): Promise<T> {
  if (engine === 'postgres') {
    return db.transaction().execute(async (trx) => {
      await sql`SET LOCAL synchronous_commit = off`.execute(trx);
      return work(trx);
    });
  }
  // SQLite's pragma belongs to the connection: hold it (Kysely's single connection) throughout,
  // so no submission commits while it is relaxed. A single statement needs no BEGIN: it is
  // atomic on its own, and holds the file's write lock only while it runs.
  return db.connection().execute(async (connection) => {
    await sql`PRAGMA synchronous = NORMAL`.execute(connection);
    try {
      return single ? await work(connection) : await connection.transaction().execute(work);
    } finally {
      await sql`PRAGMA synchronous = FULL`.execute(connection);
    }
  });
}

/** A submission's place in storage order: its creation time, ties broken by insertion order. */
function storedOrder(engine: Engine, alias: string): RawBuilder<unknown> {
  return sql`(${sql.ref(`${alias}.created_at`)}, ${sql.ref(`${alias}.${insertionOrderColumn(engine)}`)})`;
}

function insertionOrderColumn(engine: Engine): string {
  return engine === 'sqlite' ? 'rowid' : 'seq';
}

/**
 * Store.earlierSubmissions, one submission at a time: asked by the outbox for every sales notice
 * it sends, so compiled once.
 */
function earlierSubmissionsReader(
  db: Kysely<Database>,
  engine: Engine,
): (submissionId: string, limit: number) => Promise<LeadHistoryEntry[]> {
  const query = compiledOnce((submissionId: string, limit: number) =>
    db
      .selectFrom('submissions as s')
      .innerJoin('submissions as t', 't.lead_id', 's.lead_id')
      .select(['s.type', 's.created_at'])
      .where('t.id', '=', submissionId)
      .where(sql<SqlBool>`${storedOrder(engine, 's')} < ${storedOrder(engine, 't')}`)
      .where(sql<SqlBool>`NOT (${engineSql(engine).isBot('s.meta')})`)
      .orderBy('s.created_at', 'desc')
      .orderBy(sql.ref(`s.${insertionOrderColumn(engine)}`), 'desc')
      .limit(limit),
  );
  return async (submissionId, limit) => {
    const { rows } = await db.executeQuery(query.with(submissionId, limit));
    return rows.map((row) => ({ type: row.type, createdAt: row.created_at }));
  };
}

/**
 * PostgreSQL: Store.earlierSubmissions for every submission asked for in one turn of the event
 * loop, in one query (a LATERAL join per submission) instead of a round trip per mail: the outbox
 * delivers a claimed batch at once, and each sales notice in it asks. GroupCommit gathers these
 * reads as it gathers writes: whatever arrives while a query runs goes into the next one.
 */
function batchedEarlierSubmissionsReader(
  db: Kysely<Database>,
): (submissionId: string, limit: number) => Promise<LeadHistoryEntry[]> {
  const query = (ids: string[], limit: number) => sql<{ id: string; type: string; created_at: string }>`
    SELECT t.id, h.type, h.created_at
    FROM unnest(${ids}::text[]) AS e (id)
    JOIN submissions t ON t.id = e.id
    CROSS JOIN LATERAL (
      SELECT s.type, s.created_at, s.seq
      FROM submissions s
      WHERE s.lead_id = t.lead_id AND ${storedOrder('postgres', 's')} < ${storedOrder('postgres', 't')} AND NOT (${engineSql('postgres').isBot('s.meta')})
      ORDER BY s.created_at DESC, s.seq DESC
      LIMIT ${limit}
    ) h
    ORDER BY t.id, h.created_at DESC, h.seq DESC`;
  keepPrepared(query([], 0).compile(db).sql);
  const lookups = new GroupCommit<{ submissionId: string; limit: number }, LeadHistoryEntry[]>({
    async write(items) {
      const ids = [...new Set(items.map((item) => item.submissionId))];
      const limit = Math.max(...items.map((item) => item.limit));
      const { rows } = await query(ids, limit).execute(db);
      const byId = new Map<string, LeadHistoryEntry[]>();
      for (const row of rows) {
        const entries = byId.get(row.id) ?? [];
        entries.push({ type: row.type, createdAt: row.created_at });
        byId.set(row.id, entries);
      }
      return items.map((item) => (byId.get(item.submissionId) ?? []).slice(0, item.limit));
    },
    maxBatch: 500,
    maxConcurrent: 1,
  });
  return (submissionId, limit) => lookups.submit({ submissionId, limit });
}

export function createKyselyStore({ db, engine, ipSalt, rateLimitCounter }: KyselyStoreOptions): Store {
  const dialect = engineSql(engine);

  const submissions = new GroupCommit<PreparedSubmission, { id: string; createdAt: string }>({
    write: (items) =>
      engine === 'postgres'
        ? writeSubmissionsInOneStatement(items)
        : db.transaction().execute((trx) => writeSubmissions(trx, items)),
    maxBatch: SUBMISSIONS_PER_COMMIT,
    maxConcurrent: dialect.writers,
  });
  // Marking rows sent or failed is a write per mail: batched too, so the outbox does not cost
  // one durable commit per message while posts are coming in.
  const settlements = new GroupCommit<Settlement, FailureOutcome>({
    write: (items) => withRelaxedDurability(db, engine, (trx) => settle(trx, items)),
    maxBatch: 100,
    maxConcurrent: 1,
  });

  const earlierSubmissions =
    engine === 'postgres' ? batchedEarlierSubmissionsReader(db) : earlierSubmissionsReader(db, engine);

  function prepare(input: InsertSubmissionInput): PreparedSubmission {
    // Serialize and check everything before any transaction, so bad input never opens one.
    const createdAt = new Date().toISOString();
    const dedupe = input.dedupe;
    return {
      row: {
        id: newRowId(),
        type: input.type,
        created_at: createdAt,
        payload: toJson(input.payload, 'payload'),
        meta: toJson(buildMeta(input.meta, input.ip, ipSalt), 'meta'),
        dedupe_product: dedupe ? dedupe.product : null,
        dedupe_email: dedupe ? normalizeEmail(dedupe.email) : null,
        dedupe_mobile: dedupe ? normalizeMobile(dedupe.mobile) : null,
      },
      leadEmail: input.leadEmail === undefined ? null : normalizeEmail(input.leadEmail),
      outbox: input.outbox.map((o, i) => ({
        kind: o.kind,
        payload: toJson(o.payload, `outbox[${i}].payload`),
        recipient: recipientOf(o, createdAt),
      })),
    };
  }

  /** The recipient's key, or undefined when no salt is at hand (an operator command on PostgreSQL without IP_HASH_SALT). */
  function recipientKeyIfSalted(address: string): string | undefined {
    try {
      return hashIp(`recipient:${address}`, ipSalt());
    } catch {
      return undefined;
    }
  }

  function recipientOf(outbox: OutboxInput, createdAt: string): PreparedOutbox['recipient'] {
    const address = outbox.oncePerRecipient && normalizeEmail(outbox.oncePerRecipient.address);
    if (!outbox.oncePerRecipient || !address) return null;
    return {
      key: hashIp(`recipient:${address}`, ipSalt()),
      since: new Date(Date.parse(createdAt) - outbox.oncePerRecipient.windowMs).toISOString(),
    };
  }

  const rateLimits = rateLimitCounter;

  return {
    engine,
    ...createAdminStore(db, engine),

    async insertSubmission(input) {
      return submissions.submit(prepare(input));
    },

    async listSubmissions(filter) {
      let query = db.selectFrom('submissions').select(['id', 'type', 'created_at', 'payload', 'meta']);
      if (filter.type !== undefined) query = query.where('type', '=', filter.type);
      if (filter.since !== undefined) query = query.where('created_at', '>=', startOf(filter.since));
      const rows = await query.orderBy('created_at').orderBy(dialect.insertionOrder).execute();
      return rows.map(toSubmissionRow);
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
        .select(['id', 'type', 'created_at', 'payload', 'meta'])
        .where('lead_id', '=', lead.id)
        .orderBy('created_at')
        .orderBy(dialect.insertionOrder)
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
          ...toSubmissionRow(row),
          outbox: outbox.filter((o) => o.submission_id === row.id).map(toOutboxRow),
        })),
      };
    },

    async erasePerson(email, now) {
      const normalized = normalizeEmail(email);
      if (!normalized) throw new TypeError('an e-mail address is needed');
      return db.transaction().execute(async (trx) => {
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
    },

    async recordErasedFiles(erasureId, files) {
      await db.updateTable('erasures').set({ mail_files: files }).where('id', '=', erasureId).execute();
    },

    async deleteExpired({ now, retentionDays, botRetentionDays, recipientWindowMs }) {
      const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
      const botCutoff = new Date(now.getTime() - botRetentionDays * DAY_MS).toISOString();
      const result: RetentionResult = await db.transaction().execute(async (trx) => {
        const bots = await deleteSubmissionsWhere(trx, (eb) =>
          eb.and([eb('created_at', '<', botCutoff), dialect.isBot('meta')]),
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

    async claimDueOutbox(now, limit, leaseMs) {
      if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
      if (!(leaseMs > 0)) throw new RangeError('leaseMs must be positive');
      const rows = await withRelaxedDurability(
        db,
        engine,
        (trx) => {
          const due = trx
            .selectFrom('outbox')
            .select('id')
            .where('sent_at', 'is', null)
            .where('dead_at', 'is', null)
            .where('next_attempt_at', '<=', now.toISOString())
            .orderBy('next_attempt_at')
            .orderBy('id')
            .limit(limit)
            .$if(dialect.lockForClaim, (q) => q.forUpdate().skipLocked());
          return trx
            .updateTable('outbox')
            .set({ next_attempt_at: new Date(now.getTime() + leaseMs).toISOString() })
            .where('id', 'in', due)
            .returningAll()
            .execute();
        },
        true,
      );
      // RETURNING gives no order guarantee; deliver oldest first.
      return rows.map(toOutboxRow).sort((a, b) => a.id - b.id);
    },

    async markOutboxSent(id, sentAt) {
      await settlements.submit({ id, sentAt: sentAt.toISOString() });
    },

    async markOutboxFailed(id, error, nextAttemptAt, maxAttempts) {
      return settlements.submit({
        id,
        error: error.slice(0, MAX_ERROR_LENGTH),
        nextAttemptAt: nextAttemptAt.toISOString(),
        now: new Date().toISOString(),
        maxAttempts,
      });
    },

    async listUndeliveredOutbox() {
      const rows = await db.selectFrom('outbox').selectAll().where('sent_at', 'is', null).orderBy('id').execute();
      return rows.map(toOutboxRow);
    },

    async retryOutbox(id, now) {
      const result = await db
        .updateTable('outbox')
        .set(revived(now))
        .where('id', '=', id)
        .where('sent_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async retryDeadOutbox(now) {
      const result = await db
        .updateTable('outbox')
        .set(revived(now))
        .where('dead_at', 'is not', null)
        .where('sent_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async countPendingOutbox() {
      const row = await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('sent_at', 'is', null)
        .where('dead_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async oldestPendingMailAt() {
      const row = await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.min('created_at').as('oldest'))
        .where('kind', '=', 'mail')
        .where('sent_at', 'is', null)
        .where('dead_at', 'is', null)
        .executeTakeFirst();
      return (row?.oldest as string | null | undefined) ?? null;
    },

    async probeWrite(now) {
      await db
        .insertInto('readiness_probe')
        .values({ id: 1, written_at: now.toISOString() })
        .onConflict((oc) => oc.column('id').doUpdateSet({ written_at: now.toISOString() }))
        .execute();
    },

    countRateLimitHit(key, windowMs, now) {
      return rateLimits.count(key, windowMs, now);
    },

    async close() {
      await rateLimits.close();
      await submissions.drain();
      await settlements.drain();
      await db.destroy();
    },
  };

  /**
   * Whether a mail limited to one per recipient and window may be queued now: records it as the
   * recipient's latest when the last one is older than the window (or there is none).
   */
  async function claimRecipient(
    trx: Kysely<Database>,
    recipient: NonNullable<PreparedOutbox['recipient']>,
    submissionId: string,
    at: string,
  ): Promise<boolean> {
    const row = await trx
      .insertInto('recipient_mail')
      .values({ recipient: recipient.key, submission_id: submissionId, last_queued_at: at })
      .onConflict((oc) =>
        oc
          .column('recipient')
          .doUpdateSet((eb) => ({
            submission_id: eb.ref('excluded.submission_id'),
            last_queued_at: eb.ref('excluded.last_queued_at'),
          }))
          .where('recipient_mail.last_queued_at', '<=', recipient.since),
      )
      .returning('recipient')
      .executeTakeFirst();
    return row !== undefined;
  }

  async function writeSubmissions(trx: Transaction<Database>, items: PreparedSubmission[]) {
    const leadIds = await upsertLeads(trx, items);
    const inserted = await trx
      .insertInto('submissions')
      .values(
        items.map((item) => ({ ...item.row, lead_id: item.leadEmail ? (leadIds.get(item.leadEmail) ?? null) : null })),
      )
      // A registration colliding with a stored one (or one earlier in this batch) is skipped, not
      // an error that would abort the whole batch; it is told apart below.
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .execute();
    const stored = new Set(inserted.map((row) => row.id));
    const outbox = [];
    for (const item of items.filter((candidate) => stored.has(candidate.row.id))) {
      for (const o of item.outbox) {
        if (o.recipient && !(await claimRecipient(trx, o.recipient, item.row.id, item.row.created_at))) continue;
        outbox.push({
          submission_id: item.row.id,
          kind: o.kind,
          payload: o.payload,
          next_attempt_at: item.row.created_at,
          created_at: item.row.created_at,
        });
      }
    }
    if (outbox.length > 0) await trx.insertInto('outbox').values(outbox).execute();
    const outcomes: ({ id: string; createdAt: string } | Error)[] = [];
    for (const item of items)
      outcomes.push(
        stored.has(item.row.id)
          ? { id: item.row.id, createdAt: item.row.created_at }
          : await duplicateOf(trx, item.row),
      );
    return outcomes;
  }

  /**
   * PostgreSQL: the same writes as writeSubmissions, as one statement (data-modifying WITH
   * queries): one round trip and one commit per batch instead of five round trips, and atomic
   * without BEGIN/COMMIT. SQLite has no data-modifying WITH; there the statements run in-process.
   * The rows travel as one array per column (unnest; the JSON columns as one JSON array each, see
   * jsonArray), so the statement's text is the same for every batch: nothing is built per batch,
   * and PostgreSQL parses and plans a short text whatever the batch size (with a VALUES row per
   * post, planning took a quarter of the statement's time).
   */
  async function writeSubmissionsInOneStatement(items: PreparedSubmission[]) {
    const leads = [...new Set(items.flatMap((item) => (item.leadEmail ? [item.leadEmail] : [])))].sort();
    const firstSeen = (email: string) => items.find((item) => item.leadEmail === email)!.row.created_at;
    const mails = items.flatMap(({ row, outbox }, order) => outbox.map((o) => ({ row, o, order })));
    const { rows } = await db.executeQuery(
      CompiledQuery.raw(POSTGRES_BATCH_INSERT, [
        leads.map(() => newRowId()),
        leads,
        leads.map(firstSeen),
        ...(['id', 'type', 'created_at'] as const).map((column) => items.map(({ row }) => row[column])),
        jsonArray(items.map(({ row }) => row.payload)),
        jsonArray(items.map(({ row }) => row.meta)),
        ...(['dedupe_product', 'dedupe_email', 'dedupe_mobile'] as const).map((column) =>
          items.map(({ row }) => row[column]),
        ),
        items.map((item) => item.leadEmail),
        mails.map(({ row }) => row.id),
        mails.map(({ o }) => o.kind),
        jsonArray(mails.map(({ o }) => o.payload)),
        mails.map(({ row }) => row.created_at),
        mails.map(({ o }) => o.recipient?.key ?? null),
        mails.map(({ o }) => o.recipient?.since ?? null),
        mails.map(({ order }) => order),
      ]) as CompiledQuery<{ id: string }>,
    );
    const stored = new Set(rows.map((row) => row.id));
    const outcomes: ({ id: string; createdAt: string } | Error)[] = [];
    for (const item of items)
      outcomes.push(
        stored.has(item.row.id) ? { id: item.row.id, createdAt: item.row.created_at } : await duplicateOf(db, item.row),
      );
    return outcomes;
  }

  async function settle(trx: Kysely<Database>, items: Settlement[]): Promise<FailureOutcome[]> {
    const sent = items.filter((item) => 'sentAt' in item);
    if (sent.length > 0) {
      // One statement for the batch; its rows were delivered within moments of each other, and
      // the latest of their times stands for all. The `sent_at IS NULL` guard makes a late or
      // repeated call unable to resurrect a delivered row.
      const sentAt = sent
        .map((item) => item.sentAt)
        .sort()
        .at(-1)!;
      for (let i = 0; i < sent.length; i += ID_CHUNK) {
        const ids = sent.slice(i, i + ID_CHUNK).map((item) => item.id);
        await trx
          .updateTable('outbox')
          .set({ sent_at: sentAt, last_error: null })
          .where('id', 'in', ids)
          .where('sent_at', 'is', null)
          .execute();
      }
    }
    const outcomes: FailureOutcome[] = [];
    for (const item of items) {
      if ('sentAt' in item) {
        outcomes.push('retrying');
        continue;
      }
      const row = await trx
        .updateTable('outbox')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: item.error,
          next_attempt_at: item.nextAttemptAt,
        }))
        .where('id', '=', item.id)
        .where('sent_at', 'is', null)
        .returning('attempts')
        .executeTakeFirst();
      const dead = row !== undefined && row.attempts >= item.maxAttempts;
      if (dead) await trx.updateTable('outbox').set({ dead_at: item.now }).where('id', '=', item.id).execute();
      outcomes.push(dead ? 'dead' : 'retrying');
    }
    return outcomes;
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
      if ((error as { code?: unknown }).code === FOREIGN_KEY_VIOLATION) return 0;
      throw error;
    }
  }
}

/**
 * Compiles a query once, with stand-in values, and then only swaps the values in: Kysely builds
 * and compiles a query on every call otherwise, which is most of its cost on a hot path.
 */
function compiledOnce<A extends [string, number], R>(build: (...args: A) => Compilable<R>) {
  const standIns = ['\u0000stand-in\u0000', -7_654_321] as A;
  const compiled = build(...standIns).compile();
  return {
    with(...args: A): CompiledQuery<R> {
      const parameters = compiled.parameters.map((value) => {
        const at = standIns.indexOf(value as never);
        return at === -1 ? value : args[at];
      });
      return CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<R>;
    },
  };
}

/** One lead per normalised address in the batch; returns address -> lead id. */
async function upsertLeads(trx: Transaction<Database>, items: PreparedSubmission[]): Promise<Map<string, string>> {
  const firstSeen = new Map<string, string>();
  for (const item of items)
    if (item.leadEmail && !firstSeen.has(item.leadEmail)) firstSeen.set(item.leadEmail, item.row.created_at);
  if (firstSeen.size === 0) return new Map();
  // In one order everywhere, so two batches sharing addresses wait for each other instead of deadlocking.
  const emails = [...firstSeen.keys()].sort();
  const rows = await trx
    .insertInto('leads')
    .values(emails.map((email) => ({ id: newRowId(), email, created_at: firstSeen.get(email)! })))
    // A no-op update, so RETURNING yields the id of an existing lead as well as of a new one.
    .onConflict((oc) => oc.column('email').doUpdateSet({ email: (eb) => eb.ref('excluded.email') }))
    .returning(['id', 'email'])
    .execute();
  return new Map(rows.map((row) => [row.email, row.id]));
}

async function duplicateOf(trx: Kysely<Database>, row: PreparedSubmission['row']): Promise<Error> {
  if (row.dedupe_product === null) return new Error(`submission ${row.id} was not stored: its id is taken`);
  const sameEmail =
    row.dedupe_email !== null &&
    (await trx
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

/** What a row retried by hand looks like: live, due now, a fresh attempt budget (last_error kept). */
function revived(now: Date) {
  return { dead_at: null, attempts: 0, next_attempt_at: now.toISOString() };
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
  return { ...base, ipHash: hashIp(ip, salt()) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toSubmissionRow(
  row: Pick<SubmissionsTable, 'id' | 'type' | 'created_at' | 'payload' | 'meta'>,
): SubmissionRow {
  return {
    id: row.id,
    type: row.type,
    createdAt: row.created_at,
    payload: JSON.parse(row.payload),
    meta: JSON.parse(row.meta),
  };
}

function toOutboxRow(row: {
  [K in keyof OutboxTable]: K extends 'id' | 'attempts' ? number : OutboxTable[K];
}): OutboxRow {
  return {
    id: Number(row.id),
    submissionId: row.submission_id,
    kind: row.kind as OutboxKind,
    payload: JSON.parse(row.payload),
    attempts: Number(row.attempts),
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    deadAt: row.dead_at,
  };
}
