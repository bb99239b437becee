// Under /admin: "Update my draft". The files someone published over since the draft began are read
// with their three versions and merged; when nothing needs a choice the draft is brought up to date
// at once, else the dialog (DraftUpdateDialog.tsx) asks, for each change both made, which to keep.
// Then the merged files are saved into the draft on the live files, and the editor takes the live
// files of everything the marketer had not changed. Its history of edits starts again there: the
// files it recorded are not the ones it now holds.
import { useState } from 'react';
import { baseFiles, fetchConfig, listedArticles } from '../state/api.ts';
import { draftFileOf, isChanged, type EditorState } from '../state/draft.ts';
import {
  fetchBehind,
  mergedTexts,
  planUpdate,
  sendUpdate,
  type Choices,
  type FilePlan,
} from '../state/draft-update.ts';
import type { ConfigSnapshot } from '../../shared/editor-contract.ts';
import { fill, text } from '../strings.ts';
import type { DraftHandle } from './use-draft.ts';
import type { SaveStatus } from './use-saving.ts';

const t = text.draftUpdate;

export interface DraftUpdateHandle {
  /** How many times the draft was brought up to date here. */
  updates: number;
  /** The files to bring up to date, while the dialog asks. */
  plans: FilePlan[] | undefined;
  busy: boolean;
  /** Why the last try did not work (said in the dialog, or in the status line). */
  error: string | undefined;
  start: () => Promise<void>;
  finish: (choices: Choices) => Promise<void>;
  cancel: () => void;
}

/**
 * The editor after the update: the updated files and every file it had not changed as the server
 * has them now (the articles it did not change as their list entry, loaded again when opened).
 */
export function updatedState(
  current: EditorState,
  snapshot: ConfigSnapshot,
  updated: ReadonlySet<string>,
): EditorState {
  const fresh = baseFiles(snapshot);
  const listed = listedArticles(snapshot);
  const base = { ...current.base };
  const basedOn = { ...current.basedOn };
  const files = { ...current.files };
  const unloaded = { ...current.unloaded };
  const kept = (path: string) => !updated.has(path) && isChanged(current, path);
  for (const [path, file] of Object.entries(fresh)) {
    if (kept(path)) continue;
    base[path] = file;
    files[path] = draftFileOf(file.text);
    delete basedOn[path];
    delete unloaded[path];
  }
  for (const [path, article] of Object.entries(listed)) {
    if (kept(path)) continue;
    delete base[path];
    files[path] = { kind: 'json', value: article.entry };
    delete basedOn[path];
    unloaded[path] = article.hash;
  }
  // A file brought up to date that the server no longer has: its removal was taken.
  for (const path of updated) {
    if (fresh[path] !== undefined || listed[path] !== undefined) continue;
    delete base[path];
    delete files[path];
    delete basedOn[path];
    delete unloaded[path];
  }
  return { base, unloaded, basedOn, files, past: [], future: [] };
}

export function useDraftUpdate(
  draft: DraftHandle,
  locale: string,
  setStatus: (status: SaveStatus) => void,
  onUpdated: () => void,
): DraftUpdateHandle {
  const [plans, setPlans] = useState<FilePlan[] | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [updates, setUpdates] = useState(0);

  const apply = async (chosen: FilePlan[], choices: Choices) => {
    const files = mergedTexts(chosen, choices);
    const refused = files.length === 0 ? undefined : await sendUpdate(files).catch(() => text.publishing.network);
    if (refused !== undefined) {
      setError(fill(t.failed, { message: refused }));
      return;
    }
    const snapshot = await fetchConfig().catch(() => undefined);
    if (snapshot) draft.setState((current) => updatedState(current, snapshot, new Set(files.map((file) => file.path))));
    setPlans(undefined);
    setError(undefined);
    setStatus({
      kind: 'message',
      text: !snapshot
        ? t.doneReload
        : chosen.length === 0
          ? t.upToDate
          : fill(t.done, { files: chosen.map((plan) => plan.path).join(', ') }),
    });
    setUpdates((count) => count + 1);
    onUpdated();
  };

  const start = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const behind = await fetchBehind(draft.state);
      const planned = planUpdate(behind, draft.state, locale);
      if (planned.length === 0) {
        // Nothing of the draft is behind (any more): the live files of what the marketer did not change are all there is to take.
        await apply([], {});
        return;
      }
      if (planned.every((plan) => plan.conflicts.length === 0)) await apply(planned, {});
      else setPlans(planned);
    } catch (failure) {
      setStatus({
        kind: 'message',
        text: fill(t.failed, { message: failure instanceof Error ? failure.message : String(failure) }),
      });
    } finally {
      setBusy(false);
    }
  };

  const finish = async (choices: Choices) => {
    if (!plans) return;
    setBusy(true);
    try {
      await apply(plans, choices);
    } finally {
      setBusy(false);
    }
  };

  return { updates, plans, busy, error, start, finish, cancel: () => (setPlans(undefined), setError(undefined)) };
}
