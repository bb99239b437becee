// The reports' reads on SQLite (report-reader.ts), on a thread and read-only connection of their
// own (report-thread-worker.ts): node:sqlite is synchronous, so the store's thread, running a year's
// sums, answered no write meanwhile; this thread runs them beside it.
import type { ReportReader } from '../report-reader.ts';
import { startThread } from './thread-calls.ts';

export async function openReportThread(dataDir: string): Promise<ReportReader> {
  const thread = await startThread(new URL('./report-thread-worker.ts', import.meta.url), { dataDir });
  const read = (method: keyof ReportReader) => thread.call(undefined, method) as never;
  return {
    viewTotals: read('viewTotals'),
    visitorTotals: read('visitorTotals'),
    sendCounts: read('sendCounts'),
    async close() {
      if (!thread.failure()) await thread.call(undefined, 'close')();
      await thread.worker.terminate();
    },
  };
}
