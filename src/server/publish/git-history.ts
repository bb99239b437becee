// Earlier versions of a config file, from the git history of the config folder (each publish is a
// commit of it: git-commit.ts): a draft remembers only the hash of the file it began from, and
// bringing the draft up to date needs that file's text. Git runs as two child processes, awaited: one
// lists the commits that changed the file, one (`git cat-file --batch`) hands back the file as each of
// them had it, read as a stream so the search stops at the first match and holds one version at a
// time. The event loop only hashes the texts it gets back, one at a time.
import { execFile, spawn } from 'node:child_process';
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
  let commits: string[];
  try {
    // "--" and a path relative to the folder ("./…"): the folder may be anywhere inside the work tree.
    const log = await run('git', ['log', `--max-count=${depth}`, '--format=%H', '--', `./${path}`], {
      cwd: configDir,
      encoding: 'utf8',
    });
    commits = log.stdout.split('\n').filter((line) => /^[0-9a-f]{40,64}$/.test(line));
  } catch {
    return undefined;
  }
  if (commits.length === 0) return undefined;
  const batch = spawn('git', ['cat-file', '--batch'], { cwd: configDir, stdio: ['pipe', 'pipe', 'ignore'] });
  batch.on('error', () => {}); // a git that cannot start ends the stream: nothing found
  batch.stdin.on('error', () => {}); // git closing its input early (killed below) is not a failure
  batch.stdin.end(commits.map((commit) => `${commit}:./${path}\n`).join(''));
  try {
    for await (const text of batchObjects(batch.stdout)) {
      if (text !== undefined && textHash(text) === hash) return text;
    }
    return undefined;
  } finally {
    batch.kill();
  }
}

/**
 * The objects `git cat-file --batch` prints, in the order asked: each one's text, or undefined for
 * one it reports missing or one too large to be a draft's base (its bytes are skipped, never kept).
 */
async function* batchObjects(output: AsyncIterable<Buffer>): AsyncGenerator<string | undefined> {
  const largest = 4 * MAX_FILE_BYTES;
  let pending: Buffer = Buffer.alloc(0);
  // The object being read: its size, the bytes still to come (its newline included), and whether they are kept.
  let object: { size: number; unread: number; keep: boolean } | undefined;
  for await (const chunk of output) {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    for (;;) {
      if (object === undefined) {
        const end = pending.indexOf(0x0a);
        if (end < 0) break;
        const header = pending.subarray(0, end).toString('utf8');
        pending = pending.subarray(end + 1);
        // "<oid> <type> <size>", or "<what was asked> missing" / "ambiguous".
        const size = /^[0-9a-f]+ \w+ (\d+)$/.exec(header)?.[1];
        if (size === undefined) {
          yield undefined;
          continue;
        }
        object = { size: Number(size), unread: Number(size) + 1, keep: Number(size) <= largest };
      }
      // The object's bytes and the newline after them.
      if (!object.keep) {
        const skipped = Math.min(pending.length, object.unread);
        pending = pending.subarray(skipped);
        object.unread -= skipped;
        if (object.unread > 0) break;
        object = undefined;
        yield undefined;
        continue;
      }
      if (pending.length < object.size + 1) break;
      const text = pending.subarray(0, object.size).toString('utf8');
      pending = pending.subarray(object.size + 1);
      object = undefined;
      yield text;
    }
  }
}
