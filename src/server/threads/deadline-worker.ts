// Costly work of one kind (checking a whole config, judging a password) on a thread of its own,
// one task at a time, each with a deadline: the server's event loop only hands the task over and
// takes the answer. A task that runs out of time or memory takes its thread with it (terminated:
// JavaScript cannot be interrupted otherwise); the next task starts a fresh one. Idle, the thread
// keeps no process alive.
import { Worker, type MessagePort, type Transferable } from 'node:worker_threads';

/** What the thread posts: once `{ ready: true }` when set up, then one answer per task. */
export type ThreadMessage<R> = { ready: true } | { id: number; result: R } | { id: number; error: string };

export type TaskOutcome<R> = { ok: true; value: R } | { ok: false; reason: 'deadline' | 'failed'; message: string };

export interface DeadlineWorkerOptions {
  /** Passed to the thread as workerData. */
  workerData?: unknown;
  /** How long a task may run, from the moment the thread takes it. */
  deadlineMs: number;
  /** How long the thread may take to set itself up (compiling validators, loading lists). */
  setupMs?: number;
  /** The heap the thread may use; past it the thread is stopped and the task fails. */
  maxMemoryMb?: number;
}

interface Running {
  worker: Worker;
  ready: Promise<void>;
}

export class DeadlineWorker<T, R> {
  #running: Running | undefined;
  #queue: Promise<unknown> = Promise.resolve();
  #nextId = 1;
  readonly #url: URL;
  readonly #options: DeadlineWorkerOptions;

  constructor(url: URL, options: DeadlineWorkerOptions) {
    this.#url = url;
    this.#options = options;
  }

  /** Runs one task after those before it; never rejects. */
  run(
    task: T,
    { deadlineMs, transfer }: { deadlineMs?: number; transfer?: Transferable[] } = {},
  ): Promise<TaskOutcome<R>> {
    const turn = this.#queue.then(() => this.#runNow(task, deadlineMs ?? this.#options.deadlineMs, transfer ?? []));
    this.#queue = turn;
    return turn;
  }

  /** Stops the thread (the next task starts another). */
  async close(): Promise<void> {
    const running = this.#running;
    this.#running = undefined;
    await running?.worker.terminate();
  }

  #start(): Running {
    if (this.#running) return this.#running;
    const worker = new Worker(this.#url, {
      workerData: this.#options.workerData,
      resourceLimits: { maxOldGenerationSizeMb: this.#options.maxMemoryMb ?? 512 },
    });
    worker.unref();
    const ready = new Promise<void>((resolve, reject) => {
      const onMessage = (message: ThreadMessage<R>) => {
        if ('ready' in message) {
          worker.off('message', onMessage);
          resolve();
        }
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the thread stopped while setting up (code ${code})`)));
    });
    // Nobody may be waiting yet: an early failure is reported to the task that waits.
    ready.catch(() => undefined);
    const running = { worker, ready };
    worker.once('exit', () => {
      if (this.#running === running) this.#running = undefined;
    });
    this.#running = running;
    return running;
  }

  async #runNow(task: T, deadlineMs: number, transfer: Transferable[]): Promise<TaskOutcome<R>> {
    const running = this.#start();
    const { worker } = running;
    worker.ref();
    try {
      const setup = await within(running.ready, this.#options.setupMs ?? 60_000);
      if (setup !== 'done') {
        await this.#stop(running);
        return {
          ok: false,
          reason: 'failed',
          message: setup === 'late' ? 'the thread took too long to set up' : setup,
        };
      }
      const id = this.#nextId++;
      return await new Promise<TaskOutcome<R>>((resolve) => {
        const finish = (outcome: TaskOutcome<R>) => {
          clearTimeout(timer);
          worker.off('message', onMessage);
          worker.off('exit', onExit);
          worker.off('error', onError);
          resolve(outcome);
        };
        const onMessage = (message: ThreadMessage<R>) => {
          if (!('id' in message) || message.id !== id) return;
          finish(
            'error' in message
              ? { ok: false, reason: 'failed', message: message.error }
              : { ok: true, value: message.result },
          );
        };
        let failure = 'the thread stopped';
        const onError = (error: Error) => {
          failure =
            (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? 'the task needed more memory than it may use'
              : error.message;
        };
        const onExit = () => finish({ ok: false, reason: 'failed', message: failure });
        const timer = setTimeout(() => {
          finish({ ok: false, reason: 'deadline', message: `the task took longer than ${deadlineMs} ms` });
          void this.#stop(running);
        }, deadlineMs);
        worker.on('message', onMessage);
        worker.on('error', onError);
        worker.once('exit', onExit);
        worker.postMessage({ id, task }, transfer);
      });
    } finally {
      worker.unref();
    }
  }

  async #stop(running: Running): Promise<void> {
    if (this.#running === running) this.#running = undefined;
    await running.worker.terminate();
  }
}

/** Waits for `promise` at most `ms`: 'done', 'late', or the error's message. */
async function within(promise: Promise<void>, ms: number): Promise<'done' | 'late' | string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise.then(() => 'done' as const),
      new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms))),
    ]);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

/** The thread's side: posts `ready` after `setup`, then answers each task with `handle`. */
export async function serveTasks<T, R, S>(
  port: MessagePort | null,
  setup: () => Promise<S> | S,
  handle: (task: T, context: S) => Promise<R> | R,
): Promise<void> {
  if (!port) throw new Error('serveTasks runs on a worker thread');
  const context = await setup();
  port.on('message', async ({ id, task }: { id: number; task: T }) => {
    try {
      port.postMessage({ id, result: await handle(task, context) } satisfies ThreadMessage<R>);
    } catch (error) {
      port.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies ThreadMessage<R>);
    }
  });
  port.postMessage({ ready: true } satisfies ThreadMessage<R>);
}
