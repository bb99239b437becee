// What readiness knows of the writes that matter: the visitors' submissions. A small probe write can
// pass while real ones fail (a full disk still takes a one-row update in place, as SQLite's log or a
// PostgreSQL page has room for it, while a new submission needs pages the disk no longer has), so the
// outcome of the last real write counts too: a submission the store refused, for any reason but a
// duplicate, makes the instance not ready for a while, unless one succeeds meanwhile. Without traffic
// nothing would ever tell it that writes work again; so the failure is held for HOLD_MS, after which
// the probes alone decide again.
import { DuplicateSubmissionError, type Store, type SubmissionStore } from '../store/index.ts';

/** How long a failed real write keeps the instance not ready, unless a write succeeds meanwhile. */
export const WRITE_FAILURE_HOLD_MS = 60_000;

export interface WriteFailure {
  at: Date;
  message: string;
}

export class WriteOutcomes {
  #failure: WriteFailure | undefined;

  succeeded(): void {
    this.#failure = undefined;
  }

  failed(error: unknown, at: Date): void {
    this.#failure = { at, message: String((error as Error)?.message ?? error) };
  }

  /** The last write's failure, when it failed less than WRITE_FAILURE_HOLD_MS before `now` and none succeeded since. */
  recentFailure(now: Date): WriteFailure | undefined {
    const failure = this.#failure;
    return failure && now.getTime() - failure.at.getTime() < WRITE_FAILURE_HOLD_MS ? failure : undefined;
  }
}

/** The store, its submissions' writes told to `outcomes` (a refused duplicate is the visitor's, not the store's). */
export function watchingWrites(store: Store, outcomes: WriteOutcomes, now: () => Date = () => new Date()): Store {
  const submissions = store.submissions;
  const insertSubmission: SubmissionStore['insertSubmission'] = async (input) => {
    try {
      const stored = await submissions.insertSubmission(input);
      outcomes.succeeded();
      return stored;
    } catch (error) {
      if (!(error instanceof DuplicateSubmissionError)) outcomes.failed(error, now());
      throw error;
    }
  };
  const watched = new Proxy(submissions, {
    get: (target, key, receiver) =>
      key === 'insertSubmission' ? insertSubmission : Reflect.get(target, key, receiver),
  });
  return new Proxy(store, {
    get: (target, key, receiver) => (key === 'submissions' ? watched : Reflect.get(target, key, receiver)),
  });
}
