// The server's clock for schedules and the content's dates. Tests move it (CLOCK_OFFSET_FILE): the file
// holds a number of milliseconds added to the time, read at each look, so a test reaches a scheduled
// time without waiting for it and every instance that names the file shares the same time.
import { readFileSync } from 'node:fs';

export type Clock = () => Date;

export function serverClock(offsetFile?: string): Clock {
  if (offsetFile === undefined) return () => new Date();
  return () => {
    let offset = 0;
    try {
      offset = Number(readFileSync(offsetFile, 'utf8').trim()) || 0;
    } catch {
      // Not written yet: the time as it is.
    }
    return new Date(Date.now() + offset);
  };
}
