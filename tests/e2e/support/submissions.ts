// Reading what the server stored, through the store module itself.
import { openStore, type SubmissionRow } from '../../../src/server/store/index.ts';

export function storedSubmissions(dataDir: string, type?: string): SubmissionRow[] {
  const store = openStore(dataDir);
  try {
    return store.listSubmissions(type ? { type } : {});
  } finally {
    store.close();
  }
}
