// Counts submissions where they are committed, whichever route stored them (a form, a booking):
// the store's insertSubmission, seen through a proxy. Only a call that resolved counts, so a
// refused duplicate or a failed commit never does.
import type { InsertSubmissionInput, Store } from '../store/index.ts';
import type { AppMetrics } from './metrics.ts';

function suspectedBot(input: InsertSubmissionInput): boolean {
  const meta = input.meta;
  return typeof meta === 'object' && meta !== null && 'suspectedBot' in meta && Boolean(meta.suspectedBot);
}

export function countingSubmissions(store: Store, metrics: AppMetrics): Store {
  const insertSubmission: Store['insertSubmission'] = async (input) => {
    const stored = await store.insertSubmission(input);
    metrics.submissionsStored.inc({ kind: input.type, suspected_bot: String(suspectedBot(input)) });
    return stored;
  };
  return new Proxy(store, {
    get: (target, key, receiver) =>
      key === 'insertSubmission' ? insertSubmission : Reflect.get(target, key, receiver),
  });
}
