// A config folder (site-config/, CONFIG_DIR, a publish's copy) read and written as a set of JSON
// files by their path inside it (pages/erp.json): the one module that writes config files, for the
// editor's Save and for a publish. Each file is written to a temporary file beside it, flushed to
// disk, and then takes the file's place in one rename, so a reader never sees half of one.
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFile,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { fewAtOnce } from './few-at-once.ts';
import { hasNoLinks, plainFilesUnder, plainFilesUnderAsync } from './plain-files.ts';

/** A config file's path: plain names (letters, digits, - and _) in folders, ending in .json; never "..", never absolute. */
const CONFIG_PATH = /^[A-Za-z0-9][A-Za-z0-9_-]*(\/[A-Za-z0-9][A-Za-z0-9_-]*)*\.json$/;

export type ConfigFiles = Record<string, string>;

export function isConfigPath(path: string): boolean {
  return path.length <= 200 && CONFIG_PATH.test(path);
}

/** The hash the editor and a draft keep of the file they started from, to notice a file changed since. */
export function textHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Every JSON file of the folder, by its path inside it, in path order; links are not followed (plain-files.ts). */
export function readConfigFiles(dir: string): ConfigFiles {
  const paths = plainFilesUnder(dir).filter(isConfigPath);
  return Object.fromEntries(paths.map((path) => [path, readFileSync(join(dir, path), 'utf8')]));
}

/** Files read at once: enough to keep the disk busy, few enough to leave room for requests. */
const READ_AT_ONCE = 16;
/**
 * fs's readFile with a callback, as a promise: reading the 2,072 files of 2,000 articles took half
 * the time and half the main thread's CPU of fs/promises' readFile (57-105 ms and 46-66 ms, against
 * 130-226 ms and 87-140 ms, three runs at load 2), which goes through a FileHandle per file. Every
 * GET /api/config of npm run edit reads them all.
 */
const readText = promisify(readFile);

/**
 * What readConfigFiles reads, without holding the event loop: a few files at a time, each made into
 * what the caller keeps (`as`) as it comes (reading 2,000 articles at once held it for 83-360 ms).
 * With `paths`, only those of them that are config files there (a path that names no file, or leads
 * through a link, is left out): a request that judges a few files against the live ones reads those,
 * not the whole folder. In path order.
 */
export async function readConfigTexts<T>(
  dir: string,
  paths: Iterable<string> | undefined,
  as: (text: string) => T,
): Promise<Map<string, T>> {
  const wanted =
    paths === undefined
      ? (await plainFilesUnderAsync(dir)).filter(isConfigPath)
      : [...new Set(paths)].filter((path) => isConfigPath(path) && hasNoLinks(dir, path)).sort();
  const read = new Map<string, T>();
  await fewAtOnce(wanted, READ_AT_ONCE, async (path) => {
    try {
      read.set(path, as(await readText(join(dir, path), 'utf8')));
    } catch (error) {
      // Named but not there (a new file of a draft), or a folder by that name: no such config file.
      if (paths === undefined || !isMissingFile(error)) throw error;
    }
  });
  return new Map(wanted.flatMap((path) => (read.has(path) ? [[path, read.get(path)!] as const] : [])));
}

/** readConfigTexts as ConfigFiles: every config file of the folder, or those of `paths` there. */
export async function readConfigFilesAsync(dir: string, paths?: Iterable<string>): Promise<ConfigFiles> {
  return Object.fromEntries(await readConfigTexts(dir, paths, (text) => text));
}

const isMissingFile = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR');

/** Writes one file so that a reader never sees half of it. */
export function writeFileAtomically(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = openSync(temporary, 'wx', 0o644);
    try {
      writeSync(handle, text);
      fsyncSync(handle);
    } finally {
      closeSync(handle);
    }
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** Makes the folder hold `next`: changed and new files written, files `next` lacks removed. */
export function writeConfigFiles(dir: string, current: ConfigFiles, next: ConfigFiles): void {
  for (const [path, text] of Object.entries(next))
    if (current[path] !== text) writeFileAtomically(join(dir, path), text);
  for (const path of Object.keys(current)) if (!(path in next) && existsSync(join(dir, path))) rmSync(join(dir, path));
}
