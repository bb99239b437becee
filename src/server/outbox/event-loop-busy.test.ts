import { describe, expect, it } from 'vitest';
import { eventLoopBusy } from './event-loop-busy.ts';

/** Keeps this thread running code, as a server answering requests back to back does. */
function work(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

describe('eventLoopBusy', () => {
  it('counts a thread that ran code all the time since the last check as busy, and again after more of it', () => {
    const busy = eventLoopBusy();
    work(30);
    expect(busy()).toBe(true);
    work(30);
    expect(busy()).toBe(true);
  });
});
