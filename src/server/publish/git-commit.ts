// When the config folder is inside a git work tree, each publish is also a commit of that folder,
// authored (and committed) by the account that published, with the pictures the publish wrote
// (public/images/uploads/…) when they are in the same work tree. Only those files go into the
// commit, whatever else is changed or staged in the work tree.
import { execFile } from 'node:child_process';
import { relative, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type CommitResult = { commit: string } | { skipped: string } | { failed: string };

export async function commitConfig(
  configDir: string,
  author: { name: string; email: string },
  message: string,
  /** Files outside the folder that belong to the commit (the publish's pictures). */
  alsoFiles: string[] = [],
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
  let paths = ['.'];
  try {
    const inside = await git(['rev-parse', '--is-inside-work-tree']);
    if (inside.stdout.trim() !== 'true') return { skipped: 'not in a git work tree' };
    const top = (await git(['rev-parse', '--show-toplevel'])).stdout.trim();
    // A picture outside this work tree (public/ of another checkout) is not git's to commit here.
    paths = [
      ...paths,
      ...alsoFiles.map((file) => resolve(file)).filter((file) => !relative(top, file).startsWith('..')),
    ];
  } catch {
    return { skipped: 'not in a git work tree' };
  }
  try {
    await git(['add', '--all', '--', ...paths]);
    const staged = await git(['diff', '--cached', '--quiet', '--', ...paths]).then(
      () => false,
      () => true,
    );
    if (!staged) return { skipped: 'the folder already matches the last commit' };
    await git(['commit', '--quiet', '--no-verify', '-m', message, '--', ...paths]);
    return { commit: (await git(['rev-parse', 'HEAD'])).stdout.trim() };
  } catch (error) {
    return { failed: (error as { stderr?: string }).stderr?.trim() || (error as Error).message };
  }
}
