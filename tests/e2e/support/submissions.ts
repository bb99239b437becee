// Reading what the server stored, through the store module itself.
import { openStore, type SubmissionRow } from '../../../src/server/store/index.ts';

export async function storedSubmissions(dataDir: string, type?: string): Promise<SubmissionRow[]> {
  const store = await openStore({ dataDir });
  try {
    return await store.submissions.listSubmissions(type ? { type } : {});
  } finally {
    await store.close();
  }
}
