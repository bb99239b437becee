// The SQLite connection's own thread. node:sqlite is synchronous: run on the server's main thread,
// every statement and every commit's fsync would stop all HTTP traffic while it lasts. Here they
// only stop this thread; the main thread sends statements and awaits the answers (sqlite-dialect.ts).
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

export interface WorkerSetup {
  file: string;
  /** How long a statement waits for another process's write lock before failing. */
  busyTimeoutMs: number;
  /** Run once at open, in order. */
  pragmas: string[];
}

export type WorkerRequest = { id: number; sql: string; parameters: SQLInputValue[] } | { id: number; close: true };

export type WorkerReply =
  | { id: number; rows: unknown[] }
  | { id: number; changes: number | bigint; lastInsertRowid: number | bigint }
  | { id: number; error: { message: string; code?: string; errcode?: number; errstr?: string } }
  | { id: number; closed: true };

/** Prepared statements kept; the store issues a few dozen distinct queries. */
const STATEMENT_CACHE_SIZE = 256;

const setup = workerData as WorkerSetup;
const port = parentPort!;
let db: DatabaseSync;
try {
  db = new DatabaseSync(setup.file, { timeout: setup.busyTimeoutMs });
  for (const pragma of setup.pragmas) db.exec(pragma);
  port.postMessage({ id: 0, rows: [] } satisfies WorkerReply);
} catch (error) {
  port.postMessage({ id: 0, error: describe(error) } satisfies WorkerReply);
  process.exit(1);
}

const cache = new Map<string, StatementSync>();
function prepared(sql: string): StatementSync {
  let statement = cache.get(sql);
  if (statement) {
    // Map keeps insertion order: re-inserting marks it most recently used.
    cache.delete(sql);
  } else {
    statement = db.prepare(sql);
    if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  cache.set(sql, statement);
  return statement;
}

function describe(error: unknown): { message: string; code?: string; errcode?: number; errstr?: string } {
  const e = error as { message?: unknown; code?: unknown; errcode?: unknown; errstr?: unknown };
  return {
    message: String(e?.message ?? error),
    ...(typeof e?.code === 'string' ? { code: e.code } : {}),
    ...(typeof e?.errcode === 'number' ? { errcode: e.errcode } : {}),
    ...(typeof e?.errstr === 'string' ? { errstr: e.errstr } : {}),
  };
}

port.on('message', (request: WorkerRequest) => {
  if ('close' in request) {
    cache.clear();
    if (db.isOpen) db.close();
    port.postMessage({ id: request.id, closed: true } satisfies WorkerReply);
    port.close();
    return;
  }
  try {
    const statement = prepared(request.sql);
    // A statement that yields columns (SELECT, or a write with RETURNING) is read with all().
    if (statement.columns().length > 0) {
      port.postMessage({ id: request.id, rows: statement.all(...request.parameters) } satisfies WorkerReply);
    } else {
      const { changes, lastInsertRowid } = statement.run(...request.parameters);
      port.postMessage({ id: request.id, changes, lastInsertRowid } satisfies WorkerReply);
    }
  } catch (error) {
    port.postMessage({ id: request.id, error: describe(error) } satisfies WorkerReply);
  }
});
