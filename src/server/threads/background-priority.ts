// Threads whose work can wait a moment ask the system to give way to the rest of the server. The
// config checks' thread warms its memory after a start (a whole config's check, seconds of CPU at
// 2,000 articles) and answers an editor's checks, which the editor shows once they come; on a machine
// of two cores it took them from the editor's own browser and from the server's requests (the first
// open after a start waited for /api/config 1.1-2.1 s, against 0.5-0.65 s once the warm-up was
// over). The reports' thread sums a period's visits for /admin's readers, seconds at a flood's bound.
import { getPriority, setPriority } from 'node:os';

/** The nice value of the build's process too (publish/site-build-run.ts): behind requests, not stopped. */
export const BACKGROUND_NICE = 10;

/**
 * Lowers the priority of the calling thread alone to BACKGROUND_NICE, on Linux, where a nice value belongs to a thread
 * (setpriority(2)); elsewhere it would be the whole server's, which is left as it is.
 */
export function giveWayFromThisThread(): void {
  if (process.platform !== 'linux') return;
  try {
    // Only ever lowered: a server started at a lower priority still keeps it here (root could raise it).
    if (getPriority() < BACKGROUND_NICE) setPriority(BACKGROUND_NICE);
  } catch {
    // Not allowed by the system's policy: the thread keeps the server's priority, as before.
  }
}
