// A thread that gives way is niced alone: the server's main thread keeps its priority (Linux, where
// a nice value belongs to a thread).
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_NICE } from './background-priority.ts';

const moduleUrl = new URL('./background-priority.ts', import.meta.url).href;

/** The priority a new thread reports of itself after giving way. */
function priorityOfAThreadThatGaveWay(): Promise<number> {
  const code = `
    const { parentPort } = require('node:worker_threads');
    const { getPriority } = require('node:os');
    import(${JSON.stringify(moduleUrl)}).then(({ giveWayFromThisThread }) => {
      giveWayFromThisThread();
      parentPort.postMessage(getPriority());
    });`;
  const worker = new Worker(code, { eval: true });
  return new Promise((done, fail) => {
    worker.once('message', (priority: number) => void worker.terminate().then(() => done(priority)));
    worker.once('error', fail);
  });
}

describe.runIf(process.platform === 'linux')('a thread that gives way', () => {
  it('runs at the background nice value, and the thread that started it keeps its own', async () => {
    const before = getPriority();
    expect(await priorityOfAThreadThatGaveWay()).toBe(Math.max(before, BACKGROUND_NICE));
    expect(getPriority()).toBe(before);
  });
});
