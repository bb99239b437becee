// Under /admin: whether the signed-in user has a draft saved on the server (what Publish sends), its
// discarding, and the editor starting again from the live files after a publish went live.
import { useEffect, useState } from 'react';
import { baseFiles, fetchConfig, listedArticles } from '../state/api.ts';
import { changedPaths, initialState } from '../state/draft.ts';
import { discardSavedDraft, savedDraft as fetchSavedDraft } from '../state/publishing.ts';
import { forgetDraft } from '../state/storage.ts';
import { fill, text } from '../strings.ts';
import type { DraftHandle } from './use-draft.ts';
import type { SaveStatus } from './use-saving.ts';

export interface SavedDraftHandle {
  /** The server holds a draft of this user's (no until it says so). */
  savedDraft: boolean;
  /** Why only an admin may publish the saved draft (the server's words); null when nothing says so. */
  adminOnly: string | null;
  /** The files of the saved draft someone published over since it began. */
  behind: string[];
  /** Asks the server again (after a save, a publish). */
  lookUp: () => void;
  /** Drops the saved draft and the unsaved changes, once confirmed: the editor shows the live site. */
  discardSaved: () => Promise<void>;
  /** A publish or a roll back went live: the editor starts from the new live files, unless there is unsaved work. */
  liveChanged: () => Promise<void>;
}

export function useSavedDraft(
  drafting: boolean,
  draft: DraftHandle,
  setStatus: (status: SaveStatus) => void,
): SavedDraftHandle {
  const [savedDraft, setSavedDraft] = useState(false);
  const [adminOnly, setAdminOnly] = useState<string | null>(null);
  const [behind, setBehind] = useState<string[]>([]);
  const lookUp = () => {
    if (drafting)
      fetchSavedDraft().then(
        (draft) => (setSavedDraft(draft.saved), setAdminOnly(draft.adminOnly), setBehind(draft.behind)),
        () => undefined,
      );
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the draft the editor opened with
  useEffect(lookUp, []);

  const liveChanged = async () => {
    const live = await fetchConfig();
    draft.setState((current) =>
      changedPaths(current).length === 0 ? initialState(baseFiles(live), undefined, listedArticles(live)) : current,
    );
    // A publish takes the draft it sent out of the store.
    lookUp();
  };

  const discardSaved = async () => {
    if (!window.confirm(text.publishing.discardDraftConfirm)) return;
    const say = (words: string) => setStatus({ kind: 'message', text: words });
    const refused = await discardSavedDraft().catch(() => text.publishing.network);
    if (refused !== undefined) return say(fill(text.publishing.discardFailed, { message: refused }));
    forgetDraft();
    setSavedDraft(false);
    setAdminOnly(null);
    setBehind([]);
    const live = await fetchConfig().catch(() => undefined);
    if (!live) return say(text.publishing.draftDiscardedReload);
    draft.setState(initialState(baseFiles(live), undefined, listedArticles(live)));
    say(text.publishing.draftDiscarded);
  };

  return { savedDraft, adminOnly, behind, lookUp, discardSaved, liveChanged };
}
