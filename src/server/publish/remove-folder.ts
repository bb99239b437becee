// Removes a build folder (thousands of files) while the site goes on answering: a folder's files a
// few at a time, then its folders, then itself.
import { readdir, rm, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fewAtOnce } from '../editor/few-at-once.ts';

const FILES_AT_ONCE = 16;
const FOLDERS_AT_ONCE = 2;

/** Removes `dir` and everything in it; nothing when it is not there. Links are removed, never followed. */
export async function removeFolder(dir: string): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const folders = entries.filter((entry) => entry.isDirectory());
  const files = entries.filter((entry) => !entry.isDirectory());
  await fewAtOnce(files, FILES_AT_ONCE, (entry) => rm(join(dir, entry.name), { force: true }));
  await fewAtOnce(folders, FOLDERS_AT_ONCE, (entry) => removeFolder(join(dir, entry.name)));
  await rmdir(dir);
}
