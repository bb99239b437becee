// The two places the editor may read and write: the config directory (only files of a known kind)
// and public/images. Every path a request names is checked here; anything else is refused.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { kindOf } from '../../shared/config-check/config-layout.ts';

export class PathRefused extends Error {}

/** The hash a save sends back for each file it read, so a file changed on disk since is noticed. */
export function textHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A path inside the directory, not leaving it by "..", a link or an absolute path. */
function inside(dir: string, relativePath: string): string {
  if (relativePath.includes('\\') || relativePath.includes('\0') || relativePath.startsWith('/') || relativePath.split('/').some((part) => part === '..' || part === '.' || part === '')) {
    throw new PathRefused(`the path "${relativePath}" is not a plain path inside the directory`);
  }
  const full = resolve(dir, relativePath);
  if (!full.startsWith(dir + sep)) throw new PathRefused(`the path "${relativePath}" leads outside the directory`);
  // A link inside the directory must not lead out of it either.
  let existing = full;
  while (!existsSync(existing)) existing = resolve(existing, '..');
  const real = realpathSync(existing);
  if (real !== realpathSync(dir) && !real.startsWith(realpathSync(dir) + sep)) throw new PathRefused(`the path "${relativePath}" leads outside the directory`);
  return full;
}

export interface FileState {
  text: string;
  hash: string;
}

export class ConfigDirectory {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file of a config path (pages/erp.json): only files of a kind the validator knows. */
  fileOf(path: string): string {
    if (!kindOf(path)) throw new PathRefused(`"${path}" is not a file of the site configuration`);
    return inside(this.root, path);
  }

  /** Every JSON file of the directory, by its path inside it, as it is on disk now. */
  readAll(): Map<string, FileState> {
    const files = readdirSync(this.root, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
      .map((entry) => relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .sort();
    return new Map(files.map((path) => [path, this.stateOf(join(this.root, path))!]));
  }

  /** One file as it is on disk now, or undefined when there is none. */
  read(path: string): FileState | undefined {
    return this.stateOf(this.fileOf(path));
  }

  private stateOf(file: string): FileState | undefined {
    if (!existsSync(file)) return undefined;
    const text = readFileSync(file, 'utf8');
    return { text, hash: textHash(text) };
  }
}

/** The file of an image path (/images/x.svg) under public/images, or a refusal. */
export function imageFile(publicDir: string, src: string): string {
  if (!src.startsWith('/images/')) throw new PathRefused(`"${src}" is not under /images/`);
  return inside(resolve(publicDir, 'images'), src.slice('/images/'.length));
}
