// The SQLite store runs on a worker thread. node:sqlite is synchronous: on the server's main thread
// each statement, and above all each commit's fsync, would stop all HTTP traffic while it lasts.
// Here the main thread sends each Store call as one message and awaits the answer, while the
// thread batches the writes that arrive together (group commit) and runs whole transactions
// without a round trip per statement. (The same for PostgreSQL went: passing each call and its
// answer between the threads cost more than the thread took off the main one, docs/performance.md.)
//
// The thread tells which methods the store and its parts have (store-thread-worker.ts), so a
// method added to a part needs nothing here; errors come back as their own classes (thread-calls.ts).
import { join } from 'node:path';
import type { StoreOptions } from '../open.ts';
import type { RateLimitParts } from '../rate-limits/rate-limit-counter.ts';
import { saltOf } from '../salt.ts';
import type { Store } from '../store.ts';
import { DATABASE_FILE } from './open.ts';
import { startThread } from './thread-calls.ts';
import { startWalCheckpoints } from './wal-checkpoints.ts';

export async function openThreadStore(options: StoreOptions): Promise<Store> {
  const thread = await startThread(new URL('./store-thread-worker.ts', import.meta.url), options);
  // The database exists and is in WAL mode now; its checkpoints run beside the store's thread.
  const checkpoints = startWalCheckpoints(join(options.dataDir, DATABASE_FILE));

  // The rate limits' counters stay on this thread: see rate-limit-file.ts. Made on first use (an
  // operator command never needs them, nor their module).
  let rateLimits: Promise<RateLimitParts> | undefined;
  const salt = saltOf(options);
  const openRateLimits = async () =>
    (await import('./rate-limit-file.ts')).openSqliteRateLimitCounter(options.dataDir, salt);

  const methods = (part: string | undefined, names: string[]) =>
    Object.fromEntries(names.map((method) => [method, thread.call(part, method)]));
  const { methods: own, parts } = thread.shape;
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
      if (thread.failure()) return;
      await thread.call(undefined, 'close')();
      await thread.worker.terminate();
    },
  } as Store;
}
