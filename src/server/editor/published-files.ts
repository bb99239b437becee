// The version of config files the live site has, for the checks that compare with it (a price changed
// without its checkout link: src/shared/config-check/price-link-checks.ts). Under /admin it is the
// live config (src/server/admin/draft-source.ts); for a config directory on disk (npm run edit, npm
// run validate) it is the version last committed to git, from which the developers' build and deploy,
// and every publish from /admin, make the live site.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CONFIG_FILES } from '../../shared/config-check/config-layout.ts';

const run = promisify(execFile);

/** The files the checks compare with their published version. */
export const COMPARED_WITH_PUBLISHED: readonly string[] = [CONFIG_FILES.services];

/** Each file's text as committed at HEAD, for those git has (none outside a git work tree). */
export async function committedFiles(
  configDir: string,
  paths: readonly string[] = COMPARED_WITH_PUBLISHED,
): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const path of paths) {
    try {
      // "HEAD:./path" is the path as seen from the directory git runs in.
      const { stdout } = await run('git', ['-C', configDir, 'show', `HEAD:./${path}`], {
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      });
      files.set(path, stdout);
    } catch {
      // Not in git, or not committed yet: nothing to compare with.
    }
  }
  return files;
}
