// The reports' thread (report-thread.ts): a read-only connection to the store's file, answering
// the reports' reads (report-reader.ts) beside the store's own thread, in columns whose memory is
// moved to the main thread (report-columns.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { SENDS, VISITORS, toColumns, transferList, viewsToColumns } from '../report-columns.ts';
import { slicedReads } from '../report-reader.ts';
import { sqliteEngine } from './engine.ts';
import { openSqliteReader } from './open.ts';
import { serveCalls, transferring } from './thread-serve.ts';

await serveCalls(parentPort!, async () => {
  const db = openSqliteReader((workerData as { dataDir: string }).dataDir);
  const reads = slicedReads(db, sqliteEngine);
  return {
    async viewTotals(...args: Parameters<typeof reads.viewTotals>) {
      const columns = viewsToColumns(await reads.viewTotals(...args));
      return transferring(columns, transferList(columns.pages, columns.campaigns, columns.referrers));
    },
    async visitorTotals(...args: Parameters<typeof reads.visitorTotals>) {
      const columns = toColumns(await reads.visitorTotals(...args), VISITORS);
      return transferring(columns, transferList(columns));
    },
    async sendCounts(...args: Parameters<typeof reads.sendCounts>) {
      const columns = toColumns(await reads.sendCounts(...args), SENDS);
      return transferring(columns, transferList(columns));
    },
    close: () => db.destroy(),
  };
});
