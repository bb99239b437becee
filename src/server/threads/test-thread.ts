// A thread for the tests of deadline-worker.ts: echoes, spins for ever, throws, or eats memory.
import { parentPort, workerData } from 'node:worker_threads';
import { serveTasks } from './deadline-worker.ts';

type Task = { kind: 'echo'; value: string } | { kind: 'spin' } | { kind: 'throw' } | { kind: 'hog' } | { kind: 'pid' };

const started = Date.now();

await serveTasks<Task, unknown, { greeting: string }>(
  parentPort,
  () => ({ greeting: String((workerData as { greeting?: string } | null)?.greeting ?? 'hello') }),
  (task, { greeting }) => {
    switch (task.kind) {
      case 'echo':
        return `${greeting} ${task.value}`;
      case 'pid':
        // Which thread answered: a fresh one has a later start.
        return started;
      case 'spin':
        for (;;);
      case 'throw':
        throw new Error('the task failed on purpose');
      case 'hog': {
        const kept: number[][] = [];
        for (;;) kept.push(new Array(1_000_000).fill(kept.length));
      }
    }
  },
);
