import { copyFileSync, existsSync, linkSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Writes a file of the build, creating its folder. */
export function writeFile(file: string, content: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/**
 * Puts files of another folder (an earlier build, the bundle cache) into the build as they are: a
 * hard link where the file system allows it (no bytes copied), a copy elsewhere. Neither kind of
 * folder is written to once complete (a build is never changed after it was written; a bundle folder
 * is written elsewhere and renamed into the cache whole), so a linked file never changes under the
 * other build. Files that are not there (a page too small for compressed copies) are passed over.
 */
export function linkFiles(fromDir: string, toDir: string, files: readonly string[]): number {
  let linked = 0;
  const made = new Set<string>();
  for (const file of files) {
    const from = join(fromDir, file);
    if (!existsSync(from)) continue;
    const to = join(toDir, file);
    const folder = dirname(to);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    linkFile(from, to);
    linked++;
  }
  return linked;
}

/** One file of a folder that is never written to once complete, into the build: a hard link, or a copy. */
export function linkFile(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    if (!['EXDEV', 'EPERM', 'EMLINK'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    copyFileSync(from, to);
  }
}
