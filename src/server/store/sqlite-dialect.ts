// Kysely on Node's built-in SQLite (node:sqlite), so the default install needs no native module.
//
// Kysely's dialect interface is small: a query compiler and introspector (Kysely's own SQLite
// ones), an adapter, and a driver that runs compiled SQL on a connection. This driver runs it on
// a worker thread that owns the DatabaseSync (sqlite-worker.ts), so that SQLite's synchronous
// work, and above all each commit's fsync, never holds up the HTTP server's event loop.
// Besides, it differs from Kysely's stock SQLite dialect in two ways this store needs:
//  - write transactions start with BEGIN IMMEDIATE: with a plain (deferred) BEGIN, a transaction
//    that reads and then writes while another process (the CLI, a second server) committed in
//    between fails at once with SQLITE_BUSY instead of waiting on busy_timeout;
//  - SQLite does run DDL inside transactions, so migrations are applied atomically and one at a
//    time across processes (Kysely's adapter says "no" for portability with old SQLite builds).
// The npm packages wrapping node:sqlite for Kysely were young single-maintainer projects without
// a worker thread at the time of writing; this adapter is small enough to own.
import type { SQLInputValue } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import type { WorkerReply, WorkerRequest, WorkerSetup } from './sqlite-worker.ts';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Pending = { resolve: (reply: WorkerReply) => void; reject: (error: Error) => void };

/** The thread that owns the database, and the requests waiting for its answers. */
class SqliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #failure: Error | undefined;

  constructor(setup: WorkerSetup) {
    this.#worker = new Worker(new URL('./sqlite-worker.ts', import.meta.url), { workerData: setup });
    // Idle, the thread must not keep a process alive (an operator command that is done).
    this.#worker.unref();
    this.#worker.on('message', (reply: WorkerReply) => this.#settle(reply));
    this.#worker.on('error', (error) => this.#fail(error));
    this.#worker.on('exit', (code) => this.#fail(new Error(`the SQLite thread exited (code ${code})`)));
  }

  /** Resolves once the database is open (the worker answers request 0). */
  ready(): Promise<void> {
    return this.#await(0).then(throwIfError).then(() => undefined);
  }

  request(request: DistributiveOmit<WorkerRequest, 'id'>): Promise<WorkerReply> {
    const id = this.#nextId++;
    const reply = this.#await(id);
    this.#worker.postMessage({ ...request, id });
    return reply;
  }

  #await(id: number): Promise<WorkerReply> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => this.#pending.set(id, { resolve, reject }));
  }

  #settle(reply: WorkerReply): void {
    const pending = this.#pending.get(reply.id);
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    pending?.resolve(reply);
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}

function throwIfError(reply: WorkerReply): WorkerReply {
  if (!('error' in reply)) return reply;
  const { message, ...codes } = reply.error;
  throw Object.assign(new Error(message), codes);
}

class SqliteThreadConnection implements DatabaseConnection {
  readonly #thread: SqliteThread;

  constructor(thread: SqliteThread) {
    this.#thread = thread;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const reply = throwIfError(await this.#thread.request({ sql: query.sql, parameters: query.parameters as SQLInputValue[] }));
    if ('rows' in reply) return { rows: reply.rows as R[] };
    if ('changes' in reply) return { rows: [], numAffectedRows: BigInt(reply.changes), insertId: BigInt(reply.lastInsertRowid) };
    throw new Error('unexpected answer from the SQLite thread');
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported by this store');
  }
}

class SqliteThreadDriver implements Driver {
  readonly #setup: WorkerSetup;
  #thread: SqliteThread | undefined;
  #connection: SqliteThreadConnection | undefined;

  constructor(setup: WorkerSetup) {
    this.#setup = setup;
  }

  async init(): Promise<void> {
    this.#thread = new SqliteThread(this.#setup);
    await this.#thread.ready();
    this.#connection = new SqliteThreadConnection(this.#thread);
  }

  // One connection; Kysely serializes its users because the adapter says so.
  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#connection!;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    const thread = this.#thread;
    this.#thread = undefined;
    if (thread) await thread.request({ close: true }).catch(() => undefined);
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class NodeSqliteDialect implements Dialect {
  readonly #setup: WorkerSetup;

  constructor(setup: WorkerSetup) {
    this.#setup = setup;
  }

  createDriver(): Driver {
    return new SqliteThreadDriver(this.#setup);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
