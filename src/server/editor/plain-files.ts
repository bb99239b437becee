// Reading the config folder and public/images without ever following a symbolic link: a link
// there could point anywhere on the server (a link to /etc served /etc/hostname under
// /admin/images/), so a link is treated like a path outside the folder: not listed, not read.
// (Node's own recursive readdir descends into linked folders, hence the walk of our own.)
import { lstatSync, readdirSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Every plain file under `dir` (no links, nothing under a linked folder), by its path inside it with / separators, sorted. */
export function plainFilesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string, prefix: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      // Dirents describe the entry itself: a link is neither a file nor a folder here.
      if (entry.isDirectory()) walk(join(folder, entry.name), `${prefix}${entry.name}/`);
      else if (entry.isFile()) found.push(`${prefix}${entry.name}`);
    }
  };
  walk(dir, '');
  return found.sort();
}

/**
 * The same as plainFilesUnder, read without holding the event loop: what the live server's requests
 * list (public/ on every /api/config and save) may be a folder of thousands of uploads.
 */
export async function plainFilesUnderAsync(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (folder: string, prefix: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory()) await walk(join(folder, entry.name), `${prefix}${entry.name}/`);
      else if (entry.isFile()) found.push(`${prefix}${entry.name}`);
    }
  };
  await walk(dir, '');
  return found.sort();
}

/**
 * Whether each part of `relativePath` below `dir` that exists is a plain folder or file, not a link
 * (a part that does not exist yet is fine: a file about to be created).
 */
export function hasNoLinks(dir: string, relativePath: string): boolean {
  let current = dir;
  for (const part of relativePath.split('/')) {
    current = join(current, part);
    let stats;
    try {
      stats = lstatSync(current);
    } catch {
      return true;
    }
    if (stats.isSymbolicLink()) return false;
  }
  return true;
}
