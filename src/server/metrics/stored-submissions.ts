// Counts submissions where they are committed, whichever route stored them (a form, a booking):
// the submission store's insertSubmission, seen through a proxy. Only a call that resolved counts,
// so a refused duplicate or a failed commit never does.
import type { InsertSubmissionInput, Store, SubmissionStore } from '../store/index.ts';
import type { AppMetrics } from './metrics.ts';

function suspectedBot(input: InsertSubmissionInput): boolean {
  const meta = input.meta;
  return typeof meta === 'object' && meta !== null && 'suspectedBot' in meta && Boolean(meta.suspectedBot);
}

/** The store, its submissions part counting every submission it commits. */
export function countingSubmissions(store: Store, metrics: AppMetrics): Store {
  const submissions = store.submissions;
  const insertSubmission: SubmissionStore['insertSubmission'] = async (input) => {
    const stored = await submissions.insertSubmission(input);
    metrics.submissionsStored.inc({ kind: input.type, suspected_bot: String(suspectedBot(input)) });
    return stored;
  };
  const counting = new Proxy(submissions, {
    get: (target, key, receiver) =>
      key === 'insertSubmission' ? insertSubmission : Reflect.get(target, key, receiver),
  });
  return new Proxy(store, {
    get: (target, key, receiver) => (key === 'submissions' ? counting : Reflect.get(target, key, receiver)),
  });
}
