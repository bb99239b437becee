// What a failed build tells the editor: the config's problems in the validator's words, or, when the
// reason is not in the config, nothing of its own (its stack trace and the server's paths go to the log).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configProblems, runSiteBuild } from './site-build-run.ts';

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
