// The file-system steps of backup and restore, each failing with a sentence an operator can act on
// (OperatorError) rather than an errno, and each durable: a file is fsynced before it is renamed
// into place, and the folder after.
import { closeSync, existsSync, fsyncSync, mkdtempSync, openSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';

/** A refusal or a problem the operator can fix: printed without a stack trace, exit code 2. */
export class OperatorError extends Error {}

/** The sentence for a failed file-system call on `path`, saying what to do. */
export function fileProblem(error: unknown, path: string, purpose: string): Error {
  // SQLite says SQLITE_FULL (13) where the file system says ENOSPC.
  const code = (error as { errcode?: number }).errcode === 13 ? 'ENOSPC' : (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOENT':
      return new OperatorError(
        existsSync(path)
          ? `${purpose}: no file can be made in ${path}. Choose a folder on an ordinary disk.`
          : `${purpose}: the folder ${path} does not exist. Create it first (mkdir -p ${path}) or choose another path.`,
      );
    case 'EACCES':
    case 'EPERM':
      return new OperatorError(
        `${purpose}: ${path} may not be written by this user (${userInfo().username}). Choose a folder this user may write to, or run the command as a user who may write there.`,
      );
    case 'EROFS':
      return new OperatorError(`${purpose}: ${path} is on a read-only file system. Choose a path on a writable disk.`);
    case 'ENOTDIR':
      return new OperatorError(`${purpose}: ${path} is not a folder (a part of the path is a file). Check the path.`);
    case 'ENOSPC':
    case 'EDQUOT':
      return new OperatorError(`${purpose}: the disk of ${path} is full. Free some space or choose another disk.`);
    default:
      return error instanceof Error ? error : new Error(String(error));
  }
}

/** A private folder (0700) inside `parent`, named after `prefix`, for the work in progress. */
export function workFolder(parent: string, prefix: string, purpose: string): string {
  try {
    return mkdtempSync(join(parent, prefix));
  } catch (error) {
    throw fileProblem(error, parent, purpose);
  }
}

/** Flushes a file or a folder (the names in it) to disk. Some platforms cannot sync a folder. */
export function syncPath(path: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    fsyncSync(fd);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL') throw error;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Runs `work`; on Ctrl-C or SIGTERM meanwhile, runs `cleanUp` and exits, so an interrupted backup
 * or restore leaves no folder of work in progress behind.
 */
export async function cleanedUpOnSignal<T>(cleanUp: () => void, work: () => Promise<T>): Promise<T> {
  const onSignal = (signal: NodeJS.Signals) => {
    cleanUp();
    process.stderr.write(`\nStopped by ${signal}; nothing was written.\n`);
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await work();
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/** 1536 -> "1.5 KB", for a person. */
export function humanBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}
