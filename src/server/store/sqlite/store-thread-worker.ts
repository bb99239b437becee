// The SQLite store's own thread (see store-thread.ts): it opens and migrates the database, tells
// the calling thread which methods the store has, then runs each call it is sent and answers with
// the result or the error (thread-serve.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { openStoreHere, type StoreOptions } from '../open.ts';
import { serveCalls } from './thread-serve.ts';

// The thread that opened this store checkpoints the log (store-thread.ts, wal-checkpoints.ts).
await serveCalls(parentPort!, () => openStoreHere(workerData as StoreOptions, { checkpointsElsewhere: true }));
