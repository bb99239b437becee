// Earlier versions of a config file, from the git history of the config folder (each publish is a
// commit of it: git-commit.ts): a draft remembers only the hash of the file it began from, and
// bringing the draft up to date needs that file's text. Every git call is a child process, awaited:
// the event loop only hashes the texts it gets back, one at a time.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { MAX_FILE_BYTES } from './draft-bounds.ts';
import { textHash } from '../editor/config-files.ts';

const run = promisify(execFile);

/** How far back a version is looked for: a draft begins from a recent one. */
export const HISTORY_DEPTH = 50;

/**
 * The text of `path` (inside `configDir`) whose hash is `hash`, from the commits that changed it,
 * newest first; undefined when the folder is no git work tree or no version within the depth has it.
 */
export async function versionInHistory(
  configDir: string,
  path: string,
  hash: string,
  depth = HISTORY_DEPTH,
): Promise<string | undefined> {
  // A config file is never much over its bound in the draft; a larger one is not the base of a draft file.
  const git = (args: string[]) => run('git', args, { cwd: configDir, maxBuffer: 4 * MAX_FILE_BYTES, encoding: 'utf8' });
  let commits: string[];
  try {
    // "--" and a path relative to the folder ("./…"): the folder may be anywhere inside the work tree.
    const log = await git(['log', `--max-count=${depth}`, '--format=%H', '--', `./${path}`]);
    commits = log.stdout.split('\n').filter((line) => /^[0-9a-f]{40,64}$/.test(line));
  } catch {
    return undefined;
  }
  for (const commit of commits) {
    const text = await git(['show', `${commit}:./${path}`]).then(
      (shown) => shown.stdout,
      () => undefined,
    );
    if (text !== undefined && textHash(text) === hash) return text;
  }
  return undefined;
}
