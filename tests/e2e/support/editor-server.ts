// Starts the visual editor (npm run edit's script) over a throw-away copy of the specified content
// (tests/spec-content/, which the specs' expectations come from: site-data.ts) as a site-config/
// folder, on a free loopback port, for one test; the copy can sit inside a throw-away copy of the
// project, so the test can build the site from what the editor saved.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { SPEC_CONTENT_DIR } from '../../../src/config/config-dir.ts';

export const projectRoot = resolve(import.meta.dirname, '../../..');

export interface EditorServer {
  url: string;
  configDir: string;
  /** The config file's text as it is on disk now. */
  read(path: string): string;
  /** Every file of the config directory, by its path inside it, with its text. */
  readAll(): Map<string, string>;
  write(path: string, text: string): void;
  stop(): Promise<void>;
}

/** The files of the project a build needs, copied, with node_modules linked: a project to build a config in. */
export function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cortracker-project-'));
  for (const entry of [
    'src',
    'schemas',
    'scripts',
    'public',
    'index.html',
    'vite.config.ts',
    'package.json',
    'tsconfig.json',
  ])
    cpSync(join(projectRoot, entry), join(dir, entry), { recursive: true });
  cpSync(join(projectRoot, SPEC_CONTENT_DIR), join(dir, 'site-config'), { recursive: true });
  symlinkSync(join(projectRoot, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

/**
 * @param project a copy of the project (copyProject) whose site-config/ is edited, left in place when
 *   the editor stops; by default a copy of the specified content alone, removed then.
 */
export async function startEditor(project?: string): Promise<EditorServer> {
  const parent = project ?? mkdtempSync(join(tmpdir(), 'cortracker-editor-'));
  const configDir = join(parent, 'site-config');
  if (!project) {
    mkdirSync(configDir);
    cpSync(join(projectRoot, SPEC_CONTENT_DIR), configDir, { recursive: true });
  }
  const child: ChildProcess = spawn(process.execPath, [join(projectRoot, 'scripts/edit.ts'), '--config', configDir], {
    cwd: projectRoot,
    env: { ...process.env, EDIT_PORT: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the editor did not start:\n${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done(match[1]!);
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the editor exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    configDir,
    read: (path) => readFileSync(join(configDir, path), 'utf8'),
    readAll: () =>
      new Map(
        readdirSync(configDir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => [
            relative(configDir, join(entry.parentPath, entry.name)),
            readFileSync(join(entry.parentPath, entry.name), 'utf8'),
          ]),
      ),
    write: (path, text) => writeFileSync(join(configDir, path), text),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGINT');
        await exited;
      }
      if (!project) rmSync(parent, { recursive: true, force: true });
    },
  };
}

/** `npm run validate -- --config DIR`, as a marketer runs it: its exit status and what it printed. */
export function validateConfigDir(configDir: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [join(projectRoot, 'scripts/validate.ts'), '--config', configDir], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  return { status: result.status, output: result.stdout + result.stderr };
}
