// The reports' reads on SQLite (report-reader.ts), on a thread and read-only connection of their
// own (report-thread-worker.ts): node:sqlite is synchronous, so the store's thread, running a year's
// sums, answered no write meanwhile; this thread runs them beside it. Its answers come in columns
// (report-columns.ts), made rows again here a slice per turn of the event loop.
import {
  SENDS,
  VISITORS,
  fromColumns,
  viewsFromColumns,
  type RowColumns,
  type ViewColumns,
} from '../report-columns.ts';
import type { ReportReader } from '../report-reader.ts';
import { startThread } from './thread-calls.ts';

export async function openReportThread(dataDir: string): Promise<ReportReader> {
  const thread = await startThread(new URL('./report-thread-worker.ts', import.meta.url), { dataDir });
  const read = (method: keyof ReportReader) => thread.call(undefined, method);
  const [views, visitors, sends] = [read('viewTotals'), read('visitorTotals'), read('sendCounts')];
  return {
    viewTotals: async (...args) => viewsFromColumns((await views(...args)) as ViewColumns),
    visitorTotals: async (...args) => fromColumns((await visitors(...args)) as RowColumns, VISITORS),
    sendCounts: async (...args) => fromColumns((await sends(...args)) as RowColumns, SENDS),
    async close() {
      if (!thread.failure()) await thread.call(undefined, 'close')();
      await thread.worker.terminate();
    },
  };
}
