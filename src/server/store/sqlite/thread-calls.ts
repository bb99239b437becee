// The calling side of a thread that answers calls by message (store-thread.ts, report-thread.ts):
// each call goes out as one message with an id and resolves with the thread's answer; errors come
// back as their own classes (thread-errors.ts). The thread first announces the methods it answers.
import { Worker } from 'node:worker_threads';
import type { StoreShape, ThreadReply, ThreadRequest } from './thread-serve.ts';
import { reviveError } from './thread-errors.ts';

export interface ThreadCalls {
  /** The methods the thread answers, as it announced them. */
  shape: StoreShape;
  /** A function that calls `method` (of `part`, or of the object itself) on the thread. */
  call(part: string | undefined, method: string): (...args: unknown[]) => Promise<unknown>;
  /** Why the thread stopped answering, if it did. */
  failure(): Error | undefined;
  worker: Worker;
}

/** Starts the thread of `url` and waits for its announcement (or its failure to open). */
export async function startThread(url: URL, workerData: unknown): Promise<ThreadCalls> {
  const worker = new Worker(url, { workerData });
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
  worker.on('exit', (code) => fail(new Error(`the thread of ${url.pathname.split('/').at(-1)} exited (code ${code})`)));

  const awaitReply = (id: number) => {
    if (failure) return Promise.reject(failure);
    if (pending.size === 0) worker.ref();
    return new Promise<unknown>((resolve, reject) => pending.set(id, { resolve, reject }));
  };
  await awaitReply(0);
  return {
    shape: shape!,
    call:
      (part, method) =>
      (...args) => {
        const id = nextId++;
        const reply = awaitReply(id);
        worker.postMessage({ id, part, method, args } satisfies ThreadRequest);
        return reply;
      },
    failure: () => failure,
    worker,
  };
}
