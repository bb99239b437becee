// The thread of wal-checkpoints.ts: copies the SQLite write-ahead log back into the database file every
// few tens of milliseconds, on a connection of its own, until it is told to stop.
import { DatabaseSync } from 'node:sqlite';
import { parentPort, workerData } from 'node:worker_threads';

const { file, intervalMs } = workerData as { file: string; intervalMs: number };
const port = parentPort!;
// No busy wait: a PASSIVE checkpoint that meets a lock simply does less, and the next one goes on.
const db = new DatabaseSync(file, { timeout: 0 });
const timer = setInterval(() => {
  try {
    db.exec('PRAGMA wal_checkpoint(PASSIVE)');
  } catch {
    // Left to the writer: its own checkpoints (wal-checkpoints.ts) run if these ones do not, and
    // a disk that fails them fails its commits too, where the error reaches a request and the log.
  }
}, intervalMs);

port.once('message', () => {
  clearInterval(timer);
  db.close();
  port.close();
});
