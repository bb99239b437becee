// The build of the frozen, specified content (tests/spec-content/) that the suite's main server
// serves: made by the site's own build (`scripts/build.ts --config … --out …`, as a publish makes
// one) into a folder of its own beside dist/, and made again only when it is older than what goes
// into it. `npm run build` still builds site-config/ into dist/, for the specs of the shipped content.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SPEC_CONTENT_DIR } from '../../../src/config/config-dir.ts';
import { ROUTES_META } from '../../../src/shared/build-meta.ts';
import { newestMtime } from '../../../scripts/newest-mtime.ts';
import { projectRoot } from './site-data.ts';

/** The build of the specified content, relative to the project root. */
export const SPEC_DIST_DIR = 'dist-spec';
/** The build of the shipped site-config/ (`npm run build`), relative to the project root. */
export const SHIPPED_DIST_DIR = 'dist';

/** What a site build is made of: the content, and the code, schemas and files of the project. */
const INPUTS = [
  SPEC_CONTENT_DIR,
  'schemas',
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts',
];

/** Builds the specified content unless its build is newer than every input. @returns whether it built. */
export function ensureSpecBuild(): boolean {
  const dist = join(projectRoot, SPEC_DIST_DIR);
  const stamp = join(dist, ROUTES_META);
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  if (builtAt > Math.max(...INPUTS.map((input) => newestMtime(join(projectRoot, input))))) return false;
  const result = spawnSync(
    process.execPath,
    [join(projectRoot, 'scripts/build.ts'), '--config', join(projectRoot, SPEC_CONTENT_DIR), '--out', dist],
    { cwd: projectRoot, encoding: 'utf8' },
  );
  // Its output is news only when it fails: it always warns that the copy's "$schema" lines lead elsewhere.
  if (result.status !== 0)
    throw new Error(`the build of ${SPEC_CONTENT_DIR} failed:\n${result.stdout}${result.stderr}`);
  return true;
}
