// What the Problems region shows: the problems of every file of the draft, as a check of all of
// them finds them, while the editor holds most articles as their list entry only (draft.ts). The
// server checks the draft's changed files over every saved file (POST /api/check, a moment after
// each pause in the typing); the editor checks the files it holds on every change. Once the server
// has checked the draft as it is, its answer is the whole answer; until then, the files edited
// since show the editor's own problems, the others the server's last.
import { sortProblems } from '../../shared/config-check/check-config.ts';
import type { Problem } from '../../shared/config-check/json-source.ts';
import type { DraftFile } from './draft.ts';

/** The draft's changed files, by path: what one check of the server was asked about. */
export type ChangedFiles = ReadonlyMap<string, DraftFile>;

export interface ServerProblems {
  /** The changed files the server checked (the same objects: immer keeps an unchanged file the same). */
  draft: ChangedFiles;
  /**
   * The editor's base then (EditorState.base): a new base (a save, a published or discarded draft,
   * an article loaded) may be other saved files under the same changes, so the answer is not current.
   */
  base: object;
  problems: Problem[];
}

/** The files whose draft differs from the one the server checked. */
export function editedSince(checked: ChangedFiles, now: ChangedFiles): Set<string> {
  const edited = new Set<string>();
  for (const [path, file] of now) if (checked.get(path) !== file) edited.add(path);
  for (const path of checked.keys()) if (!now.has(path)) edited.add(path);
  return edited;
}

/**
 * The problems shown, and whether they are those of the draft as it is (`current`: the server's
 * answer is for this very draft). `local`: the editor's check of the files it holds.
 */
export function mergedProblems(
  local: readonly Problem[],
  server: ServerProblems | undefined,
  now: ChangedFiles,
  base: object,
): { problems: Problem[]; current: boolean } {
  if (!server) return { problems: [...local], current: false };
  const edited = editedSince(server.draft, now);
  if (edited.size === 0) return { problems: server.problems, current: server.base === base };
  return {
    problems: sortProblems([
      ...server.problems.filter((problem) => !edited.has(problem.file)),
      ...local.filter((problem) => edited.has(problem.file)),
    ]),
    current: false,
  };
}
