// npm run test:marketer-edits: the proof that tests of behaviour do not pin the content. Copies the
// project (its files, node_modules linked) to a temp directory, makes the marketer's edits of
// tests/support/marketer-edits.ts to the copy's site-config/, and runs `npm run validate` and
// `npm run test:unit` there. Both must pass. (Not part of npm test: it runs the unit suite a second time.)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { SITE_CONFIG_DIR } from '../src/config/config-dir.ts';
import { MARKETER_EDITS } from './support/marketer-edits.ts';

const root = resolve(import.meta.dirname, '..');
const copy = mkdtempSync(join(tmpdir(), 'marketer-edits-'));
let failed = false;
try {
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
  for (const change of MARKETER_EDITS) {
    change.apply(join(copy, SITE_CONFIG_DIR));
    console.log(`edited: ${change.name}`);
  }
  for (const script of ['validate', 'test:unit']) {
    console.log(`\n$ npm run ${script}   (in ${copy})`);
    const run = spawnSync('npm', ['run', script], { cwd: copy, stdio: 'inherit', env: process.env });
    if (run.status !== 0) {
      console.error(`\nnpm run ${script} failed on the edited config: a test pins what a marketer may change.`);
      failed = true;
      break;
    }
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
if (!failed) console.log('\nThe edited config validates and the unit suite passes on it.');
process.exitCode = failed ? 1 : 0;
