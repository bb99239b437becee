// A small disk of its own for a test: a tmpfs of a few MiB mounted on a temporary folder, which the
// test fills to the last byte and frees again. Mounting needs root (or sudo without a password, as
// in CI); elsewhere smallDiskUnavailableReason says why not.
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, rmdirSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SmallDisk {
  /** Where it is mounted. */
  dir: string;
  /** Takes every free byte of it, with one file. */
  fill(): void;
  /** Gives the bytes fill() took back. */
  free(): void;
  /** Unmounts it (nothing may hold a file open on it) and removes its folder. */
  remove(): void;
}

const isRoot = () => process.getuid?.() === 0;
const sudoWorks = () => spawnSync('sudo', ['-n', 'true']).status === 0;

/** Why no small disk can be mounted here, or undefined when one can. */
export function smallDiskUnavailableReason(): string | undefined {
  if (isRoot() || sudoWorks()) return undefined;
  return 'mounting a tmpfs needs root, or sudo without a password';
}

export function mountSmallDisk(sizeMiB: number): SmallDisk {
  const dir = mkdtempSync(join(tmpdir(), 'small-disk-'));
  const asRoot = (command: string, args: string[]) =>
    isRoot() ? execFileSync(command, args) : execFileSync('sudo', ['-n', command, ...args]);
  const owner = `uid=${process.getuid!()},gid=${process.getgid!()}`;
  asRoot('mount', ['-t', 'tmpfs', '-o', `size=${sizeMiB}m,mode=0700,${owner}`, 'tmpfs', dir]);
  const filler = join(dir, 'filler');
  return {
    dir,
    fill() {
      const fd = openSync(filler, 'a');
      try {
        // Large pieces first, then pages, until the file system has none left.
        for (const size of [1024 * 1024, 4096]) {
          const piece = Buffer.alloc(size, 1);
          try {
            for (;;) writeSync(fd, piece);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          }
        }
      } finally {
        closeSync(fd);
      }
    },
    free() {
      rmSync(filler, { force: true });
    },
    remove() {
      asRoot('umount', [dir]);
      rmdirSync(dir);
    },
  };
}
