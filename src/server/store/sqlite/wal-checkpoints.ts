// SQLite in WAL mode appends each commit to the write-ahead log; a checkpoint copies the log back
// into the database file. By default the connection that commits runs it, inside the COMMIT that
// takes the log past 1,000 pages: under a steady stream of posts, one commit in a few dozen then
// copies megabytes and syncs the file twice, and every post queued behind it waits as well. Timed
// per statement in `npm run bench:store` (mail delivery off), 61 of 2,680 commits took over 10 ms
// with those checkpoints and 4 of 3,143 without them.
//
// So the store's thread leaves checkpoints to a thread of their own, which runs a PASSIVE
// checkpoint every CHECKPOINT_INTERVAL_MS: it never blocks the writer nor waits for readers. The writer
// still checkpoints for itself past WRITER_AUTOCHECKPOINT_PAGES, should that thread fall behind.
// Measured with bench:store on SQLite, three alternating rounds each on a calm 2-core machine:
// 2,712-2,986 posts/s with this thread against 2,439-2,583 without, p99 25.7-28.5 ms against
// 27.0-28.8 ms (the disk's syncs still compete, now from two threads).
import { Worker } from 'node:worker_threads';

/** Log pages after which the writer checkpoints for itself (64 MiB of 4 KiB pages): a safety net only. */
export const WRITER_AUTOCHECKPOINT_PAGES = 16_384;
/** How often the checkpoint thread runs (the interval the measurements above used). A few hundred
 *  posts' worth of log each time: short checkpoints, far below the safety net. */
export const CHECKPOINT_INTERVAL_MS = 50;

export interface WalCheckpoints {
  /** Stops the thread after its checkpoint in progress, if any. */
  stop(): Promise<void>;
}

/** Checkpoints the SQLite database at `file` from a thread of its own until stopped. */
export function startWalCheckpoints(file: string, intervalMs = CHECKPOINT_INTERVAL_MS): WalCheckpoints {
  const worker = new Worker(new URL('./wal-checkpoint-worker.ts', import.meta.url), {
    workerData: { file, intervalMs },
  });
  // It must not keep a process alive (an operator command that is done), and an error of its own
  // is no reason to stop serving: the writer's own checkpoints take over (see above).
  worker.unref();
  worker.on('error', () => undefined);
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  return {
    async stop() {
      // Referenced again while it stops: otherwise nothing keeps the process alive until its exit,
      // and a command awaiting close() at top level ends unsettled (exit code 13).
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
