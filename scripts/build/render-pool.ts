// The build's threads: one per core (worker_threads running render-worker.ts), which render and
// compress pages, compress the bundles' files and encode the copies of pictures, so a build uses the
// whole machine. Tasks go to whichever thread is free; a thread gets the render setup once, before
// its first page.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PlannedPage } from './site-plan.ts';
import type { PictureJob, PictureResult } from './picture-encoder.ts';
import type { PoolReply, PoolResult, PoolTask, RenderSetup, WrittenPage } from './render-worker.ts';

/** Pages a task renders: few enough that the threads finish together, enough to keep messages rare. */
const PAGES_A_TASK = 16;
const FILES_A_TASK = 4;

interface Pending {
  task: PoolTask;
  resolve: (result: PoolResult) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  busy?: { id: number; pending: Pending };
  hasSetup: boolean;
  cpuMs: number;
}

export class BuildPool {
  readonly #threads: Thread[];
  readonly #queue: Pending[] = [];
  #setup: RenderSetup | undefined;
  #nextId = 1;
  #failed: Error | undefined;
  #closing = false;

  constructor(size = availableParallelism()) {
    this.#threads = Array.from({ length: Math.max(1, size) }, () => {
      const thread: Thread = {
        worker: new Worker(new URL('./render-worker.ts', import.meta.url)),
        hasSetup: false,
        cpuMs: 0,
      };
      thread.worker.on('message', (reply: PoolReply) => this.#done(thread, reply));
      thread.worker.on('error', (error) => this.#fail(error));
      thread.worker.on('exit', (code) => {
        if (this.#closing) this.#fail(new Error('the build stopped'));
        else if (code !== 0) this.#fail(new Error(`a build thread stopped (exit code ${code})`));
      });
      return thread;
    });
  }

  get size(): number {
    return this.#threads.length;
  }

  /** The processor time the threads have used, as of their last task. */
  get cpuMs(): number {
    return this.#threads.reduce((sum, thread) => sum + thread.cpuMs, 0);
  }

  /** Compresses files of a bundle (scripts, pictures…) with brotli's best effort. */
  async compress(files: { file: string; relative: string }[]): Promise<number> {
    const counts = await Promise.all(
      chunks(files, FILES_A_TASK).map((part) => this.#run({ kind: 'compress', files: part }) as Promise<number>),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  }

  /** Encodes the copies of pictures, one picture a task (the threads share a few large ones best so). */
  async encodePictures(jobs: PictureJob[]): Promise<PictureResult[]> {
    return Promise.all(jobs.map((job) => this.#run({ kind: 'picture', job }) as Promise<PictureResult>));
  }

  /** Renders and writes pages; `onPages` hears of each task's pages as they are written. */
  async render(
    setup: RenderSetup,
    pages: PlannedPage[],
    onPages: (written: WrittenPage[]) => void,
  ): Promise<WrittenPage[]> {
    this.#setup = setup;
    for (const thread of this.#threads) thread.hasSetup = false;
    const results = await Promise.all(
      chunks(pages, PAGES_A_TASK).map(async (part) => {
        const written = (await this.#run({ kind: 'render', pages: part })) as WrittenPage[];
        onPages(written);
        return written;
      }),
    );
    return results.flat();
  }

  /** Stops the threads; tasks not done fail. */
  async close(): Promise<void> {
    this.#closing = true;
    await Promise.all(this.#threads.map((thread) => thread.worker.terminate()));
  }

  #run(task: PoolTask): Promise<PoolResult> {
    if (this.#failed) return Promise.reject(this.#failed);
    return new Promise((resolve, reject) => {
      this.#queue.push({ task, resolve, reject });
      this.#dispatch();
    });
  }

  #dispatch(): void {
    for (const thread of this.#threads) {
      if (thread.busy || this.#queue.length === 0) continue;
      const pending = this.#queue.shift()!;
      if (pending.task.kind === 'render' && !thread.hasSetup && this.#setup) {
        // Tasks run in order on a thread: the setup lands before the page.
        thread.worker.postMessage({ id: 0, task: { kind: 'setup', setup: this.#setup } satisfies PoolTask });
        thread.hasSetup = true;
      }
      const id = this.#nextId++;
      thread.busy = { id, pending };
      thread.worker.postMessage({ id, task: pending.task });
    }
  }

  #done(thread: Thread, reply: PoolReply): void {
    thread.cpuMs = reply.cpuMs;
    if (reply.id === 0) {
      // The setup's reply: only an error matters, and it fails the build.
      if ('error' in reply) this.#fail(new Error(reply.error));
      return;
    }
    const busy = thread.busy;
    if (!busy || busy.id !== reply.id) return;
    thread.busy = undefined;
    if ('error' in reply) busy.pending.reject(new Error(reply.error));
    else busy.pending.resolve(reply.result);
    this.#dispatch();
  }

  #fail(error: Error): void {
    if (this.#failed) return;
    this.#failed = error;
    for (const thread of this.#threads) thread.busy?.pending.reject(error);
    for (const pending of this.#queue.splice(0)) pending.reject(error);
  }
}

function chunks<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}
