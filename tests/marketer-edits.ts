// npm run test:marketer-edits [-- --all] [-- playwright options]: the proof that no test pins what
// marketers publish. Copies the project (its files, node_modules linked) to a temp directory, makes
// the marketer's edits of tests/support/marketer-edits.ts to the copy's site-config/ and public/, and
// runs there: `npm run validate`, the unit suite, `npm run build`, and the end-to-end specs of the
// shipped content (every spec that imports tests/e2e/support/shipped.ts) with the specification's
// (content-acceptance.spec.ts, on the frozen content). With --all, the whole end-to-end suite. All
// must pass. (Not part of npm test: it runs the unit suite and a build a second time.)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { SITE_CONFIG_DIR } from '../src/config/config-dir.ts';
import { MARKETER_EDITS } from './support/marketer-edits.ts';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const all = args.includes('--all');
const playwrightOptions = args.filter((arg) => arg !== '--all');

/** The end-to-end specs that look at the shipped content: those that import support/shipped.ts. */
function shippedContentSpecs(): string[] {
  const e2e = join(root, 'tests/e2e');
  return readdirSync(e2e, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.spec.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => /from '(\.\.?\/)+(support\/)?shipped\.ts'/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file));
}

function copyProject(): string {
  const copy = mkdtempSync(join(tmpdir(), 'marketer-edits-'));
  const files = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .stdout.split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    try {
      cpSync(join(root, file), join(copy, file));
    } catch {
      // A file deleted in the work tree but not yet in git: it is not part of the project any more.
    }
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  return copy;
}

const copy = copyProject();
const failed: string[] = [];
try {
  for (const change of MARKETER_EDITS) {
    change.apply({ config: join(copy, SITE_CONFIG_DIR), public: join(copy, 'public') });
    console.log(`edited: ${change.name}`);
  }
  const specs = all ? [] : [...shippedContentSpecs(), 'tests/e2e/content-acceptance.spec.ts'];
  const steps: [string, string[]][] = [
    ['npm', ['run', 'validate']],
    ['npm', ['run', 'test:unit']],
    ['npm', ['run', 'build']],
    ['npx', ['playwright', 'test', ...specs, ...playwrightOptions]],
  ];
  for (const [command, commandArgs] of steps) {
    const line = `${command} ${commandArgs.join(' ')}`;
    console.log(`\n$ ${line}   (in ${copy})`);
    const started = Date.now();
    const run = spawnSync(command, commandArgs, { cwd: copy, stdio: 'inherit', env: process.env });
    console.log(
      `(${line}: ${((Date.now() - started) / 1000).toFixed(0)} s, ${run.status === 0 ? 'passed' : 'FAILED'})`,
    );
    if (run.status === 0) continue;
    failed.push(line);
    // Every check runs, so one failure does not hide another; the end-to-end specs need the build.
    if (command === 'npm' && commandArgs[1] === 'build') break;
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
if (failed.length > 0)
  console.error(`\nFailed on the edited config: ${failed.join('; ')}. A test pins what a marketer may change.`);
else console.log('\nThe edited config validates, and the unit suite and the end-to-end specs pass on it.');
process.exitCode = failed.length > 0 ? 1 : 0;
