// What a failed build tells the editor: the config's problems in the validator's words, or, when the
// reason is not in the config, nothing of its own (its stack trace and the server's paths go to the log).
// And a build never outlives its server, even one killed by SIGKILL.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { processesWithEnv, processRuns } from '../../../tests/support/processes.ts';
import { BUILD_ENV, configProblems, runSiteBuild } from './site-build-run.ts';

const root = resolve(import.meta.dirname, '../../..');

let project: string;
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'site-build-run-'));
  mkdirSync(join(project, 'scripts'));
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

/** A project whose build writes `stderr` and exits with `code`. */
function buildThatFails(stderr: string, code = 1) {
  writeFileSync(
    join(project, 'scripts/build.ts'),
    `process.stderr.write(${JSON.stringify(stderr)}); process.exit(${code});\n`,
  );
  const configDir = join(project, 'stage/config');
  return runSiteBuild({
    projectRoot: project,
    configDir,
    outDir: join(project, 'out'),
    onProgress: () => undefined,
    timeoutMs: 60_000,
  }).result;
}

describe('a failed build', () => {
  it("gives the editor the config's problems in the validator's words, without the server's folders", async () => {
    const configDir = join(project, 'stage/config');
    const result = await buildThatFails(
      `pages/home.json:12:5  /sections/0/heading  must not be empty  (the main heading)\n` +
        `site.json:3:18  /theme/fontFamily  is not in the expected form  (a list of font names)\n` +
        `\nbuild stopped: 2 config problem(s); see npm run validate\n`,
    );
    expect(result).toMatchObject({
      ok: false,
      problems:
        'pages/home.json:12:5  /sections/0/heading  must not be empty  (the main heading)\n' +
        'site.json:3:18  /theme/fontFamily  is not in the expected form  (a list of font names)',
    });
    expect(configProblems(`${configDir}/faq.json:1:1  /  x\nbuild stopped: 1 config problem(s)\n`, configDir)).toBe(
      'faq.json:1:1  /  x',
    );
  });

  it('gives the editor no words of its own when the reason is not in the config: those are for the log', async () => {
    const trace = `Error: [lightningcss minify] Unexpected token\n    at minify (${project}/node_modules/lightningcss/node/index.js:9:3)\n    at ${project}/scripts/build/page-styles.ts:40:11\n`;
    const result = await buildThatFails(trace);
    expect(result).toMatchObject({ ok: false, problems: undefined, timedOut: false });
    expect(result.ok === false && result.log).toContain('lightningcss');
  });
});

describe('a build whose server is killed', () => {
  it.skipIf(process.platform !== 'linux')(
    'stops at once, with the processes it started',
    { timeout: 90_000 },
    async () => {
      // A build that starts a process of its own, then works on forever (as far as anyone waits).
      writeFileSync(
        join(project, 'scripts/build.ts'),
        [
          `import { spawn } from 'node:child_process';`,
          `if (process.argv.includes('--stop-with-parent')) (await import(${JSON.stringify(join(root, 'scripts/build/stop-with-parent.ts'))})).stopWithParent();`,
          // Like esbuild's service: a tool that stops when the build's end of its input pipe closes.
          `spawn(process.execPath, ['-e', "process.stdin.on('end', () => process.exit(0)); process.stdin.resume()"], { stdio: ['pipe', 'ignore', 'ignore'] });`,
          `setInterval(() => undefined, 1000);`,
        ].join('\n'),
      );
      // The server: starts the build as a publish does, and says when it has.
      const outDir = join(project, 'out');
      const server = spawn(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          [
            `const { runSiteBuild } = await import(${JSON.stringify(join(root, 'src/server/publish/site-build-run.ts'))});`,
            `runSiteBuild({ projectRoot: ${JSON.stringify(project)}, configDir: ${JSON.stringify(join(project, 'config'))}, outDir: ${JSON.stringify(outDir)}, onProgress() {}, timeoutMs: 600000 });`,
            `setTimeout(() => console.log('started'), 500);`,
          ].join('\n'),
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await new Promise<void>((started) =>
        server.stdout.on('data', (chunk: Buffer) => chunk.includes('started') && started()),
      );
      await expect.poll(() => processesWithEnv(BUILD_ENV, outDir).length, { timeout: 30_000 }).toBe(2);
      const build = processesWithEnv(BUILD_ENV, outDir);

      server.kill('SIGKILL');
      await expect.poll(() => build.filter(processRuns), { timeout: 10_000 }).toEqual([]);
    },
  );
});
