import { performance } from 'node:perf_hooks';

/** Event-loop utilization from which the process counts as busy: it spends this share running code. */
export const BUSY_UTILIZATION = 0.5;

/**
 * A check of whether this thread was busy since the previous check: its event loop's utilization
 * (time spent running callbacks over time elapsed) over that span reached `threshold`. A server
 * answering requests as fast as it can sits near 1; one waiting for its next visitor, near 0.
 */
export function eventLoopBusy(threshold = BUSY_UTILIZATION): () => boolean {
  let last = performance.eventLoopUtilization();
  return () => {
    const current = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(current, last);
    last = current;
    return utilization >= threshold;
  };
}
