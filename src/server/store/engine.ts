// What the store's aggregates ask of a database engine: the few facts and devices in which SQLite
// and PostgreSQL differ. The aggregates (submissions/, outbox/, rate-limits/) write each rule once,
// in Kysely, against this interface; sqlite/engine.ts and postgres/engine.ts implement it.
import type { Compilable, Kysely, QueryCreator } from 'kysely';
import type { Slot } from './compiled-once.ts';
import type { Database, Engine } from './schema.ts';

/** How a column of a batch travels: timestamps are ISO 8601 strings, JSON its text. */
export type ColumnType = 'text' | 'timestamp' | 'integer' | 'json';
export type RowShape = Readonly<Record<string, ColumnType>>;
export type Row = Record<string, string | number | null>;

/**
 * A statement over a batch of rows, made of steps: each step a query (a write with RETURNING, or a
 * read) that may read the batch's tables and the rows of the steps before it, by name, as if they
 * were tables (common table expressions). Its text does not depend on the batch's size, so it is
 * compiled once, and kept prepared where that pays (compiled-once.ts).
 */
export interface BatchStatement {
  /** The batch's own rows, by table name. */
  tables: Readonly<Record<string, RowShape>>;
  steps: readonly BatchStep[];
  /** The step whose rows the statement answers with. */
  result: string;
}

export interface BatchStep {
  /** The name later steps read its rows under. */
  name: string;
  /** The batch tables and earlier steps it reads. */
  reads: readonly string[];
  /** The columns of its rows, for the steps after it. */
  returns: RowShape;
  /**
   * The step's query: `db` sees the tables and steps it reads as tables; `slot` stands for a single
   * value given with each run. Typed loosely here; each aggregate types its steps against its tables.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  build(db: QueryCreator<any>, slot: Slot): Compilable;
}

/** Runs a prepared batch statement, atomically: its batch tables' rows, and its slots' values. */
export type RunBatch = (
  tables: Readonly<Record<string, readonly Row[]>>,
  values?: Record<string, unknown>,
) => Promise<Row[]>;

export interface StoreEngine {
  readonly name: Engine;
  /** The column that keeps insertion order, breaking ties between rows of the same millisecond. */
  readonly insertionOrder: 'rowid' | 'seq';
  /** Write transactions in flight at once: SQLite has one writer; PostgreSQL overlaps a few. */
  readonly writers: number;
  /** Concurrent outbox claims skip each other's locked rows instead of queueing on them. */
  readonly skipsLockedRows: boolean;

  /** Prepares a batch statement on `db`. */
  batchStatement(db: Kysely<Database>, statement: BatchStatement): RunBatch;

  /**
   * Runs `work` in a transaction whose commit does not wait for the disk (see outbox/outbox-store.ts
   * for why that is safe for the outbox's bookkeeping). `single`: the work is one statement.
   */
  withRelaxedDurability<T>(
    db: Kysely<Database>,
    work: (db: Kysely<Database>) => Promise<T>,
    single?: boolean,
  ): Promise<T>;

  /** Whether `error` is the engine's foreign key violation. */
  isForeignKeyViolation(error: unknown): boolean;

  /**
   * After rows of a person were deleted (an erasure): takes their bytes out of the database's files
   * where the engine can. Answers whether nothing of them is left in those files.
   */
  forgetDeletedRows(db: Kysely<Database>): Promise<boolean>;
}
