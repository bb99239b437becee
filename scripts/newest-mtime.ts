// When a build is stale: the newest modification time of the files under a path (the server's own
// code aside, which the site's build does not contain).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && !entry.parentPath.includes(`${join('src', 'server')}`))
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}
