// Opens the PostgreSQL store (DATABASE_URL) through a node-postgres pool.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { preparedName } from './kept-prepared.ts';
import type { Database } from '../schema.ts';

/** Connections per instance: a few group-commit transactions, the outbox and reads at once. */
export const POOL_SIZE = 16;

const TIMESTAMPTZ_OID = 1184;
const JSON_OID = 114;
const INT8_OID = 20;

/**
 * Values come back as the SQLite store gives them, so the store's code has one shape to read:
 * timestamps as ISO 8601 UTC strings, JSON as its text (parsed by the store, keeping the key order
 * the visitor's form had), counts and ids as numbers (ids stay far below 2^53).
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === JSON_OID) return (value: string) => value;
    if (oid === INT8_OID) return (value: string) => Number(value);
    if (oid === TIMESTAMPTZ_OID) {
      const parseDate = pg.types.getTypeParser(TIMESTAMPTZ_OID, 'text') as (value: string) => Date;
      return (value: string) => parseDate(value).toISOString();
    }
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  },
};

/**
 * Kysely's driver sends a text and its values; a marked text goes out as its named statement.
 * Typed loosely: pg's query() has a dozen overloads, and this forwards every one of them.
 */
class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name = typeof text === 'string' && args.length === 2 ? preparedName(text) : undefined;
    const query = super.query.bind(this) as (...input: unknown[]) => never;
    return name ? query({ name, text, values }) : query(...args);
  }
}

export interface PoolOptions {
  size?: number;
  /**
   * Their commits do not wait for the WAL flush (synchronous_commit=off for the session), for writes
   * whose loss in a crash of PostgreSQL itself costs nothing that matters (the rate limit's counters).
   */
  relaxed?: boolean;
  /** Each statement is cancelled past this time (the reports' pool, report-reader.ts). */
  statementTimeoutMs?: number;
  /** The sessions refuse writes (the reports' pool). */
  readOnly?: boolean;
}

/** A Kysely on a pool of `size` connections, their sessions set as `PoolOptions` says. */
export function openPostgres(
  databaseUrl: string,
  { size = POOL_SIZE, relaxed = false, statementTimeoutMs, readOnly = false }: PoolOptions = {},
): Kysely<Database> {
  // Dates given as YYYY-MM-DD (--since) mean UTC days, whatever the server's time zone.
  const settings = ['TimeZone=UTC'];
  if (relaxed) settings.push('synchronous_commit=off');
  if (statementTimeoutMs !== undefined) settings.push(`statement_timeout=${Math.round(statementTimeoutMs)}`);
  if (readOnly) settings.push('default_transaction_read_only=on');
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: size,
    Client: PreparingClient,
    types,
    options: settings.map((setting) => `-c ${setting}`).join(' '),
    connectionTimeoutMillis: 10_000,
  });
  // An idle client that loses its connection (server restart) emits 'error' on the pool; without a
  // listener that would crash the process. The pool replaces the client on the next query.
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** True for a postgres:// or postgresql:// URL. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(?:ql)?:\/\//i.test(url);
}
