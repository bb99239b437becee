// The config folders a publish writes, its own copy before the build and CONFIG_DIR at the switch,
// written without holding the event loop: a site of 2,000 articles has as many config files, and
// writing them one after the other with the synchronous calls of editor/config-files.ts held it for
// seconds (each file is flushed to disk) while visitors waited. The same rules as there: every file
// is written to a temporary file beside it, flushed, then renamed into place, so a reader never sees
// half of one; files the new config lacks are removed.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isConfigPath, type ConfigFiles } from '../editor/config-files.ts';
import { plainFilesUnderAsync } from '../editor/plain-files.ts';
import { writeFileAtomicallyAsync } from '../uploads/write-atomically.ts';
import { fewAtOnce } from '../editor/few-at-once.ts';

/** Files read or written at once: enough to keep the disk busy, few enough to leave room for requests. */
const AT_ONCE = 16;

/** Every JSON file of the folder, by its path inside it (as readConfigFiles reads it). */
export async function readConfigFolder(dir: string): Promise<ConfigFiles> {
  const paths = (await plainFilesUnderAsync(dir)).filter(isConfigPath);
  const texts = new Map<string, string>();
  await fewAtOnce(paths, AT_ONCE, async (path) => {
    texts.set(path, await readFile(join(dir, path), 'utf8'));
  });
  return Object.fromEntries(paths.map((path) => [path, texts.get(path)!]));
}

/** Makes the folder hold `next`: changed and new files written, files `next` lacks removed. */
export async function writeConfigFolder(dir: string, current: ConfigFiles, next: ConfigFiles): Promise<void> {
  const changed = Object.keys(next).filter((path) => current[path] !== next[path]);
  await fewAtOnce(changed, AT_ONCE, (path) => writeFileAtomicallyAsync(join(dir, path), next[path]!));
  const gone = Object.keys(current).filter((path) => !(path in next));
  await fewAtOnce(gone, AT_ONCE, (path) => rm(join(dir, path), { force: true }));
}
