// The suite's builds, made by the site's own build (`scripts/build.ts --config … --out …`, as a
// publish makes one) into folders of their own beside dist/, and made again only when one is older
// than what goes into it:
//   dist-spec/     the frozen, specified content (tests/spec-content/) that the suite's main server serves;
//   dist-fixture/  the fixture config (tests/fixtures/site-config/), the live site every spec that
//                  publishes starts from (a copy each: live-fixture-site.ts), so that none builds it first.
// `npm run build` still builds site-config/ into dist/, for the specs of the shipped content.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_CONFIG_DIR, SPEC_CONTENT_DIR } from '../../../src/config/config-dir.ts';
import { ROUTES_META } from '../../../src/shared/build-meta.ts';
import { newestMtime } from '../../../scripts/newest-mtime.ts';
import { projectRoot } from './site-data.ts';

/** The build of the specified content, relative to the project root. */
export const SPEC_DIST_DIR = 'dist-spec';
/** The build of the fixture config, relative to the project root. */
export const FIXTURE_DIST_DIR = 'dist-fixture';
/** The build of the shipped site-config/ (`npm run build`), relative to the project root. */
export const SHIPPED_DIST_DIR = 'dist';

/** What a site build is made of besides its config: the code, schemas and files of the project. */
const CODE_INPUTS = ['schemas', 'src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts'];

/**
 * Builds the config folder `configDir` into `outDir` (both relative to the project root) unless that
 * build is newer than every input. @returns whether it built.
 */
export async function ensureBuild(configDir: string, outDir: string): Promise<boolean> {
  const dist = join(projectRoot, outDir);
  const stamp = join(dist, ROUTES_META);
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const inputs = [configDir, ...CODE_INPUTS];
  if (builtAt > Math.max(...inputs.map((input) => newestMtime(join(projectRoot, input))))) return false;
  await buildSite(join(projectRoot, configDir), dist);
  return true;
}

/** Builds the config folder `configDir` into `outDir` (absolute paths) with the site's own build, as a publish does. */
export async function buildSite(configDir: string, outDir: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [join(projectRoot, 'scripts/build.ts'), '--config', configDir, '--out', outDir],
    {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise<number | null>((done) => child.on('close', done));
  // Its output is news only when it fails: it always warns that the copy's "$schema" lines lead elsewhere.
  if (status !== 0) throw new Error(`the build of ${configDir} failed:\n${output}`);
}

/** The suite's two builds, made side by side when both are stale. */
export async function ensureSuiteBuilds(): Promise<void> {
  const builds = [
    [SPEC_CONTENT_DIR, SPEC_DIST_DIR],
    [FIXTURE_CONFIG_DIR, FIXTURE_DIST_DIR],
  ] as const;
  const built = await Promise.all(builds.map(([config, out]) => ensureBuild(config, out)));
  builds.forEach(([config, out], index) => {
    if (built[index]) console.log(`built ${config}/ into ${out}/`);
  });
}
