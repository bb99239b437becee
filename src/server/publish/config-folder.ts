// The config folders a publish writes, its own copy before the build and CONFIG_DIR at the switch,
// written without holding the event loop: a site of 2,000 articles has as many config files, and
// writing them one after the other with the synchronous calls of editor/config-files.ts held it for
// seconds (each file is flushed to disk) while visitors waited. The same rules as there: every file
// is written to a temporary file beside it, flushed, then renamed into place, so a reader never sees
// half of one; files the new config lacks are removed. Writing a file anew (a new inode put in the
// old one's place), never in place, is also what lets a publish's own copy share the live folder's
// files by hard links (stageConfigFolder): a later write of the live folder leaves the copy as it was.
import { link, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ConfigFiles } from '../editor/config-files.ts';
import { writeFileAtomicallyAsync } from '../uploads/write-atomically.ts';
import { fewAtOnce } from '../editor/few-at-once.ts';

/** Files written at once: enough to keep the disk busy, few enough to leave room for requests. */
const AT_ONCE = 16;

/** Makes the folder hold `next`: changed and new files written, files `next` lacks removed. */
export async function writeConfigFolder(dir: string, current: ConfigFiles, next: ConfigFiles): Promise<void> {
  const changed = Object.keys(next).filter((path) => current[path] !== next[path]);
  await fewAtOnce(changed, AT_ONCE, (path) => writeFileAtomicallyAsync(join(dir, path), next[path]!));
  const gone = Object.keys(current).filter((path) => !(path in next));
  await fewAtOnce(gone, AT_ONCE, (path) => rm(join(dir, path), { force: true }));
}

/** What a publish's copy of the config cost: files linked to the live folder's, and files written. */
export interface Staged {
  linked: number;
  written: number;
}

/**
 * Makes the new folder `dir` hold `next`, a publish's own copy of its config for the build: a file whose
 * text is the live folder's (`live`: the texts of `liveDir` as read holding the publish's lock, when no
 * other publish writes it) is a hard link to the live file, so an unchanged file costs no write; the
 * others are written. Where a link cannot be made (another file system, a file system without links)
 * the file is written as well. Nothing in `liveDir` changes: a link adds a name to a file, and what
 * writes a config folder puts new files in place of the old (writeConfigFolder, the editor's
 * writeFileAtomically) and removes one by its name, so the copy keeps the texts it was made with.
 * Unlike writeConfigFolder nothing is flushed to disk: a publish that does not finish is started again.
 */
export async function stageConfigFolder(
  dir: string,
  liveDir: string,
  live: ConfigFiles,
  next: ConfigFiles,
  linkFile: (existing: string, name: string) => Promise<void> = link,
): Promise<Staged> {
  const paths = Object.keys(next);
  for (const folder of new Set(paths.map((path) => dirname(join(dir, path))))) await mkdir(folder, { recursive: true });
  const staged: Staged = { linked: 0, written: 0 };
  await fewAtOnce(paths, AT_ONCE, async (path) => {
    const text = next[path]!;
    if (live[path] === text) {
      try {
        await linkFile(join(liveDir, path), join(dir, path));
        staged.linked++;
        return;
      } catch {
        // No link here (EXDEV, EPERM, the live file gone): the text itself is the copy.
      }
    }
    await writeFile(join(dir, path), text, { flag: 'wx' });
    staged.written++;
  });
  return staged;
}
