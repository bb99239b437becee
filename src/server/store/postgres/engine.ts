// The PostgreSQL side of engine.ts.
//
// A batch statement is one statement: its steps as WITH queries (data-modifying ones for writes),
// so a batch of posts costs one round trip and one commit (atomic without BEGIN/COMMIT) instead of a
// round trip per step. A batch's rows travel as one array per column (unnest; JSON columns as one
// JSON array each), so the text is the same for every batch, and each connection plans it once
// (kept-prepared.ts): with a VALUES row per post, planning had taken a quarter of the statement's
// time. Measured with `npm run bench:store` (docs/performance.md, "What stayed"): 2,555-2,601
// posts/s against 2,071-2,324 for the constant text, 2,714-3,021 against 2,326-2,555 once prepared.
import { sql, type Kysely } from 'kysely';
import { compileOnce, type Slot } from '../compiled-once.ts';
import type { ColumnType, Row, RowShape, StoreEngine } from '../engine.ts';
import type { Database } from '../schema.ts';
import { keepPrepared } from './kept-prepared.ts';

/** PostgreSQL's SQLSTATE for a foreign key violation. */
const FOREIGN_KEY_VIOLATION = '23503';

const ARRAY_TYPES: Record<Exclude<ColumnType, 'json'>, string> = {
  text: 'text[]',
  timestamp: 'timestamptz[]',
  integer: 'int[]',
};

/**
 * JSON texts as one JSON array, read by json_array_elements: as an element of a json[] parameter,
 * pg escapes every quote of every text into an array literal, which was a sixth of the server's
 * allocation under `npm run bench:store`. Each text is JSON already, so joining them is the work.
 */
function jsonArray(texts: readonly unknown[]): string {
  return `[${texts.join(',')}]`;
}

/** The slot of a batch table's column. */
const columnSlot = (table: string, column: string) => `${table}.${column}`;

/** A batch table read from one array per column (set-returning functions in the select list run in step). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function batchTable(db: Kysely<any>, table: string, shape: RowShape, slot: Slot) {
  return db.selectNoFrom(
    Object.entries(shape).map(([column, type]) =>
      (type === 'json'
        ? sql`json_array_elements(${slot(columnSlot(table, column))}::json)`
        : sql`unnest(${slot(columnSlot(table, column))}::${sql.raw(ARRAY_TYPES[type])})`
      ).as(column),
    ),
  );
}

function columnValues(table: string, shape: RowShape, rows: readonly Row[]): [string, unknown][] {
  return Object.entries(shape).map(([column, type]) => {
    const values = rows.map((row) => row[column] ?? null);
    return [columnSlot(table, column), type === 'json' ? jsonArray(values) : values];
  });
}

export const postgresEngine: StoreEngine = {
  name: 'postgres',
  insertionOrder: 'seq',
  writers: 8,
  skipsLockedRows: true,

  batchStatement(db, { tables, steps, result }) {
    const statement = compileOnce((slot) => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      let query = db as Kysely<any>;
      for (const [table, shape] of Object.entries(tables))
        query = query.with(table, (q) => batchTable(q as typeof query, table, shape, slot)) as typeof query;
      for (const step of steps) query = query.with(step.name, (q) => step.build(q, slot) as never) as typeof query;
      return query.selectFrom(result).selectAll();
    });
    keepPrepared(statement.sql);
    return async (rows, values = {}) => {
      const slots = Object.fromEntries([
        ...Object.entries(values),
        ...Object.entries(tables).flatMap(([table, shape]) => columnValues(table, shape, rows[table] ?? [])),
      ]);
      return (await db.executeQuery(statement.bind(slots))).rows as Row[];
    };
  },

  withRelaxedDurability(db: Kysely<Database>, work) {
    // synchronous_commit=off for this transaction alone: every other commit still waits for the WAL.
    return db.transaction().execute(async (trx) => {
      await sql`SET LOCAL synchronous_commit = off`.execute(trx);
      return work(trx);
    });
  },

  isForeignKeyViolation(error) {
    return (error as { code?: unknown } | null)?.code === FOREIGN_KEY_VIOLATION;
  },

  async forgetDeletedRows() {
    // A deleted row stays in its table's pages as a dead tuple until VACUUM reuses the space, and in
    // the write-ahead log until its segments are recycled; only VACUUM FULL rewrites the tables,
    // under a lock that holds every form post meanwhile. That is the operator's to schedule
    // (docs/operators.md, "Erasing a person"): nothing here can promise the bytes are gone.
    return false;
  },
};
