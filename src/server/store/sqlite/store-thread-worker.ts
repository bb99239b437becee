// The SQLite store's own thread (see store-thread.ts): it opens and migrates the database, tells
// the calling thread which methods the store has, then runs each call it is sent and answers with
// the result or the error.
import { parentPort, workerData } from 'node:worker_threads';
import { openStoreHere, type StoreOptions } from '../open.ts';
import type { Store } from '../store.ts';
import { describeError, type ThreadError } from './thread-errors.ts';

/** The store's methods by name: its own (`methods`), and those of each of its parts. */
export interface StoreShape {
  methods: string[];
  parts: Record<string, string[]>;
}

export type ThreadRequest = { id: number; part: string | undefined; method: string; args: unknown[] };
export type ThreadReply = { id: number; result?: unknown; error?: ThreadError; shape?: StoreShape };

type Methods = Record<string, (...args: unknown[]) => Promise<unknown>>;

const isFunction = (value: unknown) => typeof value === 'function';

/** What the store offers besides close(): its functions, and its parts (objects of functions). */
function shapeOf(store: Store): StoreShape {
  const shape: StoreShape = { methods: [], parts: {} };
  for (const [key, value] of Object.entries(store)) {
    if (key === 'close') continue;
    if (isFunction(value)) shape.methods.push(key);
    else if (typeof value === 'object' && value !== null && Object.values(value).every(isFunction))
      shape.parts[key] = Object.keys(value);
  }
  return shape;
}

const port = parentPort!;
let store: Store;
try {
  // The thread that opened this store checkpoints the log (store-thread.ts, wal-checkpoints.ts).
  store = await openStoreHere(workerData as StoreOptions, { checkpointsElsewhere: true });
  port.postMessage({ id: 0, shape: shapeOf(store) } satisfies ThreadReply);
} catch (error) {
  port.postMessage({ id: 0, error: describeError(error) } satisfies ThreadReply);
  port.close();
  process.exit(0);
}

port.on('message', ({ id, part, method, args }: ThreadRequest) => {
  const target = (part === undefined ? store : store[part as keyof Store]) as unknown as Methods;
  let call: Promise<unknown>;
  try {
    call = target[method]!.apply(target, args);
  } catch (error) {
    call = Promise.reject(error);
  }
  call.then(
    (result) => {
      port.postMessage({ id, result } satisfies ThreadReply);
      if (method === 'close' && part === undefined) port.close();
    },
    (error: unknown) => port.postMessage({ id, error: describeError(error) } satisfies ThreadReply),
  );
});
