import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type SQLOutputValue } from 'node:sqlite';
import { DuplicateSubmissionError } from './errors.ts';
import { applyMigrations } from './migrations.ts';
import { hashIp, normalizeEmail, normalizeMobile } from './normalize.ts';
import { loadOrCreateSalt } from './salt.ts';
import { inTransaction } from './transaction.ts';
import type { InsertSubmissionInput, OutboxKind, OutboxRow, Store, SubmissionFilter, SubmissionRow } from './types.ts';

export interface StoreOptions {
  /** Salt for IP hashes (IP_HASH_SALT). Without it a random salt is kept in `${dataDir}/ip-hash-salt`. */
  ipHashSalt?: string;
}

/** File name of the database inside the data directory. */
export const DATABASE_FILE = 'cortracker.sqlite';

/** How long a claimed outbox row stays invisible to other claimers; longer than any single send. */
export const DEFAULT_LEASE_MS = 10 * 60_000;

/** last_error is for humans; cap it so a huge server response cannot bloat the table. */
const MAX_ERROR_LENGTH = 1000;

/** Keys that would put a raw client IP into meta; the IP must come in through `input.ip` to be hashed. */
const RAW_IP_KEYS = ['ip', 'ipAddress', 'remoteAddress', 'clientIp'];

type Row = Record<string, SQLOutputValue>;

/**
 * Opens (creating if needed) the SQLite store in `dataDir` and migrates it.
 * @throws SchemaTooNewError when the file was written by a newer release.
 */
export function openStore(dataDir: string, options: StoreOptions = {}): Store {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE));
  try {
    // WAL: readers (the CLI) never block the server's writes. synchronous=FULL: a COMMIT is on disk
    // before we answer 2xx, even across a power cut. busy_timeout: wait for another process's lock.
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = FULL');
    db.exec('PRAGMA foreign_keys = ON');
    db.exec('PRAGMA busy_timeout = 5000');
    applyMigrations(db);
  } catch (error) {
    db.close();
    throw error;
  }

  let salt = options.ipHashSalt || undefined;
  const ipSalt = (): string => (salt ??= loadOrCreateSalt(dataDir));

  const insertSubmissionStmt = db.prepare(
    `INSERT INTO submissions (id, type, created_at, payload, meta, dedupe_product, dedupe_email, dedupe_mobile)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertOutboxStmt = db.prepare(
    `INSERT INTO outbox (submission_id, kind, payload, attempts, next_attempt_at, created_at)
     VALUES (?, ?, ?, 0, ?, ?)`,
  );
  const claimStmt = db.prepare(
    `UPDATE outbox SET next_attempt_at = ?
     WHERE id IN (
       SELECT id FROM outbox
       WHERE sent_at IS NULL AND next_attempt_at <= ?
       ORDER BY next_attempt_at, id
       LIMIT ?
     )
     RETURNING *`,
  );
  // The `sent_at IS NULL` guards make a late or repeated call unable to resurrect a delivered row.
  const markSentStmt = db.prepare('UPDATE outbox SET sent_at = ?, last_error = NULL WHERE id = ? AND sent_at IS NULL');
  const markFailedStmt = db.prepare(
    `UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?
     WHERE id = ? AND sent_at IS NULL`,
  );
  const countPendingStmt = db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE sent_at IS NULL');

  return {
    insertSubmission(input: InsertSubmissionInput) {
      // Serialize everything before BEGIN so bad input never opens a transaction.
      const id = randomUUID();
      const createdAt = new Date().toISOString();
      const payload = toJson(input.payload, 'payload');
      const meta = toJson(buildMeta(input.meta, input.ip, ipSalt), 'meta');
      const dedupe = input.dedupe;
      const outbox = input.outbox.map((o, i) => ({ kind: o.kind, payload: toJson(o.payload, `outbox[${i}].payload`) }));

      try {
        inTransaction(db, () => {
          insertSubmissionStmt.run(
            id,
            input.type,
            createdAt,
            payload,
            meta,
            dedupe ? dedupe.product : null,
            dedupe ? normalizeEmail(dedupe.email) : null,
            dedupe ? normalizeMobile(dedupe.mobile) : null,
          );
          for (const row of outbox) insertOutboxStmt.run(id, row.kind, row.payload, createdAt, createdAt);
        });
      } catch (error) {
        throw toDuplicateError(error) ?? error;
      }
      return { id, createdAt };
    },

    listSubmissions(filter: SubmissionFilter) {
      const where: string[] = [];
      const params: string[] = [];
      if (filter.type !== undefined) {
        where.push('type = ?');
        params.push(filter.type);
      }
      if (filter.since !== undefined) {
        // ISO strings in one format sort chronologically; '2025-01-01' sorts before '2025-01-01T…'.
        where.push('created_at >= ?');
        params.push(filter.since);
      }
      const sql = `SELECT id, type, created_at, payload, meta FROM submissions
        ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY created_at, rowid`;
      return db
        .prepare(sql)
        .all(...params)
        .map(toSubmissionRow);
    },

    claimDueOutbox(now: Date, limit: number, leaseMs = DEFAULT_LEASE_MS) {
      // A negative LIMIT means "no limit" in SQLite; refuse it rather than claim the whole table.
      if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
      if (!(leaseMs > 0)) throw new RangeError('leaseMs must be positive');
      const leaseUntil = new Date(now.getTime() + leaseMs).toISOString();
      const rows = inTransaction(db, () => claimStmt.all(leaseUntil, now.toISOString(), limit));
      // RETURNING gives no order guarantee; deliver oldest first.
      return rows.map(toOutboxRow).sort((a, b) => a.id - b.id);
    },

    markOutboxSent(id: number, sentAt: Date) {
      markSentStmt.run(sentAt.toISOString(), id);
    },

    markOutboxFailed(id: number, error: string, nextAttemptAt: Date) {
      markFailedStmt.run(error.slice(0, MAX_ERROR_LENGTH), nextAttemptAt.toISOString(), id);
    },

    countPendingOutbox() {
      return Number(countPendingStmt.get()?.n ?? 0);
    },

    close() {
      if (db.isOpen) db.close();
    },
  };
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

/** Maps a UNIQUE violation of the dedupe indexes to a DuplicateSubmissionError; null for anything else. */
function toDuplicateError(error: unknown): DuplicateSubmissionError | null {
  const e = error as { errcode?: number; message?: string };
  const SQLITE_CONSTRAINT_UNIQUE = 2067;
  if (e?.errcode !== SQLITE_CONSTRAINT_UNIQUE || typeof e.message !== 'string') return null;
  if (e.message.includes('submissions.dedupe_email')) return new DuplicateSubmissionError('email', { cause: error });
  if (e.message.includes('submissions.dedupe_mobile')) return new DuplicateSubmissionError('mobile', { cause: error });
  return null;
}

function toSubmissionRow(row: Row): SubmissionRow {
  return {
    id: String(row.id),
    type: String(row.type),
    createdAt: String(row.created_at),
    payload: JSON.parse(String(row.payload)),
    meta: JSON.parse(String(row.meta)),
  };
}

function toOutboxRow(row: Row): OutboxRow {
  return {
    id: Number(row.id),
    submissionId: String(row.submission_id),
    kind: String(row.kind) as OutboxKind,
    payload: JSON.parse(String(row.payload)),
    attempts: Number(row.attempts),
    nextAttemptAt: String(row.next_attempt_at),
    sentAt: row.sent_at === null ? null : String(row.sent_at),
    lastError: row.last_error === null ? null : String(row.last_error),
    createdAt: String(row.created_at),
  };
}
