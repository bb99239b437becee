// The longest hold of the event loop, in this thread's CPU time between two turns of the loop
// (process.threadCpuUsage): on a shared machine a wall-clock delay (monitorEventLoopDelay) also
// counts the time the operating system gave the CPU to others, which no code here can shorten.

/** Starts measuring; stop() answers the longest CPU time (ms) this thread spent between two turns. */
export function holdMeter(): () => number {
  const cpu = () => {
    const { user, system } = process.threadCpuUsage();
    return (user + system) / 1000;
  };
  let last = cpu();
  let most = 0;
  let running = true;
  const turn = () => {
    const now = cpu();
    most = Math.max(most, now - last);
    last = now;
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  return () => {
    running = false;
    return most;
  };
}
