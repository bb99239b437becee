// The draft and its history (state/draft.ts) held by React: each edit is one step of Undo, and the
// changed files are kept in the browser (state/storage.ts) until saved or discarded, so a reload
// loses nothing.
import type { Draft as Mutable } from 'immer';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { baseHashOf, changedPaths, edit, redo, undo, type DraftFile, type EditorState } from '../state/draft.ts';
import { storeDraft } from '../state/storage.ts';

export type Recipe = (files: Mutable<Record<string, DraftFile>>) => void;

export interface DraftHandle {
  state: EditorState;
  setState: (next: EditorState | ((current: EditorState) => EditorState)) => void;
  /** The files that differ from what they were based on. */
  changed: string[];
  /** One edit; edits of one `group` (one field) in quick succession are one step of Undo. */
  apply: (recipe: Recipe, group?: string) => void;
  undo: () => void;
  redo: () => void;
}

export function useDraft(initial: EditorState, configId: string): DraftHandle {
  const [state, setState] = useState(initial);
  const changed = useMemo(() => changedPaths(state), [state]);

  useEffect(() => {
    storeDraft({
      config: configId,
      files: Object.fromEntries(changed.map((path) => [path, state.files[path]!])),
      baseHashes: Object.fromEntries(changed.map((path) => [path, baseHashOf(state, path)])),
    });
  }, [changed, state, configId]);

  const apply = useCallback(
    (recipe: Recipe, group?: string) => setState((current) => edit(current, recipe, group)),
    [],
  );
  const undoEdit = useCallback(() => setState(undo), []);
  const redoEdit = useCallback(() => setState(redo), []);
  return { state, setState, changed, apply, undo: undoEdit, redo: redoEdit };
}
