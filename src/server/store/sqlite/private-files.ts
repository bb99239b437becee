// The embedded database holds submissions, password hashes and sessions: its folder is the
// server's alone (0700) and so are its files (0600). SQLite gives the -wal and -shm files it makes
// the mode of the database file, so a database file made private before SQLite opens it keeps its
// log private too. Files of an earlier release, made with the default umask, are narrowed here.
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';

export const DATA_DIR_MODE = 0o700;
export const DATA_FILE_MODE = 0o600;

/** Narrows a mode we own; a folder or file of another owner (a mounted volume) is left as its owner set it. */
function narrow(path: string, mode: number): void {
  try {
    chmodSync(path, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}

/** The data folder, created or narrowed to the server's own. */
export function privateDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  narrow(dataDir, DATA_DIR_MODE);
}

/** A database file of the data folder, created empty (for SQLite to fill) or narrowed, with its log files, to 0600; returns its path. */
export function privateDatabaseFile(dataDir: string, name: string): string {
  privateDataDir(dataDir);
  const file = join(dataDir, name);
  closeSync(openSync(file, 'a', DATA_FILE_MODE));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) narrow(path, DATA_FILE_MODE);
  return file;
}
