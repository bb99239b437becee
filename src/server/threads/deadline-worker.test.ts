// The thread that runs costly work with a deadline: answers, a task that never ends stopped at its
// deadline, one that throws or eats all its memory reported, and the next task served by a fresh thread.
import { afterEach, describe, expect, it } from 'vitest';
import { DeadlineWorker } from './deadline-worker.ts';

const url = new URL('./test-thread.ts', import.meta.url);
let thread: DeadlineWorker<unknown, unknown> | undefined;
afterEach(() => thread?.close());

describe('a deadline worker', () => {
  it('answers each task in turn', async () => {
    thread = new DeadlineWorker(url, { workerData: { greeting: 'hi' }, deadlineMs: 30_000 });
    const answers = await Promise.all(['a', 'b', 'c'].map((value) => thread!.run({ kind: 'echo', value })));
    expect(answers).toEqual(['a', 'b', 'c'].map((value) => ({ ok: true, value: `hi ${value}` })));
  });

  it('stops a task at its deadline, and serves the next one with a fresh thread', async () => {
    thread = new DeadlineWorker(url, { deadlineMs: 30_000 });
    const first = await thread.run({ kind: 'pid' });
    expect(await thread.run({ kind: 'spin' }, { deadlineMs: 200 })).toMatchObject({ ok: false, reason: 'deadline' });
    const after = await thread.run({ kind: 'pid' });
    expect(after.ok && first.ok && (after.value as number) > (first.value as number)).toBe(true);
  });

  it('reports a task that throws, and goes on with the same thread', async () => {
    thread = new DeadlineWorker(url, { deadlineMs: 30_000 });
    const first = await thread.run({ kind: 'pid' });
    expect(await thread.run({ kind: 'throw' })).toEqual({
      ok: false,
      reason: 'failed',
      message: 'the task failed on purpose',
    });
    expect(await thread.run({ kind: 'pid' })).toEqual(first);
  });

  it('stops a task that needs more memory than the thread may use', async () => {
    thread = new DeadlineWorker(url, { deadlineMs: 60_000, maxMemoryMb: 64 });
    expect(await thread.run({ kind: 'hog' })).toEqual({
      ok: false,
      reason: 'failed',
      message: 'the task needed more memory than it may use',
    });
    expect(await thread.run({ kind: 'echo', value: 'again' })).toEqual({ ok: true, value: 'hello again' });
  });
});
