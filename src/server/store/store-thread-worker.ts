// The SQLite store's own thread (see store-thread.ts): it opens and migrates the database, then
// runs each Store call it is sent and answers with the result or the error.
import { parentPort, workerData } from 'node:worker_threads';
import { openStoreHere, type StoreOptions } from './open.ts';
import type { Store } from './types.ts';

export type ThreadRequest = { id: number; method: keyof Store; args: unknown[] };
export type ThreadReply = { id: number; result?: unknown; error?: ThreadError };
/** An error as it crosses the thread boundary; store-thread.ts turns it back into its class. */
export interface ThreadError {
  name: string;
  message: string;
  props: Record<string, unknown>;
}

function describe(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), props: {} };
  const props: Record<string, unknown> = {};
  for (const key of [
    'field',
    'unknownMigration',
    'latestKnown',
    'runningId',
    'userName',
    'startedAt',
    'code',
    'errcode',
    'errstr',
  ]) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (value !== undefined) props[key] = value;
  }
  return { name: error.name, message: error.message, props };
}

const port = parentPort!;
let store: Store;
try {
  // The thread that opened this store checkpoints the log (store-thread.ts, wal-checkpoints.ts).
  store = await openStoreHere(workerData as StoreOptions, { checkpointsElsewhere: true });
  port.postMessage({ id: 0 } satisfies ThreadReply);
} catch (error) {
  port.postMessage({ id: 0, error: describe(error) } satisfies ThreadReply);
  port.close();
  process.exit(0);
}

port.on('message', ({ id, method, args }: ThreadRequest) => {
  const call = (store[method] as (...a: unknown[]) => Promise<unknown>).apply(store, args);
  call.then(
    (result) => {
      port.postMessage({ id, result } satisfies ThreadReply);
      if (method === 'close') port.close();
    },
    (error: unknown) => port.postMessage({ id, error: describe(error) } satisfies ThreadReply),
  );
});
