// A draft that is behind: files of it someone else published since the draft began from them.
// For each, the three versions the editor merges (src/editor/state/json-merge.ts): the file the
// draft began from (its base, found by its hash in the git history: git-history.ts), the file live
// now (theirs) and the draft's own (mine). And the draft brought up to date: each merged file saved
// with the live file as its new base, so the next publish is accepted.
import type { DraftFile } from '../store/index.ts';
import { textHash, type ConfigFiles } from '../editor/config-files.ts';
import { versionInHistory } from './git-history.ts';
import type { BehindFile } from '../../shared/draft-contract.ts';

/** A file the editor changed without saving, and the hash of the file it read. */
export interface EditedFile {
  path: string;
  baseHash: string | null;
}

const hashOf = (files: ConfigFiles, path: string) => (files[path] === undefined ? null : textHash(files[path]));

/** The paths of the saved draft that someone published over since the draft began. */
export function behindPaths(live: ConfigFiles, draft: readonly DraftFile[]): string[] {
  return draft.filter((file) => hashOf(live, file.path) !== file.baseHash).map((file) => file.path);
}

/**
 * The files of the draft that are behind the live config, and the files the editor changed
 * without saving that someone published since the editor read them; each with its three versions.
 */
export async function behindFiles(
  configDir: string,
  live: ConfigFiles,
  draft: readonly DraftFile[],
  edited: readonly EditedFile[],
): Promise<BehindFile[]> {
  const saved = new Set(draft.map((file) => file.path));
  const wanted = [
    ...draft
      .filter((file) => hashOf(live, file.path) !== file.baseHash)
      .map((file) => ({ path: file.path, baseHash: file.baseHash, mine: file.text })),
    // A file of the saved draft is judged by the draft's base, whatever the editor read.
    ...edited
      .filter((file) => !saved.has(file.path) && hashOf(live, file.path) !== file.baseHash)
      .map((file) => ({ path: file.path, baseHash: file.baseHash, mine: null })),
  ];
  const files: BehindFile[] = [];
  for (const { path, baseHash, mine } of wanted) {
    const base = baseHash === null ? null : await versionInHistory(configDir, path, baseHash);
    files.push({
      path,
      base: base ?? null,
      baseFound: baseHash === null || base !== undefined,
      theirs: live[path] ?? null,
      theirsHash: hashOf(live, path),
      mine,
    });
  }
  return files;
}

/**
 * A file of the draft as brought up to date: its merged text, on top of the live file whose hash it
 * names; a null text when the file was removed from the live site and the draft lets it go.
 */
export interface UpdatedFile {
  path: string;
  theirsHash: string | null;
  text: string | null;
}

/** The paths whose live file is no longer the one the update was merged with (someone published again). */
export function stalePaths(live: ConfigFiles, files: readonly UpdatedFile[]): string[] {
  return files.filter((file) => hashOf(live, file.path) !== file.theirsHash).map((file) => file.path);
}
