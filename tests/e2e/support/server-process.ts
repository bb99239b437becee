// Starts the real server (src/server/main.ts) on 127.0.0.1 with a free port and a throw-away data
// directory, and tells the caller its address. It serves the build of the specified content
// (spec-build.ts), which the specs' expectations come from (site-data.ts), unless DIST_DIR says otherwise.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SPEC_DIST_DIR } from './spec-build.ts';

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

const root = resolve(import.meta.dirname, '../../..');
/** How long a server may take to start: seconds on a quiet machine, far more on one loaded by other work. */
const START_MS = 60_000;

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'cortracker-e2e-'));
  const child = spawn(process.execPath, [join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DIST_DIR: join(root, SPEC_DIST_DIR),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), START_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveUrl(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir,
    process: child,
    async stop() {
      // A child killed by a signal (SIGKILL in the fault tests) has no exit code, but has exited.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
