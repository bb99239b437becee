// The SQLite store runs on a worker thread. node:sqlite is synchronous: on the server's main thread
// each statement, and above all each commit's fsync, would stop all HTTP traffic while it lasts.
// Here the main thread sends each Store call as one message and awaits the answer, while the
// thread batches the writes that arrive together (group commit) and runs whole transactions
// without a round trip per statement.
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { DuplicateSubmissionError, PublishBusyError, SchemaTooNewError, UserExistsError } from './errors.ts';
import type { StoreOptions } from './open.ts';
import type { ThreadError, ThreadReply, ThreadRequest } from './store-thread-worker.ts';
import type { RateLimitCounter } from './rate-limit-counter.ts';
import { loadOrCreateSalt } from './salt.ts';
import { DATABASE_FILE } from './sqlite.ts';
import { startWalCheckpoints } from './wal-checkpoints.ts';
import { STORE_METHODS, type Store } from './types.ts';

/** Turns an error sent by the thread back into the class callers test for. */
function revive({ name, message, props }: ThreadError): Error {
  switch (name) {
    case 'DuplicateSubmissionError':
      return new DuplicateSubmissionError(props.field as 'email' | 'mobile');
    case 'SchemaTooNewError':
      return new SchemaTooNewError(String(props.unknownMigration), String(props.latestKnown));
    case 'PublishBusyError':
      return new PublishBusyError(Number(props.runningId), String(props.userName), String(props.startedAt));
    case 'UserExistsError':
      return Object.assign(new UserExistsError(''), { message });
    case 'TypeError':
      return new TypeError(message);
    case 'RangeError':
      return new RangeError(message);
    default:
      return Object.assign(new Error(message), props);
  }
}

export async function openThreadStore(options: StoreOptions): Promise<Store> {
  const worker = new Worker(new URL('./store-thread-worker.ts', import.meta.url), { workerData: options });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('message', ({ id, result, error }: ThreadReply) => {
    const waiting = pending.get(id);
    pending.delete(id);
    // Idle, the thread must not keep a process alive (an operator command that is done).
    if (pending.size === 0) worker.unref();
    if (error) waiting?.reject(revive(error));
    else waiting?.resolve(result);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the store's thread exited (code ${code})`)));

  const awaitReply = (id: number) => {
    if (failure) return Promise.reject(failure);
    if (pending.size === 0) worker.ref();
    return new Promise<unknown>((resolve, reject) => pending.set(id, { resolve, reject }));
  };
  await awaitReply(0);
  // The database exists and is in WAL mode now; its checkpoints run beside the store's thread.
  const checkpoints = startWalCheckpoints(join(options.dataDir, DATABASE_FILE));

  let salt = options.ipHashSalt || undefined;
  // Made on first use (an operator command never needs it, nor its module).
  let rateLimits: Promise<RateLimitCounter> | undefined;
  const openRateLimits = async () =>
    (await import('./rate-limit-counter.ts')).openSqliteRateLimitCounter(
      options.dataDir,
      () => (salt ??= loadOrCreateSalt(options.dataDir)),
    );

  const call =
    (method: keyof Store) =>
    (...args: unknown[]) => {
      const id = nextId++;
      const reply = awaitReply(id);
      worker.postMessage({ id, method, args } satisfies ThreadRequest);
      return reply;
    };
  const methods = Object.fromEntries(STORE_METHODS.map((method) => [method, call(method)]));
  return {
    engine: 'sqlite',
    ...methods,
    // On this thread: see rate-limit-counter.ts.
    countRateLimitHit: async (key: string, windowMs: number, now: Date) =>
      (await (rateLimits ??= openRateLimits())).count(key, windowMs, now),
    async close() {
      await checkpoints.stop();
      await (await rateLimits)?.close();
      if (failure) return;
      await call('close')();
      await worker.terminate();
    },
  } as Store;
}
