// The two places the editor may read and write: the config directory (only files of a known kind)
// and public/images. Every path a request names is checked here; anything else is refused.
import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { kindOf } from '../../shared/config-check/config-layout.ts';
import { readConfigFiles, readConfigTexts, textHash } from './config-files.ts';
import { hasNoLinks } from './plain-files.ts';

export class PathRefused extends Error {}

/** A path inside the directory, not leaving it by "..", an absolute path, or any link (never followed). */
function inside(dir: string, relativePath: string): string {
  if (
    relativePath.includes('\\') ||
    relativePath.includes('\0') ||
    relativePath.startsWith('/') ||
    relativePath.split('/').some((part) => part === '..' || part === '.' || part === '')
  ) {
    throw new PathRefused(`the path "${relativePath}" is not a plain path inside the directory`);
  }
  const full = resolve(dir, relativePath);
  if (!full.startsWith(dir + sep)) throw new PathRefused(`the path "${relativePath}" leads outside the directory`);
  // A link could lead anywhere, even from inside: refused like a path outside the directory.
  if (!hasNoLinks(dir, relativePath))
    throw new PathRefused(`the path "${relativePath}" goes through a symbolic link, which is not followed`);
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
    return new Map(
      Object.entries(readConfigFiles(this.root)).map(([path, text]) => [path, { text, hash: textHash(text) }]),
    );
  }

  /**
   * The same as readAll, without holding the event loop: a few files at a time, each hashed as it
   * comes (reading and hashing 2,000 articles at once held it for 74-216 ms). For the server's
   * requests; readAll is for the checks' thread and the command line.
   */
  async readAllAsync(): Promise<Map<string, FileState>> {
    return readConfigTexts(this.root, undefined, (text) => ({ text, hash: textHash(text) }));
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
