// The machine's processes as a test that kills a server looks at them (Linux's /proc): whether one
// still runs, and which carry a variable in their environment (a publish's build and the tools it
// started: src/server/publish/site-build-run.ts's BUILD_ENV).
import { readdirSync, readFileSync } from 'node:fs';

/** Whether process `pid` runs (a zombie, dead and waiting to be reaped, does not). */
export function processRuns(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The state follows the command name, which is in parentheses and may hold spaces.
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** The running processes whose environment has `name`=`value`. */
export function processesWithEnv(name: string, value: string): number[] {
  const wanted = `${name}=${value}`;
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(wanted) && processRuns(pid);
      } catch {
        return false;
      }
    });
}
