// Starts the real server (src/server/main.ts) on a free port of 127.0.0.1, on the built dist/ and a
// throw-away data directory, for the measuring scripts.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SiteServer {
  url: string;
  /** The CPU seconds the server's process (all its threads) has used so far, from /proc (Linux). */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** utime and stime of /proc/<pid>/stat, in clock ticks of 1/100 s (USER_HZ on Linux). */
function processCpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export async function startSiteServer(root: string, env: Record<string, string> = {}): Promise<SiteServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cortracker-bench-'));
  const child = spawn(process.execPath, [join(root, 'src/server/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output: string | null = '';
    // Read on after the address too (and drop it): the server's request log must never fill the pipe.
    child.stdout.on('data', (chunk: Buffer) => {
      if (output === null) return;
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        output = null;
        resolve(match[1]!);
      }
    });
    child.on('exit', (code) => reject(new Error(`the server exited with ${code} before listening`)));
  });
  return {
    url,
    cpuSeconds: () => processCpuSeconds(child.pid!),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
