// Save and Discard: Save sends every changed file with the hash of the file it was based on; the
// server writes them (npm run edit) or puts them in the signed-in user's draft (/admin), unless one
// of them changed in between (a conflict, settled in use-conflicts.ts) or the config would not
// validate. What happened is said in the status line under the toolbar.
import { useState } from 'react';
import { saveFiles } from '../state/api.ts';
import { baseHashOf, discarded, saved } from '../state/draft.ts';
import { forgetDraft } from '../state/storage.ts';
import { fill, text } from '../strings.ts';
import type { DraftHandle } from './use-draft.ts';

export type SaveStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'message'; text: string } | { kind: 'conflict'; paths: string[] };

export interface SavingHandle {
  status: SaveStatus;
  setStatus: (next: SaveStatus | ((current: SaveStatus) => SaveStatus)) => void;
  /** Saves every changed file; true when the server did. */
  save: () => Promise<boolean>;
  /** Drops every unsaved change, once the marketer confirms. */
  discard: () => void;
}

/**
 * @param drafting Save goes to the user's draft (/admin), not to the files.
 * @param restored the draft is unsaved work brought back from an earlier visit (said at first).
 */
export function useSaving(draft: DraftHandle, drafting: boolean, restored: boolean): SavingHandle {
  const { state, setState, changed } = draft;
  const [status, setStatus] = useState<SaveStatus>(
    restored ? { kind: 'message', text: text.restoredDraft } : { kind: 'idle' },
  );
  const words = drafting ? text.draftSave : text;

  const save = async () => {
    setStatus({ kind: 'saving' });
    const files = changed.flatMap((path) => {
      const file = state.files[path]!;
      return file.kind === 'json' ? [{ path, baseHash: baseHashOf(state, path), value: file.value }] : [];
    });
    const answer = await saveFiles(files).catch((error: unknown) => ({
      kind: 'failed' as const,
      message: error instanceof Error ? error.message : String(error),
    }));
    if (answer.kind === 'saved') {
      setState((current) => saved(current, answer.files));
      setStatus({
        kind: 'message',
        text: fill(words.savedFiles, { files: answer.files.map((file) => file.path).join(', ') }),
      });
      return true;
    }
    if (answer.kind === 'conflict') setStatus({ kind: 'conflict', paths: answer.paths });
    else
      setStatus({
        kind: 'message',
        text: fill(text.saveRefused, {
          message:
            answer.kind === 'invalid'
              ? `${answer.message} ${answer.problems.map((problem) => problem.message).join('; ')}`
              : answer.message,
        }),
      });
    return false;
  };

  const discard = () => {
    if (!window.confirm(text.discardConfirm)) return;
    forgetDraft();
    // The draft goes back to the files it was based on, and the history with it.
    setState(discarded);
    setStatus({ kind: 'idle' });
  };

  return { status, setStatus, save, discard };
}

/**
 * Save saves only what has been checked: while the check is behind the typing, Save waits for it.
 * Until every conflict is settled (its file read again), a save would send the old base and be
 * refused again: Save waits for the choice of each file.
 */
export function saveWaits(
  checks: { checked: boolean; errors: readonly unknown[] },
  changed: readonly string[],
  status: SaveStatus,
): boolean {
  return (
    !checks.checked ||
    changed.length === 0 ||
    checks.errors.length > 0 ||
    status.kind === 'saving' ||
    status.kind === 'conflict'
  );
}
