// A build started by the server for a publish (src/server/publish/site-build-run.ts) must not outlive
// it: a server killed with SIGKILL cannot stop its child, and Linux's "signal me when my parent
// dies" is out of Node's reach. So the server gives the build a pipe as its standard input and
// never writes to it; when the server's process ends, however it ends, the kernel closes its end,
// the build reads the end of its input and stops at once, its threads with it. (Tools it started,
// such as esbuild's service, stop the same way when the build's end of their pipes closes.)

/** Stops this process when its standard input closes. */
export function stopWithParent(): void {
  const stop = () => process.exit(1);
  process.stdin.on('end', stop);
  process.stdin.on('close', stop);
  process.stdin.on('error', stop);
  process.stdin.resume();
  // Reading its input must not keep a finished build alive.
  (process.stdin as { unref?: () => void }).unref?.();
}
