// The SQLite side of engine.ts. SQLite runs in this process (on the store's thread), so a statement
// costs no round trip: a batch statement is its steps one after the other, in one transaction when
// there is more than one (SQLite has no data-modifying WITH). The batch's rows, and each step's rows
// that later steps read, go into temporary tables of the connection, through multi-row inserts of a
// few fixed sizes; the steps read those tables, so every text is fixed and stays in the
// connection's cache of prepared statements (dialect.ts). Measured per row of the submissions'
// batch in node:sqlite: 2.8 µs through such a table, against 8.4 µs when the rows came in as one
// JSON array (json_each) and 2.0 µs as a VALUES list whose text changes with the batch's size.
// (SQLite knows nothing of these tables' sizes: a query that joins one to a big table names it
// first with CROSS JOIN, which SQLite keeps as the outer loop.)
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { compileOnce } from '../compiled-once.ts';
import type { BatchStep, Row, RowShape, StoreEngine } from '../engine.ts';
import type { Database } from '../schema.ts';

/** SQLite's extended result code for a foreign key violation (SQLITE_CONSTRAINT_FOREIGNKEY). */
const FOREIGN_KEY_VIOLATION = 787;

/** TRUNCATE checkpoints tried after an erasure, each waiting up to the busy timeout for readers. */
const CHECKPOINT_ATTEMPTS = 3;
const CHECKPOINT_RETRY_MS = 200;

/** Rows per insert into a temporary table, largest first: 200 rows take five inserts (3 of 64, 2 of 4). */
const FILL_SIZES = [64, 16, 4, 1];

/** The temporary tables of each connection's batch statements, by name: their columns. */
const tablesOf = new WeakMap<Kysely<Database>, Map<string, string>>();

/** A temporary table of the connection, which holds a batch table's rows or a step's for one run. */
class TempTable {
  readonly name: string;
  readonly #columns: string[];
  readonly #create: string;
  readonly #fills = new Map<number, string>();

  constructor(name: string, shape: RowShape) {
    this.name = name;
    this.#columns = Object.keys(shape);
    this.#create = `CREATE TEMP TABLE IF NOT EXISTS "${name}" (${this.#columns.map((column) => `"${column}"`).join(', ')})`;
    for (const size of FILL_SIZES) {
      const row = `(${this.#columns.map(() => '?').join(', ')})`;
      this.#fills.set(
        size,
        `INSERT INTO temp."${name}" (${this.#columns.map((column) => `"${column}"`).join(', ')}) VALUES ${Array(size).fill(row).join(', ')}`,
      );
    }
  }

  async create(db: Kysely<Database>): Promise<void> {
    await db.executeQuery(CompiledQuery.raw(this.#create));
  }

  /** Replaces the table's rows with `rows`. */
  async fill(db: Kysely<Database>, rows: readonly Row[]): Promise<void> {
    await db.executeQuery(CompiledQuery.raw(`DELETE FROM temp."${this.name}"`));
    let at = 0;
    for (const size of FILL_SIZES)
      for (; rows.length - at >= size; at += size)
        await db.executeQuery(
          CompiledQuery.raw(
            this.#fills.get(size)!,
            rows.slice(at, at + size).flatMap((row) => this.#columns.map((column) => row[column] ?? null)),
          ),
        );
  }
}

export const sqliteEngine: StoreEngine = {
  name: 'sqlite',
  insertionOrder: 'rowid',
  writers: 1,
  skipsLockedRows: false,

  batchStatement(db, { tables, steps, result }) {
    const shapes = new Map<string, RowShape>(Object.entries(tables));
    // A step names the tables it reads as they are: SQLite looks for a name among the temporary
    // tables first, so each is read straight from its temporary table.
    const compiled = steps.map((step: BatchStep) => {
      for (const name of step.reads)
        if (!shapes.has(name)) throw new Error(`step "${step.name}" reads "${name}", which comes after it`);
      shapes.set(step.name, step.returns);
      return compileOnce((slot) => step.build(db, slot));
    });
    const read = new Set(steps.flatMap((step) => step.reads));
    const temps = new Map([...read].map((name) => [name, new TempTable(name, shapes.get(name)!)]));
    const known = tablesOf.get(db) ?? new Map<string, string>();
    tablesOf.set(db, known);
    for (const [name, shape] of shapes) {
      const columns = Object.keys(shape).join(',');
      if (read.has(name) && (known.get(name) ?? columns) !== columns)
        throw new Error(`two batch statements on one connection read a table "${name}" of different columns`);
      if (read.has(name)) known.set(name, columns);
    }
    let created: Promise<void> | undefined;

    const run = async (
      conn: Kysely<Database>,
      input: Readonly<Record<string, readonly Row[]>>,
      values: Readonly<Record<string, unknown>>,
    ) => {
      for (const [name, temp] of temps) if (name in tables) await temp.fill(conn, input[name] ?? []);
      let answer: Row[] = [];
      for (const [i, step] of steps.entries()) {
        const rows = (await conn.executeQuery(compiled[i]!.bind(values))).rows as Row[];
        await temps.get(step.name)?.fill(conn, rows);
        if (step.name === result) answer = rows;
      }
      return answer;
    };
    return async (input, values = {}) =>
      db.connection().execute(async (conn) => {
        await (created ??= Promise.all([...temps.values()].map((temp) => temp.create(conn))).then(() => undefined));
        // One statement is atomic on its own; more go in one transaction. Temporary tables are
        // the connection's own: nothing else reads or writes them meanwhile.
        return steps.length === 1
          ? run(conn, input, values)
          : conn.transaction().execute((trx) => run(trx, input, values));
      });
  },

  withRelaxedDurability(db: Kysely<Database>, work, single = false) {
    // The pragma belongs to the connection: hold it (Kysely's single connection) throughout, so no
    // submission commits while it is relaxed; the next synchronous commit flushes the log, this
    // work's included. A single statement needs no BEGIN: it is atomic on its own, and holds the
    // file's write lock only while it runs.
    return db.connection().execute(async (connection) => {
      await sql`PRAGMA synchronous = NORMAL`.execute(connection);
      try {
        return single ? await work(connection) : await connection.transaction().execute(work);
      } finally {
        await sql`PRAGMA synchronous = FULL`.execute(connection);
      }
    });
  },

  isForeignKeyViolation(error) {
    return (error as { errcode?: unknown } | null)?.errcode === FOREIGN_KEY_VIOLATION;
  },

  async forgetDeletedRows(db) {
    // secure_delete (open.ts) zeroed the deleted cells and pages, in new page versions appended to
    // the write-ahead log; the log still holds the older versions, the person's rows among them. A
    // TRUNCATE checkpoint copies the new versions into the database file and empties the log. A
    // reader still on an older snapshot keeps it from finishing (busy): it is tried again once that
    // reader is likely gone.
    for (let attempt = 0; attempt < CHECKPOINT_ATTEMPTS; attempt++) {
      const { rows } = await sql<{ busy: number }>`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
      if (rows[0]?.busy === 0) return true;
      await new Promise((resolve) => setTimeout(resolve, CHECKPOINT_RETRY_MS));
    }
    return false;
  },
};
