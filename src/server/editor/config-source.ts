// Where the editor reads the config and where its Save goes. `npm run edit`: the config directory
// itself, each saved file written in place. Under /admin (src/server/admin/draft-source.ts): the
// live config with the signed-in user's draft laid over it, and a save goes to that draft.
import type { FastifyRequest } from 'fastify';
import { writeFileAtomically } from './config-files.ts';
import type { ConfigDirectory, FileState } from './config-dir.ts';
import { committedFiles } from './published-files.ts';

export interface WrittenFile {
  path: string;
  /** The hash of the file as the editor read it; null for a file the save creates. */
  baseHash: string | null;
  text: string;
}

export type WriteOutcome =
  | { kind: 'written' }
  | { kind: 'conflict'; paths: string[] }
  /** Over a bound of the draft (a file's size, the draft's size): nothing was written. */
  | { kind: 'too-large'; message: string };

export interface ConfigSource {
  /** What a Save writes: the files themselves, or the user's draft. */
  target: 'files' | 'draft';
  /** Which config this is, as the browser keeps unsaved work per config (and, under /admin, per user). */
  id(request: FastifyRequest): string;
  /** Every file as it is before any user's draft: what the server warms its caches with at start. */
  readShared(): Promise<Map<string, FileState>>;
  /** Every file as this request's user sees it now. */
  readAll(request: FastifyRequest): Promise<Map<string, FileState>>;
  /**
   * Where every file is on disk, when that is all there is to the user's view (npm run edit): the
   * checks' thread then reads them itself (reading and hashing thousands of files holds a thread).
   */
  directory?: string;
  /** Writes the files unless one of them changed since its base (then nothing is written). */
  write(request: FastifyRequest, files: WrittenFile[]): Promise<WriteOutcome>;
  /**
   * The files the checks compare with the live site's version (published-files.ts), as the live site
   * has them; `fresh`: read again (an editor opening), not as last read.
   */
  published(request: FastifyRequest, fresh?: boolean): Promise<ReadonlyMap<string, string>>;
}

/** The config directory of `npm run edit`: what is on disk, saved in place. */
export function directorySource(directory: ConfigDirectory, id: string): ConfigSource {
  // Read from git when an editor opens, and kept: a commit is made outside the editor.
  let published: Promise<Map<string, string>> | undefined;
  return {
    published(_request, fresh = false) {
      if (fresh || !published) published = committedFiles(directory.root);
      return published;
    },
    target: 'files',
    directory: directory.root,
    id: () => id,
    readShared: () => directory.readAllAsync(),
    readAll: () => directory.readAllAsync(),
    async write(_request, files) {
      // Every path is checked before anything is read or written (fileOf refuses the others).
      const targets = files.map((file) => ({ ...file, target: directory.fileOf(file.path) }));
      const current = await directory.readAllAsync();
      const conflicts = targets
        .filter((file) => (current.get(file.path)?.hash ?? null) !== file.baseHash)
        .map((file) => file.path);
      if (conflicts.length > 0) return { kind: 'conflict', paths: conflicts };
      // A file saved unchanged is not touched at all.
      for (const file of targets)
        if (current.get(file.path)?.text !== file.text) writeFileAtomically(file.target, file.text);
      return { kind: 'written' };
    },
  };
}
