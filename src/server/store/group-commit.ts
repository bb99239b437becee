/**
 * Group commit: writes that arrive while a transaction is being committed are queued and then
 * written together in the next transaction, so one durable commit (one fsync) acknowledges many
 * of them. Each caller's promise settles only after the transaction holding its item committed.
 *
 * Nothing waits on a timer: a batch starts as soon as a writer slot is free (on the next turn of
 * the event loop, so the requests parsed in the same turn share it), which keeps the latency of a
 * lone write at one commit and lets batches grow by themselves under load.
 */
export interface GroupCommitOptions<I, R> {
  /**
   * Writes `items` in one transaction and returns one outcome per item, in order: a value, or an
   * Error that belongs to that item alone (e.g. a duplicate) while the others still commit.
   * Throwing fails the whole batch; its items are then retried one transaction each, so a single
   * bad item cannot sink the others.
   */
  write(items: I[]): Promise<(R | Error)[]>;
  /** Largest batch; bounded by how many bind parameters one statement may carry. */
  maxBatch: number;
  /** Transactions in flight at once: 1 for SQLite (one writer), more for PostgreSQL's pool. */
  maxConcurrent: number;
}

interface Pending<I, R> {
  item: I;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

export class GroupCommit<I, R> {
  readonly #options: GroupCommitOptions<I, R>;
  readonly #queue: Pending<I, R>[] = [];
  readonly #running = new Set<Promise<void>>();
  #scheduled = false;

  constructor(options: GroupCommitOptions<I, R>) {
    this.#options = options;
  }

  submit(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#queue.push({ item, resolve, reject });
      this.#schedule();
    });
  }

  /** Resolves once everything submitted so far is settled. */
  async drain(): Promise<void> {
    while (this.#queue.length > 0 || this.#running.size > 0) {
      await Promise.allSettled([...this.#running]);
      if (this.#running.size === 0 && this.#queue.length > 0) this.#start();
    }
  }

  #schedule(): void {
    if (this.#scheduled || this.#running.size >= this.#options.maxConcurrent) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#start();
    });
  }

  #start(): void {
    while (this.#queue.length > 0 && this.#running.size < this.#options.maxConcurrent) {
      const batch = this.#queue.splice(0, this.#options.maxBatch);
      const run = this.#commit(batch).finally(() => {
        this.#running.delete(run);
        if (this.#queue.length > 0) this.#schedule();
      });
      this.#running.add(run);
    }
  }

  async #commit(batch: Pending<I, R>[]): Promise<void> {
    let outcomes: (R | Error)[];
    try {
      outcomes = await this.#options.write(batch.map((p) => p.item));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // Find the culprit: every item alone, in order.
      for (const pending of batch) await this.#commit([pending]);
      return;
    }
    batch.forEach((pending, i) => {
      const outcome = outcomes[i];
      if (outcome instanceof Error) pending.reject(outcome);
      else pending.resolve(outcome as R);
    });
  }
}
