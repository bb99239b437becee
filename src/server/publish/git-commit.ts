// When the config folder is inside a git work tree, each publish is also a commit of that folder,
// authored (and committed) by the account that published. Only the folder's files go into the
// commit, whatever else is changed or staged in the work tree.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type CommitResult = { commit: string } | { skipped: string } | { failed: string };

export async function commitConfig(
  configDir: string,
  author: { name: string; email: string },
  message: string,
): Promise<CommitResult> {
  const git = (args: string[]) =>
    run('git', args, {
      cwd: configDir,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: author.name,
        GIT_AUTHOR_EMAIL: author.email,
        GIT_COMMITTER_NAME: author.name,
        GIT_COMMITTER_EMAIL: author.email,
      },
    });
  try {
    const inside = await git(['rev-parse', '--is-inside-work-tree']);
    if (inside.stdout.trim() !== 'true') return { skipped: 'not in a git work tree' };
  } catch {
    return { skipped: 'not in a git work tree' };
  }
  try {
    await git(['add', '--all', '--', '.']);
    const staged = await git(['diff', '--cached', '--quiet', '--', '.']).then(
      () => false,
      () => true,
    );
    if (!staged) return { skipped: 'the folder already matches the last commit' };
    await git(['commit', '--quiet', '--no-verify', '-m', message, '--', '.']);
    return { commit: (await git(['rev-parse', 'HEAD'])).stdout.trim() };
  } catch (error) {
    return { failed: (error as { stderr?: string }).stderr?.trim() || (error as Error).message };
  }
}
