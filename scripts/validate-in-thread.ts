// The config's check (what npm run validate runs) in a thread of its own: a build bundles and renders
// meanwhile and waits for its verdict only before it finishes (scripts/build/site-build.ts).
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { Problem } from '../src/shared/config-check/json-source.ts';
import { validateConfig } from './config-check/validate-config.ts';

interface Job {
  configDir: string;
  projectRoot: string;
}

export interface Checked {
  problems: Problem[];
  /** The thread's processor time. */
  cpuMs: number;
}

const threadCpuMs = () => {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
};

export function validateInThread(configDir: string, projectRoot: string): Promise<Checked> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { configDir, projectRoot } satisfies Job });
    worker.once('message', (checked: Checked) => {
      resolve(checked);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the config check stopped (exit code ${code})`));
    });
  });
}

if (!isMainThread && parentPort) {
  const { configDir, projectRoot } = workerData as Job;
  const problems = validateConfig(configDir, projectRoot);
  parentPort.postMessage({ problems, cpuMs: threadCpuMs() } satisfies Checked);
}
