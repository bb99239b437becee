// The reports' thread (report-thread.ts): a read-only connection to the store's file, answering
// the reports' reads (report-reader.ts) beside the store's own thread.
import { parentPort, workerData } from 'node:worker_threads';
import { slicedReads } from '../report-reader.ts';
import { sqliteEngine } from './engine.ts';
import { openSqliteReader } from './open.ts';
import { serveCalls } from './thread-serve.ts';

await serveCalls(parentPort!, async () => {
  const db = openSqliteReader((workerData as { dataDir: string }).dataDir);
  return { ...slicedReads(db, sqliteEngine), close: () => db.destroy() };
});
