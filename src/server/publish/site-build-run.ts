// Runs the site's build (scripts/build.ts) for a publish in a process of its own, at a lower
// priority than the server: the server keeps answering while it works. The build reports its
// progress on its output (`progress {"step","percent"}` lines); a build that fails hands back its
// own words (the config problems it found, or the error), with the publish's folder names left out.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { join } from 'node:path';

export interface SiteBuildRun {
  projectRoot: string;
  configDir: string;
  outDir: string;
  /** The live build: the new one reuses what did not change in it (scripts/build/site-build.ts). */
  previousDir?: string;
  onProgress: (step: string, percent: number) => void;
  /** A build taking longer is stopped and fails. */
  timeoutMs: number;
}

export type SiteBuildResult = { ok: true } | { ok: false; message: string };

/** Lines of the build's error output kept for the message. */
const MESSAGE_LINES = 20;
const PROGRESS_LINE = /^progress (\{.*\})$/;

export interface RunningBuild {
  result: Promise<SiteBuildResult>;
  stop(): void;
}

export function runSiteBuild({
  projectRoot,
  configDir,
  outDir,
  previousDir,
  onProgress,
  timeoutMs,
}: SiteBuildRun): RunningBuild {
  const previous = previousDir ? ['--previous', previousDir] : [];
  const child = spawn(
    process.execPath,
    [join(projectRoot, 'scripts/build.ts'), '--config', configDir, '--out', outDir, ...previous, '--progress'],
    {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  try {
    // Nicer than the server: under load the visitors' answers come first.
    if (child.pid) setPriority(child.pid, 10);
  } catch {
    // Not allowed here: the build runs at the server's priority.
  }
  let errors = '';
  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const match = PROGRESS_LINE.exec(line);
      if (!match) continue;
      const { step, percent } = JSON.parse(match[1]!) as { step: string; percent: number };
      onProgress(step, percent);
    }
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, timeoutMs);
  const result = new Promise<SiteBuildResult>((resolve) => {
    child.on('error', (error) => resolve({ ok: false, message: error.message }));
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) return resolve({ ok: true });
      const words = errors
        .split(configDir + '/')
        .join('')
        .trim()
        .split('\n')
        .slice(-MESSAGE_LINES)
        .join('\n');
      resolve({
        ok: false,
        message: timedOut
          ? `the build took longer than ${Math.round(timeoutMs / 60_000)} minutes and was stopped`
          : words || `the build stopped (exit code ${code})`,
      });
    });
  });
  return { result, stop: () => child.kill('SIGKILL') };
}
