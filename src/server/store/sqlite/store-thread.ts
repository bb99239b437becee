// The SQLite store runs on a worker thread. node:sqlite is synchronous: on the server's main thread
// each statement, and above all each commit's fsync, would stop all HTTP traffic while it lasts.
// Here the main thread sends each Store call as one message and awaits the answer, while the
// thread batches the writes that arrive together (group commit) and runs whole transactions
// without a round trip per statement. (The same for PostgreSQL went: passing each call and its
// answer between the threads cost more than the thread took off the main one, docs/performance.md.)
//
// The thread tells which methods the store and its parts have (store-thread-worker.ts), so a
// method added to a part needs nothing here; errors come back as their own classes (thread-errors.ts).
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { StoreOptions } from '../open.ts';
import type { RateLimitParts } from '../rate-limits/rate-limit-counter.ts';
import { saltOf } from '../salt.ts';
import type { Store } from '../store.ts';
import { DATABASE_FILE } from './open.ts';
import type { StoreShape, ThreadReply, ThreadRequest } from './store-thread-worker.ts';
import { reviveError } from './thread-errors.ts';
import { startWalCheckpoints } from './wal-checkpoints.ts';

export async function openThreadStore(options: StoreOptions): Promise<Store> {
  const worker = new Worker(new URL('./store-thread-worker.ts', import.meta.url), { workerData: options });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | undefined;
  let shape: StoreShape | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('message', ({ id, result, error, shape: announced }: ThreadReply) => {
    const waiting = pending.get(id);
    pending.delete(id);
    shape ??= announced;
    // Idle, the thread must not keep a process alive (an operator command that is done).
    if (pending.size === 0) worker.unref();
    if (error) waiting?.reject(reviveError(error));
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

  // The rate limits' counters stay on this thread: see rate-limit-file.ts. Made on first use (an
  // operator command never needs them, nor their module).
  let rateLimits: Promise<RateLimitParts> | undefined;
  const salt = saltOf(options);
  const openRateLimits = async () =>
    (await import('./rate-limit-file.ts')).openSqliteRateLimitCounter(options.dataDir, salt);

  const call =
    (part: string | undefined, method: string) =>
    (...args: unknown[]) => {
      const id = nextId++;
      const reply = awaitReply(id);
      worker.postMessage({ id, part, method, args } satisfies ThreadRequest);
      return reply;
    };
  const methods = (part: string | undefined, names: string[]) =>
    Object.fromEntries(names.map((method) => [method, call(part, method)]));
  const { methods: own, parts } = shape!;
  return {
    ...methods(undefined, own),
    ...Object.fromEntries(Object.entries(parts).map(([part, names]) => [part, methods(part, names)])),
    engine: 'sqlite',
    rateLimits: {
      countRateLimitHit: async (key: string, windowMs: number, now: Date) =>
        (await (rateLimits ??= openRateLimits())).rateLimits.countRateLimitHit(key, windowMs, now),
    },
    async close() {
      await checkpoints.stop();
      await (await rateLimits)?.close();
      if (failure) return;
      await call(undefined, 'close')();
      await worker.terminate();
    },
  } as Store;
}
