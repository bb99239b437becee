// Runs the site's build (scripts/build.ts) for a publish in a process of its own, at a lower
// priority than the server: the server keeps answering while it works. The build dies with the
// server, even one killed by SIGKILL: its standard input is a pipe from the server, and it stops
// when that closes (scripts/build/stop-with-parent.ts). Its environment names the folder it builds
// (BUILD_ENV), which its own children inherit: `ps e` shows whose they are. The build reports its
// progress on its output (`progress {"step","percent"}` lines). A build that fails on the config
// hands back the problems in the validator's own words (the publish's folder names left out);
// one that fails for any other reason hands back no words of its own: its error output, stack
// traces and server paths included, is for the server's log only.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { join } from 'node:path';

/** The variable of a publish's build process (and of the processes it starts) that names the folder it builds. */
export const BUILD_ENV = 'CORTRACKER_PUBLISH_BUILD';

export interface SiteBuildRun {
  projectRoot: string;
  configDir: string;
  outDir: string;
  /** The live build: the new one reuses what did not change in it (scripts/build/site-build.ts). */
  previousDir?: string;
  onProgress: (step: string, percent: number) => void;
  /** A build taking longer is stopped and fails. */
  timeoutMs: number;
  /** The moment the content's show-from and show-until dates are judged at (scripts/build.ts --at); now by default. */
  at?: Date;
  /** The digest of the config as the publish checked it (checked-config.ts, scripts/build.ts --checked). */
  checkedAs?: string;
}

export type SiteBuildResult =
  | { ok: true }
  | {
      ok: false;
      /** Why, for the editor: the validator's problems, or undefined when the reason is not in the config. */
      problems: string | undefined;
      /** The build's error output (its last lines), for the server's log. */
      log: string;
      timedOut: boolean;
    };

/** Lines of the build's error output kept. */
const KEPT_LINES = 40;
/** Problems shown to the editor, at most. */
const PROBLEM_LINES = 20;
const PROGRESS_LINE = /^progress (\{.*\})$/;
/** How scripts/build.ts ends when the config has problems (after one formatProblem line each). */
const CONFIG_STOP = /^build stopped: \d+ config problem\(s\)/;
/** What a problem line looks like: file:line:column, two spaces, the pointer. */
const PROBLEM_LINE = /^[^\s:][^:\n]*:\d+:\d+ {2}\//;

export interface RunningBuild {
  result: Promise<SiteBuildResult>;
  stop(): void;
}

/** The validator's problem lines of a build that stopped on the config, or undefined. */
export function configProblems(errors: string, configDir: string): string | undefined {
  const lines = errors.split('\n').map((line) => line.trimEnd());
  const stop = lines.find((line) => CONFIG_STOP.test(line));
  if (!stop) return undefined;
  const problems = lines
    .filter((line) => line.startsWith(`${configDir}/`) || PROBLEM_LINE.test(line))
    .map((line) => (line.startsWith(`${configDir}/`) ? line.slice(configDir.length + 1) : line))
    .filter((line) => PROBLEM_LINE.test(line));
  const shown = problems.slice(0, PROBLEM_LINES);
  const more = problems.length - shown.length;
  return [...shown, ...(more > 0 ? [`… and ${more} more`] : [])].join('\n') || undefined;
}

export function runSiteBuild({
  projectRoot,
  configDir,
  outDir,
  previousDir,
  onProgress,
  timeoutMs,
  at,
  checkedAs,
}: SiteBuildRun): RunningBuild {
  const previous = previousDir ? ['--previous', previousDir] : [];
  const moment = at ? ['--at', at.toISOString()] : [];
  const checked = checkedAs ? ['--checked', checkedAs] : [];
  const child = spawn(
    process.execPath,
    [
      join(projectRoot, 'scripts/build.ts'),
      '--config',
      configDir,
      '--out',
      outDir,
      ...previous,
      ...moment,
      ...checked,
      '--progress',
      '--stop-with-parent',
    ],
    {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: 'production', [BUILD_ENV]: outDir },
      // Standard input: the pipe whose end tells the build its server is gone; nothing is written to it.
      stdio: ['pipe', 'pipe', 'pipe'],
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
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    // The end is what tells: only the last part is kept, however much the build writes.
    errors = (errors + chunk).slice(-64 * 1024);
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, timeoutMs);
  const result = new Promise<SiteBuildResult>((resolve) => {
    child.on('error', (error) => resolve({ ok: false, problems: undefined, log: error.message, timedOut: false }));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve({ ok: true });
      const log = errors.trim().split('\n').slice(-KEPT_LINES).join('\n') || `exit code ${code}, signal ${signal}`;
      resolve({ ok: false, problems: configProblems(errors, configDir), log, timedOut });
    });
  });
  return { result, stop: () => child.kill('SIGKILL') };
}
